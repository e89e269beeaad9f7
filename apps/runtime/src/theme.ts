import type { Theme } from './options';

/** docs/embedding.md#mounting: the host's theme is polled every 100 ms. */
export const THEME_POLL_MS = 100;

/** The theme the host page shows: a `theme-light` class on its `<html>` means light; otherwise dark (the default). */
export function hostTheme(doc: Document): Theme {
  const classes = doc.documentElement.classList;
  if (classes.contains('theme-light')) return 'light';
  return 'dark';
}

/**
 * Polls the host's `<html>` class every 100 ms and calls `onChange` when the theme changes. Returns the
 * function that stops polling.
 */
export function pollHostTheme(doc: Document, initial: Theme, onChange: (theme: Theme) => void): () => void {
  let current = initial;
  const timer = setInterval(() => {
    const next = hostTheme(doc);
    if (next !== current) {
      current = next;
      onChange(next);
    }
  }, THEME_POLL_MS);
  return () => clearInterval(timer);
}
