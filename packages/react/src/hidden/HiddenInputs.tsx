import { memo, useMemo, useRef, useSyncExternalStore } from 'react';
import type { HiddenInput } from '@formwright/core/runtime';
import { useFormStore } from '../store/FormContext';
import { hiddenInputGroups, type HiddenInputGroups } from './formHiddenInputs';

/** One hidden input; memoised so a keystroke re-renders only the inputs whose value changed. */
const HiddenField = memo(function HiddenField({ input }: { readonly input: HiddenInput }) {
  return <input type="hidden" name={input.name} value={input.value} readOnly {...input.attributes} />;
}, sameInput);

function sameInput(a: { input: HiddenInput }, b: { input: HiddenInput }): boolean {
  if (a.input === b.input) return true;
  if (a.input.name !== b.input.name || a.input.value !== b.input.value) return false;
  const ka = Object.keys(a.input.attributes);
  const kb = Object.keys(b.input.attributes);
  return ka.length === kb.length && ka.every((k) => a.input.attributes[k] === b.input.attributes[k]);
}

/**
 * A group of hidden inputs (hiddenInputGroups): re-rendered only when the group is a new array, that is
 * when one of its components changed. Renders a fragment: the inputs stay direct children of the list.
 */
const HiddenGroup = memo(function HiddenGroup({ inputs }: { readonly inputs: readonly HiddenInput[] }) {
  return (
    <>
      {inputs.map((input, i) => (
        // Names repeat (#ReportChanged per section), so the position completes the key.
        <HiddenField key={`${input.name}\u0000${i}`} input={input} />
      ))}
    </>
  );
});

/**
 * The hidden inputs through which the host reads the form (docs/architecture.md#entry-points): one
 * `<input type="hidden">` per entry of core's `hiddenInputs()` plus `#Report` and `#ReportMarkup`,
 * re-rendered after every snapshot (each snapshot is a settled state), in groups of components so a
 * keystroke re-renders the group of the components it changed, not every input of a large form.
 */
export function HiddenInputs({ images }: { readonly images?: Readonly<Record<string, string>> }) {
  const store = useFormStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const last = useRef<HiddenInputGroups | undefined>(undefined);
  const { groups } = useMemo(() => {
    const next = hiddenInputGroups(snapshot, images, last.current);
    last.current = next;
    return next;
  }, [snapshot, images]);
  return (
    <div className="fw-hidden-inputs" hidden>
      {groups.map((inputs, g) => (
        <HiddenGroup key={g} inputs={inputs} />
      ))}
    </div>
  );
}
