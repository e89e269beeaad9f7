import { boolProp, sameValue, stringProp } from './behaviourUtils';
import type { Coding } from './propTypes';

/**
 * Shared rules of the choice components (CheckboxList, Option, AutoComplete, Dropdown): reading options,
 * the disable filter, single and multi choice with exclusive options (docs/components.md#checkboxlist).
 */

/** One option after reading: simple values become `{ value, text: String(value) }`. */
export interface ChoiceOption {
  readonly value: unknown;
  readonly text: string;
  readonly description?: string;
  /** Disabled by its own flag, the disable filter, or the component's extra rules. */
  readonly disabled: boolean;
  readonly exclusive: boolean;
  /** What the option means in a terminology (decisions D13), when the option object says. */
  readonly coding?: readonly Coding[];
}

/** Reads an options list (simple values or objects with value/text); anything that is not a list gives none. */
export function readOptions(raw: unknown): ChoiceOption[] {
  if (!Array.isArray(raw)) return [];
  const out: ChoiceOption[] = [];
  for (const item of raw) {
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const o = item as Record<string, unknown>;
      const hasValue = o.value !== undefined && o.value !== null;
      const txt = stringProp(o.text);
      if (!hasValue && txt === undefined) continue;
      const value = hasValue ? o.value : txt;
      const description = stringProp(o.description);
      const coding = Array.isArray(o.coding) ? (o.coding as Coding[]) : undefined;
      out.push({
        value,
        text: txt ?? String(value),
        ...(description === undefined ? {} : { description }),
        disabled: boolProp(o.disabled, false),
        exclusive: boolProp(o.exclusive, false),
        ...(coding === undefined ? {} : { coding }),
      });
    } else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
      out.push({ value: item, text: String(item), disabled: false, exclusive: false });
    }
  }
  return out;
}

const filterCache = new Map<string, RegExp | null>();

/**
 * Compiles a disable filter written plain (`^a`) or as `/pattern/flags`. An invalid pattern disables
 * nothing (the spec checker reports it as invalid-regex). The g and y flags are dropped: `test` must not
 * carry state from one option to the next.
 */
export function compileDisableFilter(filter: unknown): RegExp | undefined {
  if (typeof filter !== 'string' || filter === '') return undefined;
  const cached = filterCache.get(filter);
  if (cached !== undefined) return cached ?? undefined;
  let re: RegExp | null;
  const slashed = /^\/(.*)\/([a-z]*)$/s.exec(filter);
  try {
    re = slashed ? new RegExp(slashed[1] ?? '', (slashed[2] ?? '').replace(/[gy]/g, '')) : new RegExp(filter);
  } catch {
    re = null;
  }
  if (filterCache.size > 500) filterCache.clear();
  filterCache.set(filter, re);
  return re ?? undefined;
}

/**
 * The options of a choice component with their effective disabled flag: the option's own flag, a match of
 * optionsDisableFilter on the value, or membership in `extraDisabled` (Dropdown's disabledOptions, values
 * used by other list items).
 */
export function effectiveOptions(
  props: Readonly<Record<string, unknown>>,
  extraDisabled: readonly unknown[] = [],
): ChoiceOption[] {
  const filter = compileDisableFilter(props.optionsDisableFilter);
  return readOptions(props.options).map((o) => {
    const disabled =
      o.disabled ||
      (filter !== undefined && filter.test(String(o.value))) ||
      extraDisabled.some((v) => sameValue(v, o.value));
    return disabled === o.disabled ? o : { ...o, disabled };
  });
}

/** A value as a list of selections: empty values give [], a scalar gives [scalar]. */
export function selectionList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null && v !== '');
  return [value];
}

/** Whether `value` is among the selections. */
export function isSelected(selections: readonly unknown[], value: unknown): boolean {
  return selections.some((s) => sameValue(s, value));
}

/** The option a value belongs to, if any. */
export function findOption(options: readonly ChoiceOption[], value: unknown): ChoiceOption | undefined {
  return options.find((o) => sameValue(o.value, value));
}

/** Sorts selections into option order; values that are not options keep their order after them. */
export function inOptionOrder(selections: readonly unknown[], options: readonly ChoiceOption[]): unknown[] {
  const known = options.filter((o) => isSelected(selections, o.value)).map((o) => o.value);
  const unknown = selections.filter((s) => findOption(options, s) === undefined);
  return [...known, ...unknown];
}

/**
 * The selections after the user chooses `option` (docs/components.md#checkboxlist). Single choice: a plain click
 * replaces the value, Ctrl-click on the selected option deselects it. Multichoice: a click toggles the
 * option; an exclusive option removes all others, any other option removes the exclusive ones. A disabled
 * option cannot be chosen (but can be deselected).
 */
export function chooseOption(
  selections: readonly unknown[],
  option: ChoiceOption,
  options: readonly ChoiceOption[],
  mode: { readonly multichoice: boolean; readonly ctrl?: boolean },
): unknown[] {
  const selected = isSelected(selections, option.value);
  if (!mode.multichoice) {
    if (selected) return mode.ctrl ? [] : [option.value];
    return option.disabled ? [...selections] : [option.value];
  }
  if (selected) return selections.filter((s) => !sameValue(s, option.value));
  if (option.disabled) return [...selections];
  if (option.exclusive) return [option.value];
  const kept = selections.filter((s) => !(findOption(options, s)?.exclusive ?? false));
  return inOptionOrder([...kept, option.value], options);
}

/** Removes the values of disabled options unless allowDisabledOptionValue is true (the default). */
export function dropDisabled(
  selections: readonly unknown[],
  options: readonly ChoiceOption[],
  allowDisabledOptionValue: unknown,
): unknown[] {
  if (boolProp(allowDisabledOptionValue, true)) return [...selections];
  return selections.filter((s) => !(findOption(options, s)?.disabled ?? false));
}

/** The texts of the selections: the option's text, or the value itself when it is not an option. */
export function selectionTexts(selections: readonly unknown[], options: readonly ChoiceOption[]): string[] {
  return selections.map((s) => findOption(options, s)?.text ?? String(s));
}

/** The non-empty descriptions of the selected options, joined by newlines. */
export function selectionDescription(
  selections: readonly unknown[],
  options: readonly ChoiceOption[],
): string {
  return selections
    .map((s) => findOption(options, s)?.description)
    .filter((d): d is string => d !== undefined && d !== '')
    .join('\n');
}
