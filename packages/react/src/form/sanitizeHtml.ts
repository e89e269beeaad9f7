import DOMPurify from 'dompurify';

/**
 * Form authors' HTML made safe to show (HtmlBox, Help, Row help): DOMPurify's HTML profile, so no script,
 * no event handler attribute, no `javascript:` URL, no SVG or MathML (where script could hide) survives.
 * Links open in a new tab without access to this page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

let hooked = false;

/** Adds the link hook once (DOMPurify hooks are global to its instance). */
function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** {@link sanitizeHtml} with the link hook installed. */
export function safeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  ensureHook();
  return sanitizeHtml(html);
}
