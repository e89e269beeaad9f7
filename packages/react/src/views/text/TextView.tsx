import {
  controlId,
  Field,
  isDisabled,
  SpeechButton,
  textOf,
  useAccessibleName,
  useDictation,
} from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/**
 * Text (docs/components.md#components): a single-line input; every keystroke is a `set` (the engine delays the
 * script by 200 ms, not the view). With speechEnabled (default true) and the browser's speech
 * recognition, a dictation button appends each spoken phrase.
 */
export function TextView({ state }: ViewProps<'Text'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const value = typeof state.value === 'string' ? state.value : '';
  const disabled = isDisabled(props);
  const dictation = useDictation(id, value, props.speechEnabled, disabled, update);
  return (
    <Field
      id={id}
      frame={props}
      className="fw-text"
      disabled={disabled}
      beside={dictation.on && <SpeechButton speech={dictation.speech} disabled={disabled} />}
    >
      <input
        id={controlId(id)}
        className="fw-input"
        type="text"
        value={value}
        placeholder={textOf(props.placeholder) || undefined}
        {...name}
        disabled={disabled}
        onChange={(e) => update({ type: 'set', id, value: e.target.value })}
        {...dictation.keyProps}
      />
    </Field>
  );
}
