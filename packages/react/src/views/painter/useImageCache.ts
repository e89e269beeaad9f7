import { useEffect, useRef, useState } from 'react';

/** One image's loading state. */
export interface LoadedImage {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly img?: HTMLImageElement;
}

/**
 * Loads images by source and keeps them; the component re-renders when one finishes. A source that fails is
 * remembered as failed (the Painter then draws without it and logs once; it never breaks the form).
 */
export function useImageCache(
  onFailed: (src: string) => void,
): (src: string | undefined) => LoadedImage | undefined {
  const cache = useRef(new Map<string, LoadedImage>());
  const [, setVersion] = useState(0);
  const failedRef = useRef(onFailed);
  failedRef.current = onFailed;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return (src) => {
    if (src === undefined || src === '') return undefined;
    const known = cache.current.get(src);
    if (known) return known;
    if (typeof Image === 'undefined') return undefined;
    const img = new Image();
    cache.current.set(src, { status: 'loading' });
    img.onload = () => {
      cache.current.set(src, { status: 'ready', img });
      if (mounted.current) setVersion((v) => v + 1);
    };
    img.onerror = () => {
      cache.current.set(src, { status: 'failed' });
      failedRef.current(src);
      if (mounted.current) setVersion((v) => v + 1);
    };
    img.src = src;
    return cache.current.get(src);
  };
}
