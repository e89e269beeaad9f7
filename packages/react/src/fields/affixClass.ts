/**
 * Style keywords a `prefixStyle` or `suffixStyle` may hold (docs/components.md#common-properties says "CSS class or style
 * keyword" without a list): these get the runtime's own look; any other word is passed on as a CSS class
 * of the host page.
 */
export const AFFIX_STYLE_KEYWORDS = ['bold', 'italic', 'small', 'large', 'muted', 'normal'] as const;

const classWord = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The class names for a prefix or suffix with its style: `fw-affix fw-prefix` plus `fw-affix--bold` for
 * each style keyword and the word itself for any other valid class name (words that are not class names
 * are dropped rather than injected).
 */
export function affixClassName(kind: 'prefix' | 'suffix', style: unknown): string {
  const classes = ['fw-affix', `fw-${kind}`];
  if (typeof style === 'string') {
    for (const word of style.split(/\s+/)) {
      if (word === '') continue;
      if ((AFFIX_STYLE_KEYWORDS as readonly string[]).includes(word)) classes.push(`fw-affix--${word}`);
      else if (classWord.test(word)) classes.push(word);
    }
  }
  return classes.join(' ');
}
