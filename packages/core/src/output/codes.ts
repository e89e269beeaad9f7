import { createDiagnostic, type Diagnostic, type SpecPath } from '../diagnostics';

/**
 * Diagnostic codes (docs/outputs.md#diagnostic-codes, docs/components.md#components): groups joined by ';', codes within a group by '|'.
 *
 * Input shapes (our choice; the spec names only the fields):
 * - `codeGroups` (static): a string `'A|B;C'`, or a list whose entries are a string `'A|B'` (one group;
 *   `;` inside splits it further), a list of codes `[A, B]`, or `{ codes: 'A|B' | [A, B], if: FORMULA }`
 *   (the group counts only while the formula is true).
 * - `calculatedCodeGroups`: a formula, or a list whose entries are a formula or `{ codes: FORMULA, if: FORMULA }`.
 *   A formula's result may be a string `'A|B;C'`, a list of codes (one group) or a list of lists (groups).
 * - `spacer`: the text between the static and the calculated code section, default a newline (docs/outputs.md#diagnostic-codes
 *   "spacer between code sections"); a section without codes is left out, so one section gives no spacer.
 * Codes are trimmed; empty codes and empty groups are dropped, and a code repeated in a group counts once.
 */

/** One group as written: its codes (or a formula giving them) and an optional condition. */
export interface CodeGroupSpec {
  /** Codes, or for calculated groups the formula that gives them. */
  readonly codes: readonly string[] | { readonly formula: unknown };
  readonly if?: unknown;
  readonly path: SpecPath;
}

/** Evaluates a formula written in the DiagnosticCodes section (the engine supplies it). */
export type CodeFormulaEvaluator = (formula: unknown, path: SpecPath) => unknown;

/** Splits a code string `'A|B;C'` into groups of trimmed, non-empty codes. */
export function parseCodeString(text: string): string[][] {
  return text
    .split(';')
    .map((g) =>
      g
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c !== ''),
    )
    .filter((g) => g.length > 0);
}

/** Joins groups into the output string: codes by '|', groups by ';', duplicates in a group once. */
export function formatCodeGroups(groups: readonly (readonly string[])[]): string {
  return groups
    .map((g) => [...new Set(g.flatMap((c) => parseCodeString(c).flat()))])
    .filter((g) => g.length > 0)
    .map((g) => g.join('|'))
    .join(';');
}

/** Turns a formula result into groups: a code string, a list of codes, or a list of lists. */
export function codeGroupsFromValue(value: unknown): string[][] {
  if (value === undefined || value === null || value === false) return [];
  if (typeof value === 'string') return parseCodeString(value);
  if (typeof value === 'number' && Number.isFinite(value)) return [[String(value)]];
  if (Array.isArray(value)) {
    if (value.some(Array.isArray))
      return value.flatMap((v) => (Array.isArray(v) ? [codesOf(v)] : codeGroupsFromValue(v)));
    return [codesOf(value)];
  }
  return [];
}

const codesOf = (list: readonly unknown[]): string[] =>
  list.flatMap((c) =>
    typeof c === 'string' || typeof c === 'number' ? parseCodeString(String(c)).flat() : [],
  );

/** Reads the static `codeGroups` field into groups, warning about entries of an unknown shape. */
export function readCodeGroups(
  raw: unknown,
  calculated: boolean,
  path: SpecPath,
  diagnostics: Diagnostic[],
): CodeGroupSpec[] {
  if (raw === undefined || raw === null) return [];
  const bad = (p: SpecPath, detail: string): void => {
    diagnostics.push(createDiagnostic('code-group-invalid', { params: { detail }, path: p }));
  };
  const entry = (item: unknown, p: SpecPath): CodeGroupSpec[] => {
    if (typeof item === 'string') {
      return calculated
        ? [{ codes: { formula: item }, path: p }]
        : parseCodeString(item).map((codes) => ({ codes, path: p }));
    }
    if (Array.isArray(item) && !calculated) return [{ codes: codesOf(item), path: p }];
    if (item && typeof item === 'object' && !Array.isArray(item) && 'codes' in item) {
      const o = item as Record<string, unknown>;
      const cond = 'if' in o ? { if: o['if'] } : {};
      if (calculated) return [{ codes: { formula: o['codes'] }, ...cond, path: p }];
      const codes =
        typeof o['codes'] === 'string'
          ? parseCodeString(o['codes']).flat()
          : Array.isArray(o['codes'])
            ? codesOf(o['codes'])
            : undefined;
      if (codes) return [{ codes, ...cond, path: p }];
    }
    bad(
      p,
      `expected ${calculated ? 'a formula or { codes, if }' : '"A|B", a list of codes or { codes, if }'}`,
    );
    return [];
  };
  if (typeof raw === 'string') return entry(raw, path);
  if (Array.isArray(raw)) return raw.flatMap((item, i) => entry(item, [...path, i]));
  bad(path, 'expected a string or a list');
  return [];
}

/** True for a condition result that switches a group on (false, empty and zero switch it off). */
function isOn(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isOn);
  return Boolean(value) && !(typeof value === 'number' && Number.isNaN(value));
}

/** The DiagnosticCodes section as the parser keeps it. */
export interface DiagnosticCodesInput {
  readonly codeGroups?: unknown;
  readonly calculatedCodeGroups?: unknown;
  readonly spacer?: string;
  readonly path?: SpecPath;
}

/**
 * Computes the diagnostic-codes output: the static section and the calculated section, each as
 * 'A|B;C', joined by the spacer (default newline) when both have codes. Conditions and calculated groups
 * are evaluated through `evaluate`.
 */
export function buildDiagnosticCodes(
  spec: DiagnosticCodesInput | undefined,
  evaluate: CodeFormulaEvaluator,
): { readonly codes: string; readonly diagnostics: readonly Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (!spec) return { codes: '', diagnostics };
  const base = spec.path ?? ['DiagnosticCodes'];
  const section = (raw: unknown, calculated: boolean, field: string): string => {
    const groups: string[][] = [];
    for (const g of readCodeGroups(raw, calculated, [...base, field], diagnostics)) {
      if (g.if !== undefined && !isOn(typeof g.if === 'boolean' ? g.if : evaluate(g.if, [...g.path, 'if'])))
        continue;
      if (Array.isArray(g.codes)) groups.push([...(g.codes as readonly string[])]);
      else groups.push(...codeGroupsFromValue(evaluate((g.codes as { formula: unknown }).formula, g.path)));
    }
    return formatCodeGroups(groups);
  };
  const parts = [
    section(spec.codeGroups, false, 'codeGroups'),
    section(spec.calculatedCodeGroups, true, 'calculatedCodeGroups'),
  ];
  return { codes: parts.filter((p) => p !== '').join(spec.spacer ?? '\n'), diagnostics };
}
