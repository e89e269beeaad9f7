import { escapeReportText } from '../engine';

/**
 * The three character entities of report markup: the engine writes `&`, `<` and `>` of values as
 * `&amp;`, `&lt;` and `&gt;` (engine/reportScope.ts), so typed text is never a tag. The reader turns them
 * back into characters in text (case-insensitively, so ToUpper of a value still reads right); any other
 * `&` is a plain ampersand.
 */
const ENTITY = /&(lt|gt|amp);/gi;
const CHARS: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&' };

/** Text with `&lt;`, `&gt;` and `&amp;` turned back into `<`, `>` and `&`. */
export function decodeMarkupEntities(text: string): string {
  return text.includes('&')
    ? text.replace(ENTITY, (_, name: string) => CHARS[name.toLowerCase()] ?? '')
    : text;
}

/** Text written into markup: `&`, `<` and `>` as entities, so it reads back as the same text. */
export const escapeMarkupText = escapeReportText;
