import { useEffect, useMemo, useState } from 'react';
import { loadPurifier, readyPurifier, type Purifier } from './purifier';
import { safeHtml } from './sanitizeHtml';

/**
 * Sanitised author HTML in a `div` (or another block element); nothing when the HTML is empty. In the
 * runtime the sanitiser is a lazy chunk: until it has loaded nothing is shown (never unsanitised HTML).
 */
export function SafeHtml({ html, className }: { readonly html: unknown; readonly className?: string }) {
  const [purifier, setPurifier] = useState<Purifier | undefined>(readyPurifier);
  const wanted = typeof html === 'string' && html !== '';
  useEffect(() => {
    if (purifier || !wanted) return;
    let live = true;
    loadPurifier().then(
      (p) => live && setPurifier(() => p),
      (error: unknown) => console.error('Formwright: the HTML sanitiser did not load', error),
    );
    return () => {
      live = false;
    };
  }, [purifier, wanted]);
  const clean = useMemo(() => (purifier ? safeHtml(purifier, html) : ''), [purifier, html]);
  if (clean === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
