import { memo, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { HiddenInput } from '@formwright/core/runtime';
import { useFormStore } from '../store/FormContext';
import { hiddenInputGroups, type HiddenInputGroups } from './formHiddenInputs';

/** The DOM inputs of one group, by position (written by each HiddenField's ref). */
type InputRefs = { current: (HTMLInputElement | null)[] };

/**
 * One hidden input. Memoised on its name and attributes, not its value: a new value is written to the DOM
 * input by its group (below) in the commit's layout phase, so accepting 500 suggestions changes 750 values
 * without React re-rendering and diffing 750 `<input>` elements (issue 25, accept-all in one frame).
 */
const HiddenField = memo(function HiddenField({
  input,
  index,
  refs,
}: {
  readonly input: HiddenInput;
  readonly index: number;
  readonly refs: InputRefs;
}) {
  return (
    <input
      ref={(el) => {
        refs.current[index] = el;
      }}
      type="hidden"
      name={input.name}
      value={input.value}
      readOnly
      {...input.attributes}
    />
  );
}, sameInput);

/** The same input but perhaps its value (written apart: see HiddenField). */
function sameInput(
  a: { input: HiddenInput; index: number; refs: InputRefs },
  b: { input: HiddenInput; index: number; refs: InputRefs },
): boolean {
  if (a.index !== b.index || a.refs !== b.refs) return false;
  if (a.input === b.input) return true;
  if (a.input.name !== b.input.name) return false;
  const ka = Object.keys(a.input.attributes);
  const kb = Object.keys(b.input.attributes);
  return ka.length === kb.length && ka.every((k) => a.input.attributes[k] === b.input.attributes[k]);
}

/**
 * A group of hidden inputs (hiddenInputGroups): re-rendered only when the group is a new array, that is
 * when one of its components changed; its inputs whose value alone changed are not re-rendered, their
 * values are written in the layout phase, so the host reads them current before the frame is painted.
 * Renders a fragment: the inputs stay direct children of the list.
 */
const HiddenGroup = memo(function HiddenGroup({ inputs }: { readonly inputs: readonly HiddenInput[] }) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  useLayoutEffect(() => {
    inputs.forEach((input, i) => {
      const el = refs.current[i];
      if (el && el.value !== input.value) el.value = input.value;
    });
  }, [inputs]);
  return (
    <>
      {inputs.map((input, i) => (
        // Names repeat (#ReportChanged per section), so the position completes the key.
        <HiddenField key={`${input.name}\u0000${i}`} input={input} index={i} refs={refs} />
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
