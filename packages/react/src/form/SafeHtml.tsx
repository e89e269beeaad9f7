import { useMemo } from 'react';
import { safeHtml } from './sanitizeHtml';

/** Sanitised author HTML in a `div` (or another block element); nothing when the HTML is empty. */
export function SafeHtml({ html, className }: { readonly html: unknown; readonly className?: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  if (clean === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
