/**
 * Characters that must not reach a patient record: C0/C1 control characters (except tab and line feed),
 * and the explicit bidirectional embedding/override/isolate controls (U+202A–U+202E, U+2066–U+2069),
 * which can make text display in an order other than the one it was written in. Right-to-left letters
 * themselves are kept: readers lay them out with the Unicode bidi algorithm.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text cleaned for output, and how many characters were removed or replaced. */
export interface CleanedText {
  readonly text: string;
  readonly removed: number;
}

/**
 * Cleans report text: CR LF and lone CR become LF, unwanted control characters are removed and lone
 * surrogate halves become U+FFFD, so every output (plain text, markup, RTF) gets well-formed text.
 */
export function cleanReportText(input: string): CleanedText {
  let removed = 0;
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(UNWANTED, () => {
      removed++;
      return '';
    })
    .replace(LONE_SURROGATE, () => {
      removed++;
      return '\uFFFD';
    });
  return { text, removed };
}
