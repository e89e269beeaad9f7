import { useMemo, useState, type KeyboardEvent } from 'react';
import { effectiveOptions, EN_TEXTS, searchAutoComplete } from '@formwright/core/runtime';
import { controlId, Field, isDisabled, textOf, useAccessibleName } from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** The chosen values as AutoComplete keeps them: a list of strings. */
function chosenOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * AutoComplete (docs/components.md#components, docs/diagnostics.md#diagnostics): an ARIA combobox whose listbox shows the core's
 * `searchAutoComplete` results for the typed text (BeginsWith, then ContainsSequence, at most
 * maxSearchResults, none below minSearch) under one of its four prompts. Arrow keys move through the
 * results, Enter or a click chooses (`toggleOption`), Escape closes. The chosen values show as chips
 * with showSelectedValues; a chip can be removed in multichoice, and in single choice with
 * singleOptionDeletable.
 */
export function AutoCompleteView({ state }: ViewProps<'AutoComplete'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const multi = props.multichoice === true;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useMemo(
    () => searchAutoComplete(query, { id, props, texts: EN_TEXTS, today: () => '' }),
    [query, id, props],
  );
  const options = useMemo(() => effectiveOptions(props), [props]);
  const chosen = chosenOf(state.value);
  const textFor = (v: string) => options.find((o) => String(o.value) === v)?.text ?? v;
  const deletable = multi || props.singleOptionDeletable;
  const listId = `${controlId(id)}-listbox`;
  const optionId = (i: number) => `${controlId(id)}-option-${i}`;
  const results = found.results;
  const current = active >= 0 && active < results.length ? active : -1;

  const choose = (value: unknown) => {
    update({ type: 'toggleOption', id, option: value });
    setQuery('');
    setActive(-1);
    if (!multi) setOpen(false);
  };
  const remove = (v: string) => update({ type: 'toggleOption', id, option: v });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(e.key === 'ArrowDown' ? 0 : results.length - 1);
          return;
        }
        const step = e.key === 'ArrowDown' ? 1 : -1;
        if (results.length > 0) setActive((current + step + results.length) % results.length);
        return;
      }
      case 'Enter':
        if (open && current >= 0) {
          e.preventDefault();
          choose(results[current]?.value);
        }
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Backspace': {
        const last = chosen[chosen.length - 1];
        if (query === '' && last !== undefined && deletable && props.showSelectedValues) remove(last);
        return;
      }
      default:
        return;
    }
  };

  // A single choice shown as a chip needs no prompt beside it; an unshown multichoice shows its choices.
  const placeholder =
    props.showSelectedValues && !multi && chosen.length > 0
      ? ''
      : !props.showSelectedValues && props.displayValue !== ''
        ? props.displayValue
        : textOf(props.placeholder);

  return (
    <Field id={id} frame={props} className="fw-autocomplete" disabled={disabled}>
      <div className="fw-ac">
        {props.showSelectedValues && chosen.length > 0 && (
          <ul className="fw-ac__chips" aria-label="Selected">
            {chosen.map((v) => (
              <li key={v} className="fw-ac__chip">
                <span>{textFor(v)}</span>
                {deletable && (
                  <button
                    type="button"
                    className="fw-ac__remove"
                    aria-label={`Remove ${textFor(v)}`}
                    disabled={disabled}
                    onClick={() => remove(v)}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <input
          id={controlId(id)}
          className="fw-input fw-ac__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
          {...name}
          placeholder={placeholder || undefined}
          value={query}
          disabled={disabled}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        {open && (
          <div className="fw-ac__popup">
            <div className="fw-ac__prompt" role="status">
              {found.prompt}
            </div>
            <ul id={listId} role="listbox" className="fw-ac__list" aria-label={textOf(props.label) || id}>
              {results.map((o, i) => (
                <li
                  key={`${i}-${String(o.value)}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  className="fw-ac__option"
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(o.value)}
                >
                  {o.text}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Field>
  );
}
