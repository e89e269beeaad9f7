import type { SourceRange } from '../diagnostics';
import { isMapping } from './checkContext';
import type { SourceMap } from './sourceMap';

/**
 * Where each entry of a DiagnosticCodes' code fields is written, keyed as the engine names the entries
 * (`codeGroups[1]`, `calculatedCodeGroups[0].codes`, `calculatedCodeGroups[0].if`), so a code formula
 * that fails at run time points at its own line (engine/codeCells.ts).
 */
export function codeEntryRanges(
  props: Readonly<Record<string, unknown>>,
  sourceMap: SourceMap,
): Record<string, SourceRange> {
  const out: Record<string, SourceRange> = {};
  for (const field of ['codeGroups', 'calculatedCodeGroups']) {
    const list = props[field];
    if (!Array.isArray(list)) continue;
    list.forEach((entry: unknown, i) => {
      out[`${field}[${i}]`] = sourceMap.entryRange(list, i);
      if (!isMapping(entry)) return;
      for (const key of ['codes', 'if'])
        if (key in entry) out[`${field}[${i}].${key}`] = sourceMap.entryRange(entry, key);
    });
  }
  return out;
}
