import { memo, useMemo, useSyncExternalStore } from 'react';
import type { HiddenInput } from '@formwright/core/runtime';
import { useFormStore } from '../store/FormContext';
import { formHiddenInputs } from './formHiddenInputs';

/** One hidden input; memoised so a keystroke re-renders only the inputs whose value changed. */
const HiddenField = memo(function HiddenField({ input }: { readonly input: HiddenInput }) {
  return <input type="hidden" name={input.name} value={input.value} readOnly {...input.attributes} />;
}, sameInput);

function sameInput(a: { input: HiddenInput }, b: { input: HiddenInput }): boolean {
  if (a.input.name !== b.input.name || a.input.value !== b.input.value) return false;
  const ka = Object.keys(a.input.attributes);
  const kb = Object.keys(b.input.attributes);
  return ka.length === kb.length && ka.every((k) => a.input.attributes[k] === b.input.attributes[k]);
}

/**
 * The hidden inputs through which the host reads the form (decisions.md D10): one
 * `<input type="hidden">` per entry of core's `hiddenInputs()` plus `#Report` and `#ReportMarkup`,
 * re-rendered after every snapshot (each snapshot is a settled state).
 */
export function HiddenInputs({ images }: { readonly images?: Readonly<Record<string, string>> }) {
  const store = useFormStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const inputs = useMemo(() => formHiddenInputs(snapshot, images), [snapshot, images]);
  return (
    <div className="fw-hidden-inputs" hidden>
      {inputs.map((input, i) => (
        // Names repeat (#ReportChanged per section), so the position completes the key.
        <HiddenField key={`${input.name}\u0000${i}`} input={input} />
      ))}
    </div>
  );
}
