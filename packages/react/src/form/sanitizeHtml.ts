import type DOMPurify from 'dompurify';

/** A DOMPurify instance. */
export type DOMPurifyInstance = typeof DOMPurify;

/**
 * The sanitiser `purifier.ts` serves: {@link safeHtml} on one DOMPurify instance. This module and DOMPurify
 * travel together (the runtime's lazy chunk `formwright-purify.js` holds both), so a form without author
 * HTML loads neither.
 */
export interface Purifier {
  readonly safeHtml: (html: unknown, policy?: HtmlPolicy) => string;
}

/** The sanitiser on a DOMPurify instance. */
export function purifierOf(dompurify: DOMPurifyInstance): Purifier {
  return { safeHtml: (html, policy) => safeHtml(dompurify, html, policy) };
}

/**
 * Where author HTML may point: the page's own origin (the form's assets, served with it) and data URIs
 * of images always; other hosts only when the host page allows them (`allowedHosts`, e.g.
 * `['images.example.org']` or `['images.example.org:8443']`). Author HTML is untrusted (forms are shared
 * between sites), so by default it cannot make the browser send anything elsewhere.
 */
export interface HtmlPolicy {
  /** Hosts (`host` or `host:port`, case-insensitive) images and links may also reach. */
  readonly allowedHosts?: readonly string[];
}

/**
 * Form authors' HTML made safe to show (HtmlBox, Help, Row help): DOMPurify's HTML profile, so no script,
 * no event handler attribute, no `javascript:` URL, no SVG or MathML (where script could hide) survives.
 * Images and links reach only the page's own origin, data URIs of images and the policy's hosts (others are
 * removed: an `<img>` that would send data to another site is gone, not loaded); `srcset` is removed; a
 * `style` attribute loses every `url(…)` and every property that would take the content out of the
 * component's box (position other than static, top/right/bottom/left/inset, z-index, transform and
 * translate). Links open in a new tab without access to this page.
 */
export function sanitizeHtml(purifier: DOMPurifyInstance, html: string, policy: HtmlPolicy = {}): string {
  ensureHook(purifier);
  const before = current;
  current = policy;
  try {
    return purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'link', 'base', 'meta'],
      FORBID_ATTR: ['srcset', 'ping', 'formaction', 'action'],
    });
  } finally {
    current = before;
  }
}

/** The policy of the sanitize call running now (DOMPurify's hooks are per instance, not per call). */
let current: HtmlPolicy = {};

/** Attributes that make the browser fetch (images) or navigate (links) to a URL. */
const IMAGE_ATTRIBUTES = ['src', 'poster', 'background'];
const LINK_ATTRIBUTES = ['href', 'xlink:href', 'cite', 'longdesc', 'data'];

/** Style properties that take content out of its box, or over the page. */
const ESCAPING_PROPERTY =
  /^(position|top|right|bottom|left|inset(-.*)?|z-index|transform|translate|rotate|scale)$/;

/** A data URI of an image (shown inline, fetched from nowhere). */
const IMAGE_DATA_URI = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** True when `value` may stay in an image (`image`) or link attribute under `policy`. */
export function allowedUrl(value: string, kind: 'image' | 'link', policy: HtmlPolicy): boolean {
  const text = value.trim();
  if (kind === 'image' && IMAGE_DATA_URI.test(text)) return true;
  if (kind === 'link' && text.startsWith('#')) return true;
  let url: URL;
  try {
    url = new URL(text, document.baseURI);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === window.location.origin) return true;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return (policy.allowedHosts ?? []).some((h) => {
    const allowed = h.trim().toLowerCase();
    return allowed !== '' && (allowed === host || allowed === hostname);
  });
}

/** Removes what would escape the box or fetch a URL from an element's inline style. */
function cleanStyle(node: HTMLElement): void {
  const style = node.style;
  for (let i = style.length - 1; i >= 0; i--) {
    const name = style.item(i);
    const value = style.getPropertyValue(name).toLowerCase();
    if (
      (ESCAPING_PROPERTY.test(name) && !(name === 'position' && value.trim() === 'static')) ||
      /url\(|image-set\(|expression\(/.test(value)
    )
      style.removeProperty(name);
  }
  if (style.length === 0) node.removeAttribute('style');
}

const hooked = new WeakSet<DOMPurifyInstance>();

/** Adds the URL, style and link hook once per instance (DOMPurify hooks are global to its instance). */
function ensureHook(purifier: DOMPurifyInstance): void {
  if (hooked.has(purifier)) return;
  hooked.add(purifier);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    for (const name of IMAGE_ATTRIBUTES)
      if (element.hasAttribute(name) && !allowedUrl(element.getAttribute(name) ?? '', 'image', current))
        element.removeAttribute(name);
    for (const name of LINK_ATTRIBUTES)
      if (element.hasAttribute(name) && !allowedUrl(element.getAttribute(name) ?? '', 'link', current))
        element.removeAttribute(name);
    if (element.hasAttribute('style')) cleanStyle(element as HTMLElement);
    if (element.tagName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** {@link sanitizeHtml}; '' for anything but a non-empty string. */
export function safeHtml(purifier: DOMPurifyInstance, html: unknown, policy: HtmlPolicy = {}): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(purifier, html, policy);
}
