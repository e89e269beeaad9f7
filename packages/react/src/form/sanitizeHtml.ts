import type { Purifier } from './purifier';

/**
 * Form authors' HTML made safe to show (HtmlBox, Help, Row help): DOMPurify's HTML profile, so no script,
 * no event handler attribute, no `javascript:` URL, no SVG or MathML (where script could hide) survives.
 * Links open in a new tab without access to this page.
 */
export function sanitizeHtml(purifier: Purifier, html: string): string {
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

const hooked = new WeakSet<Purifier>();

/** Adds the link hook once per instance (DOMPurify hooks are global to its instance). */
function ensureHook(purifier: Purifier): void {
  if (hooked.has(purifier)) return;
  hooked.add(purifier);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** {@link sanitizeHtml} with the link hook installed; '' for anything but a non-empty string. */
export function safeHtml(purifier: Purifier, html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  ensureHook(purifier);
  return sanitizeHtml(purifier, html);
}
