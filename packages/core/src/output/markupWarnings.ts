import { createDiagnostic, NO_RANGE, type Diagnostic, type SourceRange, type SpecPath } from '../diagnostics';

/** A place in the specification that produced part of the markup. */
export interface MarkupPlace {
  readonly path: SpecPath;
  readonly range: SourceRange;
  /** How a message names it: `ReportOutput[2]`. */
  readonly name: string;
}

/** The codes of the warnings parseReportMarkup gives. */
const MARKUP_CODES: ReadonlySet<string> = new Set([
  'report-control-characters',
  'report-table-nested',
  'report-table-misplaced',
  'report-tag-unclosed',
  'report-tag-unopened',
  'table-needs-v2',
]);

/** True for a code of a warning about report markup (the parser's own; see parseReportMarkup). */
export function isMarkupCode(code: string): boolean {
  return MARKUP_CODES.has(code);
}

/** Gives one warning about the markup from offset `from` to `to` (of the cleaned text). */
export type MarkupWarn = (
  code: Parameters<typeof createDiagnostic>[0],
  from: number,
  to: number,
  params?: Record<string, unknown>,
  severity?: 'warning',
) => void;

/** Line and column of a markup offset (the markup is computed text, so they count inside it). */
function lineColumnAt(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column };
}

/**
 * The warner of one markup text: a warning at the report item that wrote the markup (`locate`), else at
 * no place in the specification with the position inside the markup named; each goes into `into`.
 */
export function markupWarner(
  text: string,
  path: SpecPath,
  locate: ((from: number, to: number) => MarkupPlace | undefined) | undefined,
  into: Diagnostic[],
): MarkupWarn {
  return (code, from, to, params = {}, severity) => {
    const place = locate?.(from, to);
    const at = lineColumnAt(text, from);
    const where = place
      ? `in ${place.name}`
      : `at line ${at.line}, column ${at.column} of the rendered report markup`;
    into.push(
      createDiagnostic(code, {
        params: { ...params, where },
        path: place?.path ?? path,
        range: place?.range ?? NO_RANGE,
        origin: place ? 'spec' : 'none',
        ...(severity ? { severity } : {}),
      }),
    );
  };
}
