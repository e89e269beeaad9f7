import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Renders `children` in a React root of its own, as a host mounts the runtime. Why: the editor's tabs
 * (react-aria's Tabs) provide a context whose value is new on every render of the editor, and React looks
 * for consumers of a changed context by walking the whole subtree below each component that skips a render
 * (a nested provider does not stop the walk). With the preview of a 2,000-line form below them, that walk
 * of every field's fibers ran on each keystroke. In a root of its own the form is outside the editor's
 * renders: it renders when its element changes and when its store tells it to.
 */
export function OwnRoot({ children }: { readonly children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | undefined>(undefined);
  useLayoutEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    // A container of its own per root: a root made again (StrictMode) never shares one being unmounted.
    const inner = container.appendChild(document.createElement('div'));
    inner.style.display = 'contents';
    const made = createRoot(inner);
    root.current = made;
    return () => {
      root.current = undefined;
      // React refuses to unmount a root while it renders another: after this commit.
      setTimeout(() => {
        made.unmount();
        inner.remove();
      }, 0);
    };
  }, []);
  useLayoutEffect(() => {
    root.current?.render(children);
  }, [children]);
  // Both boxes are `display: contents`: the layout is the parent's, as if the children were its own.
  return <div ref={host} style={{ display: 'contents' }} />;
}
