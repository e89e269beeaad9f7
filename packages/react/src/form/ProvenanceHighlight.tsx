import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The fields highlighted by sentence provenance (build mode, Provenance.tsx): the piece hovered or focused in
 * the panel lights the fields it read. Apart from the panel and the markers so that the form's first frame
 * needs only this: the runtime loads Provenance.tsx lazily (buildModeViews.ts) and shares this module with
 * that chunk (apps/runtime/build/sharedModules.ts).
 */

/** The piece whose fields are highlighted, shared by the panel and the fields' markers. */
export const HighlightContext = createContext<{
  readonly ids: ReadonlySet<string>;
  readonly set: (ids: ReadonlySet<string>) => void;
}>({ ids: new Set(), set: () => {} });

/** No field highlighted. */
export const NONE: ReadonlySet<string> = new Set();

/** Holds the highlighted fields for a form in build mode. */
export function ProvenanceScope({ children }: { readonly children: ReactNode }) {
  const [ids, set] = useState<ReadonlySet<string>>(NONE);
  const value = useMemo(() => ({ ids, set }), [ids]);
  return <HighlightContext.Provider value={value}>{children}</HighlightContext.Provider>;
}

/** Whether a field is highlighted (a piece that read it is hovered or focused). */
export function useProvenanceHighlight(id: string): boolean {
  return useContext(HighlightContext).ids.has(id);
}
