/**
 * Lambda parameters: resolved at compile time to a (frame, slot) pair, read at run time from a chain of
 * small frames, so a formula never looks names up in a map while it runs.
 */

/** One frame of lambda arguments at run time. */
export interface Env {
  readonly vals: readonly unknown[];
  readonly up: Env | undefined;
}

/** Where a lambda parameter lives: `hops` frames up, slot `slot`. */
export interface Slot {
  readonly hops: number;
  readonly slot: number;
}

/** Finds a parameter name in the compile-time frames, innermost first. */
export function resolveParam(frames: readonly (readonly string[])[], name: string): Slot | undefined {
  for (let hops = 0; hops < frames.length; hops++) {
    const frame = frames[frames.length - 1 - hops] as readonly string[];
    const slot = frame.lastIndexOf(name);
    if (slot >= 0) return { hops, slot };
  }
  return undefined;
}
