/**
 * What the MRRT import needs of the parse5 tree: element attributes, text content, a depth-first walk, and
 * the tag sets that shape fields and report lines. The diagnostics' shape and the size limit live here too.
 */
import type { DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
export type Element = DefaultTreeAdapterMap['element'];

/** What the MRRT import reports; the same shape as the openEHR import's. */
export interface MrrtDiagnostic {
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/** Largest template accepted: 10 MB (real templates are under 100 kB). */
export const MAX_MRRT_CHARS = 10 * 1024 * 1024;

export const attr = (e: Element, name: string): string | undefined =>
  e.attrs.find((a) => a.name === name)?.value;
export const isEl = (n: Node): n is Element => 'tagName' in n;
export const clean = (s: string): string => s.replace(/[\s\u00a0]+/g, ' ').trim();
/** A literal text in a template property: braces escaped. */
export const lit = (s: string): string =>
  s
    .replace(/[{}]/g, (c) => `\\${c}`)
    .replace(/^[:=]/, (c) => `{"${c}"}`)
    .replace(/\|\|init=/g, '|{"|"}init=');
export const BLOCKS = new Set([
  'p',
  'div',
  'tr',
  'li',
  'ul',
  'ol',
  'table',
  'tbody',
  'thead',
  'br',
  'header',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dl',
  'dt',
  'dd',
  'hr',
  'footer',
  'article',
]);
export const FIELD_TAGS = new Set(['input', 'textarea', 'select']);
export const TEXT_TYPES = new Set([
  'text',
  'email',
  'tel',
  'url',
  'search',
  'time',
  'datetime-local',
  'month',
  'week',
]);
export const COMPLETION: Record<string, string> = { ALERT: 'alert', PROHIBIT: 'prohibit', NONE: 'none' };

export function textOf(n: Node, skip?: (e: Element) => boolean): string {
  if (n.nodeName === '#text') return (n as DefaultTreeAdapterMap['textNode']).value;
  if (!('childNodes' in n)) return '';
  if (isEl(n) && (n.tagName === 'script' || n.tagName === 'style' || FIELD_TAGS.has(n.tagName) || skip?.(n)))
    return '';
  const kids =
    n.nodeName === 'template' ? (n as DefaultTreeAdapterMap['template']).content.childNodes : n.childNodes;
  return kids.map((c) => textOf(c, skip)).join('');
}

export function walkAll(n: Node, visit: (e: Element) => void): void {
  if (isEl(n)) visit(n);
  if ('childNodes' in n) for (const c of n.childNodes) walkAll(c, visit);
}
