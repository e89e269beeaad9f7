import { unifiedDiff } from './unifiedDiff';
import type { OutputDifference } from './types';

const json = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v, null, 2));

/**
 * The unified difference of one failing expectation: a text (the report, each differing section) line by
 * line, `reportContains` as the expected texts against those the report holds, any other output as the
 * JSON output writes it (the actual cut to the keys expected).
 */
export function differenceText(d: OutputDifference): string {
  if (d.output === 'report') {
    return unifiedDiff(
      String(d.expected),
      typeof d.actual === 'string' ? d.actual : json(d.actual),
      'expected report',
      'actual report',
    );
  }
  if (d.output === 'reportContains') {
    return unifiedDiff(
      (d.expected as string[]).join('\n'),
      (d.actual as string[]).join('\n'),
      'expected reportContains',
      'actual report contains',
    );
  }
  if (d.output === 'sections' && typeof d.expected === 'object' && d.expected !== null) {
    const actual = (typeof d.actual === 'object' && d.actual !== null ? d.actual : {}) as Record<
      string,
      unknown
    >;
    return Object.entries(d.expected as Record<string, unknown>)
      .map(([id, text]) => {
        const a = actual[id];
        return unifiedDiff(
          String(text),
          typeof a === 'string' ? a : json(a),
          `expected sections.${id}`,
          `actual sections.${id}`,
        );
      })
      .join('');
  }
  if (d.output === 'codes' && (typeof d.expected === 'string' || typeof d.actual === 'string')) {
    // The codes as the text they are (not a quoted JSON string), one ';' group to a line.
    const text = (v: unknown) => (typeof v === 'string' ? v.replace(/;\s*/g, ';\n') : json(v));
    return unifiedDiff(text(d.expected), text(d.actual), 'expected codes', 'actual codes');
  }
  return unifiedDiff(json(d.expected), json(d.actual), `expected ${d.output}`, `actual ${d.output}`);
}

/** The unified differences of all failing expectations of a scenario, one after the other. */
export function differencesText(differences: readonly OutputDifference[]): string {
  return differences.map(differenceText).join('');
}
