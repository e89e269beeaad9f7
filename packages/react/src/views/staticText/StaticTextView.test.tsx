// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

function output(container: HTMLElement): HTMLOutputElement {
  const el = container.querySelector('output.fw-static-text');
  if (!el) throw new Error('no StaticText output');
  return el as HTMLOutputElement;
}

describe('StaticTextView', () => {
  it('shows its value with its label', () => {
    const { container } = renderForm('- StaticText: { id: s, label: Result, value: Normal }');
    expect(screen.getByText('Result')).toBeTruthy();
    expect(output(container).textContent).toBe('Normal');
  });

  it('shows the value through the formatter the core chose, and follows the value', () => {
    const { container, store } = renderForm(
      '- Number: { id: n }\n- StaticText: { id: s, value: "=n", formatter: "Size {value} mm", emptyFormatter: "No size" }',
    );
    expect(output(container).textContent).toBe('No size');
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    expect(output(container).textContent).toBe('Size 12 mm');
  });

  it.each([
    ['normal', []],
    ['small', ['small']],
    ['italic', ['italic']],
    ['small italic', ['small', 'italic']],
  ])('styles an empty value with emptyStyling %s', (styling, classes) => {
    const { container } = renderForm(`- StaticText: { id: s, emptyStyling: "${styling}" }`);
    const cls = [...output(container).classList].filter((c) => c.startsWith('fw-static-text--'));
    expect(cls.sort()).toEqual(classes.map((c) => `fw-static-text--${c}`).sort());
  });

  it('styles an empty value small italic by default, and a filled one plainly', () => {
    const { container, store } = renderForm('- Text: { id: t }\n- StaticText: { id: s, value: "=t" }');
    expect(output(container).className).toContain('fw-static-text--small');
    expect(output(container).className).toContain('fw-static-text--italic');
    act(() => store.update({ type: 'set', id: 't', value: 'x' }));
    expect(output(container).className).not.toContain('fw-static-text--italic');
  });

  it('highlights the value with valueHighlight', () => {
    const { container } = renderForm('- StaticText: { id: s, value: Hi, valueHighlight: true }');
    expect(output(container).className).toContain('fw-static-text--highlight');
  });

  it('shows hostile text as text, never as markup', () => {
    const { container } = renderForm(
      '- StaticText: { id: s, label: "<img src=x onerror=alert(1)>", value: "<script>alert(1)</script>" }',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(output(container).textContent).toBe('<script>alert(1)</script>');
  });
});
