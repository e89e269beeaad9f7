import { useEffect, useMemo, useState } from 'react';
import { loadPurifier, readyPurifier, type Purifier } from './purifier';
import { useFormEnv } from './FormEnv';

/**
 * Sanitised author HTML in a `div` (or another block element); nothing when the HTML is empty. In the
 * runtime the sanitiser is a lazy chunk: until it has loaded nothing is shown (never unsanitised HTML).
 * Images and links reach only the page's origin, data URIs and the form's `allowedHosts`; the `div`
 * (class `fw-safe-html`) contains its content's painting, so nothing in it can cover the page.
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
  const { allowedHosts } = useFormEnv();
  const clean = useMemo(
    () => (purifier ? purifier.safeHtml(html, { allowedHosts }) : ''),
    [purifier, html, allowedHosts],
  );
  if (clean === '') return null;
  return (
    <div
      className={className ? `fw-safe-html ${className}` : 'fw-safe-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
