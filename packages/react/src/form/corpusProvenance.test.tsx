// @vitest-environment jsdom
/// <reference types="vite/client" />
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { applyStep, createForm, parseSpec, type ActionStep } from '@formwright/core';
import { FormView } from './FormView';

afterEach(cleanup);

/** The demo and every corpus form with its actions (the sessions the goldens record). */
const texts = import.meta.glob<string>(
  ['../../../../fixtures/forms/demo.yaml', '../../../../fixtures/forms/corpus/*.yaml', '!**/*.tests.yaml'],
  { query: '?raw', import: 'default', eager: true },
);
const actions = import.meta.glob<string>(
  ['../../../../fixtures/forms/demo.actions.json', '../../../../fixtures/forms/corpus/*.actions.json'],
  { query: '?raw', import: 'default', eager: true },
);
const forms = Object.keys(texts).map((path) => [path.replace(/^.*fixtures\/forms\//, ''), path] as const);
const kinds = new Set<string>();

describe('provenance of every report piece of the demo and corpus forms, in build mode', () => {
  it.each(forms)(
    '%s: every piece is listed, and hovering one highlights exactly its fields on screen',
    (_n, path) => {
      const spec = parseSpec(texts[path] as string).runnable;
      if (!spec) throw new Error(`${path} does not run`);
      const store = createForm(spec);
      const steps = actions[path.replace(/\.yaml$/, '.actions.json')];
      for (const step of steps ? (JSON.parse(steps) as ActionStep[]) : []) applyStep(store, step);
      const { container } = render(<FormView store={store} buildMode />);
      const { pieces } = store.getSnapshot().provenance();
      expect(pieces.length).toBeGreaterThan(0);
      for (const piece of pieces) {
        kinds.add(piece.kind);
        const button = container.querySelector<HTMLElement>(`.fw-provenance [data-fw-piece="${piece.site}"]`);
        expect(button, piece.site).not.toBeNull();
        if (!button) continue;
        // Removed pieces are listed under Removed, shown ones under the report.
        expect(button.closest('.fw-provenance__removed') !== null, piece.site).toBe(
          piece.removed !== undefined,
        );
        fireEvent.mouseEnter(button);
        const lit = [...container.querySelectorAll('[data-fw-highlighted="true"]')].map((e) =>
          e.getAttribute('data-fw-id'),
        );
        const onScreen = piece.reads
          .map((r) => r.id)
          .filter((id) => container.querySelector(`[data-fw-id="${id}"]`) !== null);
        expect(new Set(lit), piece.site).toEqual(new Set(onScreen));
        fireEvent.mouseLeave(button);
      }
    },
  );

  it('covers every kind of piece', () => {
    expect([...kinds].sort()).toEqual(['listSummary', 'reportItem', 'reportOutput', 'summary']);
  });
});
