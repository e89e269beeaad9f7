import { badRequest, type HttpError } from './errors';

/**
 * What no request may exceed, so that none can freeze the server (issue 22 item 4, docs/operations.md#limits).
 * main.ts reads them from the environment; every field has a default.
 */
export interface Limits {
  /** Largest specification (Yaml), script (JsCode) and tests text of one form, in UTF-8 bytes (`SPEC_MAX_BYTES`). */
  readonly specMaxBytes: number;
  /** Deepest nesting of a specification's YAML and of any JSON body, in levels (`SPEC_MAX_DEPTH`). */
  readonly specMaxDepth: number;
  /** Most bytes a package may unpack to, all entries together, counted as they are inflated (`PACKAGE_MAX_UNPACKED_BYTES`). */
  readonly packageMaxUnpackedBytes: number;
  /** Most bytes one entry of a package may unpack to: four times `specMaxBytes` (a form holds its YAML, script, tests and JSON quoting). */
  readonly packageMaxEntryBytes: number;
  /** Most forms one package may hold. */
  readonly packageMaxForms: number;
}

/**
 * The defaults: a specification of 256 KB (over five times the largest form of the repository, 47 KB; one of
 * that size takes seconds of a worker's time to analyse) and 64 levels (the deepest form has 13).
 */
export const DEFAULT_LIMITS: Limits = limitsOf({});

/** The limits with the given figures, the others defaulted (the entry limit follows the spec limit). */
export function limitsOf(given: Partial<Limits>): Limits {
  const specMaxBytes = given.specMaxBytes ?? 256 * 1024;
  return {
    specMaxBytes,
    specMaxDepth: given.specMaxDepth ?? 64,
    packageMaxUnpackedBytes: given.packageMaxUnpackedBytes ?? 50_000_000,
    packageMaxEntryBytes: given.packageMaxEntryBytes ?? 4 * specMaxBytes,
    packageMaxForms: given.packageMaxForms ?? 1000,
  };
}

/** A byte count as people read it: 512 KB, 50 MB, 700 bytes. */
export function bytesText(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `${n / 1_000_000} MB`;
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n.toLocaleString('en')} bytes`;
}

/**
 * Whether a parsed JSON or YAML value nests deeper than `max` levels (an object or array is one level).
 * Iterative, so a value nested 100,000 levels deep is measured without exhausting the stack.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: [unknown, number][] = [[value, 1]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (depth > max) return true;
    if (seen.has(v as object)) continue; // a YAML alias points at a node already measured
    seen.add(v as object);
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** The refusal of a body or specification nested too deep. */
export function tooDeep(what: string, max: number): HttpError {
  return badRequest('too-deep', `${what} nests deeper than ${max} levels, the server's limit: flatten it`, {
    Limit: max,
  });
}

/** The refusal of a text over the size limit. */
export function tooLarge(what: string, size: number, max: number): HttpError {
  return badRequest(
    'too-large',
    `${what} is ${bytesText(size)}, larger than ${bytesText(max)}, the server's limit`,
    { Limit: max },
  );
}

/** The texts of one form the size limit applies to. */
export interface FormTexts {
  readonly name: string;
  readonly yaml: string;
  readonly jsCode: string;
  readonly tests: string;
}

/** Throws 400 `too-large` when the specification, script or tests of a form exceeds `specMaxBytes`. */
export function checkFormSize(form: FormTexts, limits: Limits, prefix = ''): void {
  const max = limits.specMaxBytes;
  for (const [what, text] of [
    ['The specification', form.yaml],
    ['The script', form.jsCode],
    ['The tests', form.tests],
  ] as const) {
    // A UTF-8 byte is at least a third of a UTF-16 unit: only texts near the limit are measured exactly.
    if (text.length * 3 <= max) continue;
    const size = Buffer.byteLength(text, 'utf8');
    if (size > max) throw tooLarge(`${prefix}${what}`, size, max);
  }
}
