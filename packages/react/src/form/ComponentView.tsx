import { memo, type ComponentType } from 'react';
import { useComponent } from '../store/useComponent';
import type { ViewProps } from '../views/types';
import { ComponentErrorBoundary } from './ComponentErrorBoundary';
import { useViews } from './FormEnv';

/**
 * Renders one component instance by id: reads its state (re-rendering only when that state changes),
 * renders nothing while it is invisible, picks the view by `state.type` and wraps it in its own error
 * boundary. The wrapper element (`display: contents`, so layout ignores it) carries `data-fw-id`, which
 * build mode's Ctrl+Alt+click and MandatoryFields' jump use to find the component on screen. Memoised on
 * its id: a container re-rendering re-renders a child only when the child's own state changed.
 */
export const ComponentView = memo(function ComponentView({ id }: { readonly id: string }) {
  const state = useComponent(id);
  const views = useViews();
  if (!state || !state.visible) return null;
  const View = views[state.type] as ComponentType<ViewProps> | undefined;
  if (!View) return null;
  return (
    <div className="fw-c" data-fw-id={id} data-fw-type={state.type}>
      <ComponentErrorBoundary id={id} resetKey={state}>
        <View state={state} />
      </ComponentErrorBoundary>
    </div>
  );
});

/** Renders a list of instance ids in order (a container's children). */
export function ComponentList({ ids }: { readonly ids: readonly string[] }) {
  return (
    <>
      {ids.map((id) => (
        <ComponentView key={id} id={id} />
      ))}
    </>
  );
}
