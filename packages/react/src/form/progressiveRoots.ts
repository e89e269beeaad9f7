import { startTransition, useEffect, useMemo, useState } from 'react';
import type { FormSnapshot, FormStore } from '@formwright/core/runtime';

/**
 * Progressive first render (issue 25, docs/embedding.md#first-render): a large form shows its first screen
 * at once and mounts the rest in the frames after the first paint, so a radiologist sees and can start on
 * the form in a fraction of the time all its inputs take. A form of at most {@link ALL_AT_ONCE} instances
 * renders whole, as before. The roots of the instance tree are counted by the instances they hold (a
 * Section with 40 fields weighs 41): the first frame holds the roots up to {@link FIRST_SCREEN}
 * instances (always at least one root), and each later frame adds roots up to {@link PER_FRAME} more, in
 * a transition so typing and clicks go first. Nothing else waits: the store, the report, the hidden
 * inputs the host reads and the mandatory list are complete from the first frame; what is not yet
 * mounted is below the first screen, and it follows in document order, so the keyboard order is the
 * form's.
 */
export const ALL_AT_ONCE = 150;
/** Instances in the first frame: more than a screen of fields (about 25 rows fit 1080 px). */
export const FIRST_SCREEN = 60;
/** Instances added per later frame. */
export const PER_FRAME = 200;

/** The number of instances in a subtree (the component and everything inside it). */
function weightOf(snapshot: FormSnapshot, id: string): number {
  let n = 0;
  const stack = [id];
  while (stack.length > 0) {
    const cur = stack.pop() as string;
    n++;
    const c = snapshot.components.get(cur);
    if (c) for (const child of c.children) stack.push(child);
  }
  return n;
}

/** How many of `roots` a budget of instances takes, from `from` on (at least one). */
function rootsWithin(snapshot: FormSnapshot, roots: readonly string[], from: number, budget: number): number {
  let used = 0;
  let k = from;
  while (k < roots.length) {
    used += weightOf(snapshot, roots[k] as string);
    k++;
    if (used >= budget) break;
  }
  return k;
}

/**
 * The roots to render now: all of them for a small form, else a growing prefix that reaches all of them a
 * few frames after the first paint. A new list of roots (another form) starts again.
 */
export function useProgressiveRoots(store: FormStore, roots: readonly string[]): readonly string[] {
  // The first screen is worked out once per list of roots; later snapshots only grow what is shown.
  const first = useMemo(() => {
    const snapshot = store.getSnapshot();
    return snapshot.components.size <= ALL_AT_ONCE
      ? roots.length
      : rootsWithin(snapshot, roots, 0, FIRST_SCREEN);
  }, [store, roots]);
  const [shown, setShown] = useState<{ roots: readonly string[]; count: number }>({ roots, count: first });
  const count = shown.roots === roots ? shown.count : first;
  useEffect(() => {
    if (count >= roots.length) return;
    // After the paint: the next frame's work runs once this one is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() =>
          setShown({ roots, count: rootsWithin(store.getSnapshot(), roots, count, PER_FRAME) }),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [count, roots, store]);
  return count >= roots.length ? roots : roots.slice(0, count);
}
