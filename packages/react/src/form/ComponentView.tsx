import { memo, type ComponentType } from 'react';
import { useShownComponent } from '../store/useComponent';
import type { ViewProps } from '../views/types';
import { ComponentErrorBoundary } from './ComponentErrorBoundary';
import { useFormEnv, useViews } from './FormEnv';
import { FeedsMarker } from './buildModeViews';
import { useProvenanceHighlight } from './ProvenanceHighlight';

/**
 * Renders one component instance by id: reads its state (re-rendering only when that state changes
 * while it shows, or when it shows or hides), renders nothing while it is invisible, picks the view by
 * `state.type` and wraps it in its own error boundary. The wrapper element (`display: contents`, so layout ignores it) carries `data-fw-id`, which
 * build mode's Ctrl+Alt+click and MandatoryFields' jump use to find the component on screen. Memoised on
 * its id: a container re-rendering re-renders a child only when the child's own state changed.
 */
export const ComponentView = memo(function ComponentView({ id }: { readonly id: string }) {
  // Undefined while invisible: a hidden component whose value changes does not re-render its view.
  const state = useShownComponent(id);
  const views = useViews();
  const { buildMode } = useFormEnv();
  const highlighted = useProvenanceHighlight(id);
  if (!state) return null;
  const View = views[state.type] as ComponentType<ViewProps> | undefined;
  if (!View) return null;
  // A suggestion (suggestedValue) is shown, not a value: Option marks its buttons itself, the others say it below.
  const suggestion = (state.props as { suggestion?: unknown }).suggestion;
  const suggested = suggestion !== undefined;
  return (
    <div
      className={`fw-c${suggested ? ' fw-c--suggested' : ''}${highlighted ? ' fw-provenance-highlight' : ''}`}
      data-fw-highlighted={highlighted ? 'true' : undefined}
      data-fw-id={id}
      data-fw-type={state.type}
      data-fw-suggested={suggested ? 'true' : undefined}
    >
      <ComponentErrorBoundary id={id} resetKey={state}>
        <View state={state} />
      </ComponentErrorBoundary>
      {buildMode && <FeedsMarker id={id} />}
      {suggested && state.type !== 'Option' && (
        <span className="fw-suggestion" data-fw-suggestion-for={id}>
          Suggested: {suggestionText(suggestion)}
        </span>
      )}
    </div>
  );
});

/** A suggestion as a person reads it: a list joined by commas, true as "yes". */
function suggestionText(v: unknown): string {
  if (Array.isArray(v)) return v.map(suggestionText).join(', ');
  if (v === true) return 'yes';
  if (v === false) return 'no';
  return String(v);
}

/** How many children one chunk of a long list holds (see {@link ComponentList}). */
const CHUNK = 32;

/**
 * Renders a list of instance ids in order (a container's children). A long list (the 500 root fields of a
 * big form) is rendered in memoised chunks of {@link CHUNK} by position, without any DOM of their own: when
 * one field changes, React re-visits its chunk's siblings and the other chunks instead of every sibling
 * field (about 0.9 ms less JavaScript per keystroke at 500 fields, docs/testing.md). In a running form a
 * container's children only grow at the end (the body mounting below the fold after the first paint), so no
 * child moves from one chunk to another. When an author's edit in the designer's preview adds or removes a
 * component, the ones after it that change chunk mount anew: their values live in the store, not the views.
 */
export function ComponentList({ ids }: { readonly ids: readonly string[] }) {
  const chunks = [];
  for (let from = 0; from < ids.length; from += CHUNK)
    chunks.push(<ComponentRange key={from} ids={ids} from={from} />);
  return <>{chunks}</>;
}

/**
 * The chunk of `ids` from `from` on. Memoised on its props: when the list grows at the end (a new `ids`
 * array), each chunk re-renders once, and its fields, memoised on their ids, do not.
 */
const ComponentRange = memo(function ComponentRange({
  ids,
  from,
}: {
  readonly ids: readonly string[];
  readonly from: number;
}) {
  const views = [];
  for (let i = from; i < Math.min(from + CHUNK, ids.length); i++) {
    const id = ids[i] as string;
    views.push(<ComponentView key={id} id={id} />);
  }
  return <>{views}</>;
});
