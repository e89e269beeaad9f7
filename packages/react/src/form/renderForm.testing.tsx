import { render, type RenderResult } from '@testing-library/react';
import { createForm, type FormStore } from '@formwright/core';
import { ManualClock, specOf } from '@formwright/core/testing';
import { FormView, type FormViewProps } from './FormView';

/** What {@link renderForm} gives a test: the screen, the store, its clock and every interaction sent. */
export interface RenderedForm extends RenderResult {
  readonly store: FormStore;
  readonly clock: ManualClock;
  /** Every interaction `update` received, in order. */
  readonly updates: unknown[];
}

/**
 * Test support (imported by tests only): renders a FormView over a real store built from YAML component
 * entries (core's specOf), on a ManualClock, recording what `update` receives.
 */
export function renderForm(
  components: string,
  extra: { report?: string; metadata?: string; props?: Partial<FormViewProps> } = {},
): RenderedForm {
  const clock = new ManualClock();
  const spec = specOf(components, { report: extra.report, metadata: extra.metadata });
  const store = createForm(spec, { clock });
  const updates: unknown[] = [];
  const update = store.update;
  store.update = (i) => {
    updates.push(i);
    update(i);
  };
  const result = render(<FormView store={store} {...extra.props} />);
  return { ...result, store, clock, updates };
}
