import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormSnapshot } from '@formwright/core/runtime';
import { useFormEnv } from '../../form/FormEnv';
import { textOf, useTexts } from '../../form/useTexts';
import { Icon } from '../../icons/Icon';
import { useFormStore } from '../../store/FormContext';
import { useFormSelector } from '../../store/useFormSelector';
import type { ViewProps } from '../types';
import { jumpFailedText, jumpToComponent } from './jumpToComponent';
import { revealPath } from './revealPath';

const selectMandatory = (s: FormSnapshot) => s.mandatory;

/**
 * MandatoryFields: the core's list of empty mandatory fields (prohibit entries as errors, alert entries
 * as warnings; with displayType prohibit-only, the prohibit entries alone). Each entry is a link that
 * scrolls to and focuses its field, first selecting its tab or opening its list item when those hide it;
 * when that fails it warns 'Error while trying to show component: {id}'.
 */
export function MandatoryFieldsView({ state }: ViewProps<'MandatoryFields'>) {
  const entries = useFormSelector(selectMandatory);
  const texts = useTexts();
  const env = useFormEnv();
  const store = useFormStore();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const shown =
    state.props.displayType === 'prohibit-only' ? entries.filter((e) => e.level === 'prohibit') : entries;
  if (shown.length === 0) return null;
  const jump = (id: string) => {
    // A field in another tab or a closed list item is brought on screen first, rendered at once.
    const reveal = revealPath(store.getSnapshot(), id);
    if (reveal.length > 0) flushSync(() => reveal.forEach((i) => store.update(i)));
    const root = env.root() ?? document;
    if (jumpToComponent(root, id)) {
      setFailed(undefined);
      return;
    }
    const text = jumpFailedText(id);
    console.warn(text);
    setFailed(text);
  };
  return (
    <nav className="fw-mandatory" aria-label="Mandatory fields">
      <ul>
        {shown.map((e) => (
          <li key={e.id} className={`fw-mandatory__entry fw-mandatory__entry--${e.level}`}>
            <Icon name={e.level === 'prohibit' ? 'error' : 'warning'} />
            <a
              href={`#fw-${e.id}`}
              onClick={(ev) => {
                ev.preventDefault();
                jump(e.id);
              }}
            >
              {e.label}
            </a>
            <span className="fw-mandatory__level">
              {textOf(texts, e.level === 'prohibit' ? 'mandatoryProhibit' : 'mandatoryAlert')}
            </span>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="fw-warning-text" role="status">
          {failed}
        </p>
      )}
    </nav>
  );
}
