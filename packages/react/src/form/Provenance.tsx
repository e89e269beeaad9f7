import { useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { FormStore, ProvenancePiece, ReportProvenance } from '@formwright/core/runtime';
import { useFormStore } from '../store/FormContext';
import { HighlightContext, NONE } from './ProvenanceHighlight';

/**
 * Sentence provenance on screen (build mode: the designer's preview, TemplateView, a runtime mounted with
 * `buildMode`): the report shown piece by piece; hovering or focusing a piece highlights the fields it read;
 * each field that feeds the report has a "feeds" marker listing its sentences; Ctrl+Alt+click on a piece goes
 * to the spec line of its entry; pieces that were removed (a false `if`, the smart filter) are listed as
 * removed. The provenance is the snapshot's (`snapshot.provenance()`), computed only while build mode shows it.
 * The highlighted fields' state is ProvenanceHighlight.tsx's; FormView and ComponentView reach this module
 * through buildModeViews.ts (a lazy chunk in the runtime).
 */

function useProvenance(store: FormStore): ReportProvenance {
  const read = useCallback(() => store.getSnapshot().provenance(), [store]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The report markup of a piece as plain text (tags dropped, the few entities decoded). */
export function pieceText(p: ProvenancePiece): string {
  return p.text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const REMOVED: Record<NonNullable<ProvenancePiece['removed']>, string> = {
  if: 'removed: its condition is false',
  smartFilter: 'removed by the smart filter',
  empty: 'removed: its text is empty',
  failed: 'removed: its formula failed',
};

/** The report, piece by piece, below the form in build mode. */
export function ProvenancePanel({ onSpecLine }: { readonly onSpecLine?: (line: number) => void }) {
  const store = useFormStore();
  const provenance = useProvenance(store);
  const { set } = useContext(HighlightContext);
  const shown = provenance.pieces.filter((p) => p.removed === undefined);
  const removed = provenance.pieces.filter((p) => p.removed !== undefined);
  const item = (p: ProvenancePiece) => {
    const ids = new Set(p.reads.map((r) => r.id));
    const label = p.removed === undefined ? pieceText(p) : `${p.site} (${REMOVED[p.removed]})`;
    return (
      <li key={p.site}>
        <button
          type="button"
          className="fw-provenance__piece"
          data-fw-piece={p.site}
          data-fw-reads={[...ids].join(' ')}
          title={`${p.site}, line ${p.line}: reads ${[...ids].join(', ') || 'nothing'}`}
          onMouseEnter={() => set(ids)}
          onMouseLeave={() => set(NONE)}
          onFocus={() => set(ids)}
          onBlur={() => set(NONE)}
          onClick={(e) => {
            if (!e.ctrlKey || !e.altKey) return;
            e.preventDefault();
            e.stopPropagation();
            onSpecLine?.(p.line);
          }}
        >
          {label || p.site}
        </button>
      </li>
    );
  };
  return (
    <section className="fw-provenance" aria-label="Report provenance">
      <div className="fw-provenance__title">Report pieces</div>
      <ol className="fw-provenance__shown">{shown.map(item)}</ol>
      {removed.length > 0 && (
        <>
          <div className="fw-provenance__title">Removed</div>
          <ul className="fw-provenance__removed">{removed.map(item)}</ul>
        </>
      )}
    </section>
  );
}

const NO_PIECES: readonly ProvenancePiece[] = [];

/** Whether two lists of pieces show the same in a feeds marker (its site, text and why removed). */
function sameShown(a: readonly ProvenancePiece[], b: readonly ProvenancePiece[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => {
      const q = b[i] as ProvenancePiece;
      return p.site === q.site && p.text === q.text && p.removed === q.removed;
    })
  );
}

/**
 * The pieces field `id` feeds, kept the same array while they show the same: every new snapshot has a new
 * provenance, and a marker per field re-rendering on each of them took a third of the designer preview's
 * render of a 2,000-line form per keystroke.
 */
export function useFeeds(store: FormStore, id: string): readonly ProvenancePiece[] {
  const read = useMemo(() => {
    let last = NO_PIECES;
    return () => {
      const provenance = store.getSnapshot().provenance();
      const feeds = provenance.feeds.get(id);
      const next = feeds ? feeds.flatMap((i) => provenance.pieces[i] ?? []) : NO_PIECES;
      if (!sameShown(last, next)) last = next;
      return last;
    };
  }, [store, id]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** A field's "feeds" marker in build mode: the sentences it feeds, listed when clicked. */
export function FeedsMarker({ id }: { readonly id: string }) {
  const store = useFormStore();
  const pieces = useFeeds(store, id);
  const [open, setOpen] = useState(false);
  if (pieces.length === 0) return null;
  return (
    <span className="fw-feeds">
      <button
        type="button"
        className="fw-feeds__marker"
        aria-expanded={open}
        data-fw-feeds-for={id}
        onClick={() => setOpen((o) => !o)}
      >
        feeds {pieces.length}
      </button>
      {open && (
        <ul className="fw-feeds__list" data-fw-feeds-list={id}>
          {pieces.map((p) => (
            <li key={p.site} data-fw-piece={p.site}>
              {p.removed === undefined ? pieceText(p) || p.site : `${p.site} (${REMOVED[p.removed]})`}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
