import type { ComponentType } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { FormStore } from '@formwright/core/runtime';
import { formOf, type ManualClock } from '@formwright/core/testing';
import { FormEnvContext, type FormEnv } from '../../form/FormEnv';
import { ImageSinkContext } from '../../hidden/ImageSink';
import { FormProvider } from '../../store/FormProvider';
import { useComponent } from '../../store/useComponent';
import type { ComponentTypeName, ViewProps } from '../types';

/** What {@link renderGraphic} gives a test: the screen, the store, its clock and the images handed out. */
export interface RenderedGraphic extends RenderResult {
  readonly store: FormStore;
  readonly clock: ManualClock;
  /** The latest PNG per id as the view handed it to the form's image sink (absent: removed or none). */
  readonly images: Map<string, string>;
  /** Every call of the sink, in order. */
  readonly sinkCalls: [string, string | undefined][];
}

/**
 * Test support for the Graph and Painter views: a real store from YAML (core's `formOf`), the views of
 * `ids` rendered live under a FormEnv (theme, build mode) and an image sink that records what they store.
 */
export function renderGraphic<T extends ComponentTypeName>(
  components: string,
  ids: string | readonly string[],
  View: ComponentType<ViewProps<T>>,
  env: Partial<FormEnv> = {},
): RenderedGraphic {
  const { store, clock } = formOf(components);
  const images = new Map<string, string>();
  const sinkCalls: [string, string | undefined][] = [];
  const sink = {
    set(id: string, png: string | undefined) {
      sinkCalls.push([id, png]);
      if (png === undefined) images.delete(id);
      else images.set(id, png);
    },
  };
  const fullEnv: FormEnv = {
    theme: 'dark',
    inPacs: false,
    buildMode: false,
    root: () => null,
    allowedHosts: [],
    ...env,
  };
  function Live({ id }: { id: string }) {
    const state = useComponent(id);
    if (!state || !state.visible) return null;
    const Typed = View as unknown as ComponentType<ViewProps>;
    return <Typed state={state} />;
  }
  const result = render(
    <FormProvider store={store}>
      <FormEnvContext.Provider value={fullEnv}>
        <ImageSinkContext.Provider value={sink}>
          {(typeof ids === 'string' ? [ids] : ids).map((id) => (
            <Live key={id} id={id} />
          ))}
        </ImageSinkContext.Provider>
      </FormEnvContext.Provider>
    </FormProvider>,
  );
  return { ...result, store, clock, images, sinkCalls };
}
