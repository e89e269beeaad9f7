// @vitest-environment jsdom
/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import { createForm, parseSpec } from '@formwright/core';
import { FormView } from './FormView';

afterEach(cleanup);

/** The demo, the starter and every corpus form, by path (vite reads them at transform time). */
const texts = import.meta.glob<string>(
  ['../../../../fixtures/forms/*.yaml', '../../../../fixtures/forms/corpus/*.yaml', '!**/*.tests.yaml'],
  { query: '?raw', import: 'default', eager: true },
);
const forms = Object.keys(texts).map((path) => [path.replace(/^.*fixtures\/forms\//, ''), path] as const);

/** The roles of the controls a person operates; each must have an accessible name. */
const CONTROL_ROLES = ['textbox', 'spinbutton', 'checkbox', 'radio', 'combobox', 'listbox', 'button', 'tab'];

describe('the demo, starter and corpus forms on screen', () => {
  it('are all found', () => {
    expect(forms.map(([name]) => name)).toEqual(expect.arrayContaining(['demo.yaml', 'starter.yaml']));
    expect(forms.length).toBeGreaterThan(4);
  });

  it.each(forms)('%s renders in both themes without a view error, every control named', (_name, path) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const parsed = parseSpec(texts[path] as string);
    const spec = parsed.runnable;
    if (!spec) throw new Error(parsed.diagnostics.map((d) => d.message).join('\n'));
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = render(<FormView store={createForm(spec)} theme={theme} />);
      expect(container.querySelector('.fw-component-error, .fw-boundary')).toBeNull();
      expect(container.querySelector('[data-fw-id]')).not.toBeNull();
      if (theme === 'dark') {
        // Names do not depend on the theme: checked once (the accessible-name walk is the slow part).
        const nameless = CONTROL_ROLES.flatMap((role) =>
          within(container).queryAllByRole(role, { name: (n: string) => n.trim() === '' }),
        );
        expect(nameless.map((c) => c.outerHTML.slice(0, 120))).toEqual([]);
      }
      unmount();
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
