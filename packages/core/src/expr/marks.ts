/**
 * Marks in rendered template text that tell the smart filter what came from where. They are characters of
 * Unicode's private use area, which never occur in report text; {@link stripMarks} removes them.
 */

/** Starts a non-empty placeholder value. */
export const MARK_OPEN = '\uE000';
/** Ends a non-empty placeholder value. */
export const MARK_CLOSE = '\uE001';
/** An empty placeholder (its value was empty: undefined, null, '', NaN, all-empty array). */
export const MARK_EMPTY = '\uE002';
/** An escaped `\||`: prints `||`, never a smart-filter marker. */
export const MARK_PIPE = '\uE003';

const ANY_MARK = /[\uE000-\uE003]/g;

/** Removes stray mark characters from a value's text, so no value can fake a mark. */
export function cleanMarks(text: string): string {
  return text.replace(ANY_MARK, '');
}

/** Turns marked text into plain text: values kept, empties removed, escaped pipes printed as `||`. */
export function stripMarks(marked: string): string {
  return marked.replace(ANY_MARK, (m) => (m === MARK_PIPE ? '||' : ''));
}
