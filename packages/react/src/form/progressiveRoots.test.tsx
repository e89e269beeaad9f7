// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { renderForm } from './renderForm.testing';
import { ALL_AT_ONCE, FIRST_SCREEN } from './progressiveRoots';

afterEach(cleanup);

/** `n` Numbers (the last one feeding the report) and a Section of two fields at the end. */
function bigForm(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`- Number: { id: n_${i}, label: 'Measurement ${i}', value: ${i} }`);
  lines.push('- Section:', '    id: tail', '    components:', '      - Text: { id: last, label: Last }');
  return lines.join('\n');
}

const mounted = (c: HTMLElement) =>
  [...c.querySelectorAll('[data-fw-type="Number"]')].map((e) => e.getAttribute('data-fw-id'));

describe('progressive first render (issue 25: first render)', () => {
  it('a large form shows its first screen at once, then mounts the rest in document order', async () => {
    const n = 400;
    const { container, store } = renderForm(bigForm(n), { report: `- text: 'Total {n_${n - 1}}'` });
    const first = mounted(container);
    expect(first.length).toBeGreaterThanOrEqual(Math.min(n, FIRST_SCREEN - 1));
    expect(first.length).toBeLessThan(n);
    // Everything the host reads is complete from the first frame.
    const report = container.querySelector<HTMLInputElement>('input[type="hidden"][name="#Report"]');
    expect(report?.value).toBe(`Total ${n - 1}`);
    expect(container.querySelector(`input[type="hidden"][name="n_${n - 1}"]`)).not.toBeNull();
    // The rest follows, in the form's order (the keyboard's order).
    await waitFor(() => expect(mounted(container)).toHaveLength(n), { timeout: 5000 });
    expect(mounted(container)).toEqual(Array.from({ length: n }, (_, i) => `n_${i}`));
    expect(container.querySelector('[data-fw-id="last"]')).not.toBeNull();
    expect(store.getSnapshot().components.size).toBeGreaterThan(ALL_AT_ONCE);
  });

  it('the fields of the first screen stay the same elements, and keep focus, while the rest mounts', async () => {
    // ComponentList renders a long list in memoised chunks by position: growing at the end must not move
    // a mounted field to another chunk (React would mount it anew and the typed-into input lose focus).
    const n = 400;
    const { container } = renderForm(bigForm(n));
    const inputs = [...container.querySelectorAll<HTMLInputElement>('[data-fw-type="Number"] input')];
    const focused = inputs.at(-1) as HTMLInputElement;
    focused.focus();
    await waitFor(() => expect(mounted(container)).toHaveLength(n), { timeout: 5000 });
    const after = [...container.querySelectorAll<HTMLInputElement>('[data-fw-type="Number"] input')];
    expect(after.slice(0, inputs.length)).toEqual(inputs);
    expect(inputs.every((e) => e.isConnected)).toBe(true);
    expect(document.activeElement).toBe(focused);
  });

  it(`a form of at most ${ALL_AT_ONCE} components renders whole in its first frame`, () => {
    const { container } = renderForm(bigForm(100));
    expect(mounted(container)).toHaveLength(100);
  });
});
