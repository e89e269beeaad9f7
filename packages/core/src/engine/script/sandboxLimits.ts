/** The sandbox's limits and surface (docs/engine.md#scripts), kept apart from the runner that applies them. */

/** Default deadline per call, memory cap and stack cap. */
export const DEFAULTS = { deadlineMs: 100, memoryBytes: 32 * 1024 * 1024, stackBytes: 256 * 1024 };
/** Kept diagnostics: a script failing on every change must not grow the list without end. */
export const MAX_DIAGNOSTICS = 100;
/** Script → formula → script nesting deeper than this is refused (mutual recursion through the host). */
export const MAX_DEPTH = 16;

/** Globals QuickJS offers that a form script has no use for; removed so the surface stays small. */
export const REMOVED_GLOBALS = [
  'eval',
  'Function',
  'WebAssembly',
  'SharedArrayBuffer',
  'Atomics',
  'FinalizationRegistry',
  'WeakRef',
];

/** The numeric limits an options object sets (positive finite numbers only). */
export function definedOnly(o: {
  readonly deadlineMs?: number;
  readonly memoryBytes?: number;
  readonly stackBytes?: number;
}): Partial<typeof DEFAULTS> {
  const out: Partial<Record<keyof typeof DEFAULTS, number>> = {};
  for (const k of ['deadlineMs', 'memoryBytes', 'stackBytes'] as const) {
    const v = o[k];
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[k] = v;
  }
  return out;
}
