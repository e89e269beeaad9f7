import type { ComponentType } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { FormStore } from '@formwright/core/runtime';
import { formOf, type ManualClock } from '@formwright/core/testing';
import { FormProvider } from '../../store/FormProvider';
import { useComponent } from '../../store/useComponent';
import type { ComponentTypeName, ViewProps } from '../../views/types';

/** What {@link renderView} gives a test: the screen, the real store, its clock and the value reader. */
export interface RenderedView extends RenderResult {
  readonly store: FormStore;
  readonly clock: ManualClock;
  /** The component's value in the store's latest snapshot. */
  readonly value: (id?: string) => unknown;
  /** A prop of a component in the latest snapshot. */
  readonly prop: (p: string, id?: string) => unknown;
}

/**
 * Test support: builds a real store from YAML component entries (core's `formOf`) and renders one
 * component's view live over it, re-rendering on each change of its state as the form view would.
 */
export function renderView<T extends ComponentTypeName>(
  components: string,
  id: string,
  View: ComponentType<ViewProps<T>>,
  extra: Parameters<typeof formOf>[1] = {},
): RenderedView {
  const { store, clock } = formOf(components, extra);
  function Live() {
    const state = useComponent(id);
    if (!state || !state.visible) return null;
    const Typed = View as unknown as ComponentType<ViewProps>;
    return <Typed state={state} />;
  }
  const result = render(
    <FormProvider store={store}>
      <Live />
    </FormProvider>,
  );
  const state = (i: string) => store.getSnapshot().components.get(i);
  return {
    ...result,
    store,
    clock,
    value: (i = id) => state(i)?.value,
    prop: (p, i = id) => state(i)?.props[p],
  };
}
