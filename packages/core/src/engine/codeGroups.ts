/**
 * Diagnostic code strings (docs/outputs.md#rich-text-tags, docs/components.md#components): groups joined by ';', codes within a
 * group by '|'. Codes are trimmed; empty codes and empty groups are dropped, and a code repeated in a
 * group counts once. The engine computes each DiagnosticCodes' groups (codeCells.ts) with these.
 */

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

/** The codes of a list as one group: strings and numbers, each possibly `A|B`. */
export function codesOf(list: readonly unknown[]): string[] {
  return list.flatMap((c) =>
    typeof c === 'string' || typeof c === 'number' ? parseCodeString(String(c)).flat() : [],
  );
}

/** True for a condition result that switches a group on (false, empty and zero switch it off). */
export function isOn(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isOn);
  return Boolean(value) && !(typeof value === 'number' && Number.isNaN(value));
}

/**
 * The codes output of one DiagnosticCodes: the static and the calculated section, each as 'A|B;C', joined
 * by the spacer (default a newline) when both have codes; a section without codes is left out.
 */
export function joinCodeSections(
  staticGroups: readonly (readonly string[])[],
  calculatedGroups: readonly (readonly string[])[],
  spacer: unknown,
): string {
  const parts = [formatCodeGroups(staticGroups), formatCodeGroups(calculatedGroups)];
  return parts.filter((p) => p !== '').join(typeof spacer === 'string' ? spacer : '\n');
}
