// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

describe('ReportView', () => {
  it('shows nothing on screen; the report reaches the host through #Report', () => {
    const { container, store } = renderForm('- Text: { id: t }', { report: "- text: 'Finding: {t}'" });
    act(() => store.update({ type: 'set', id: 't', value: 'cyst' }));
    const wrapper = container.querySelector('[data-fw-id="#Report"]');
    expect(wrapper === null || wrapper.textContent === '').toBe(true);
    expect(container.querySelector('.fw-body')?.textContent).not.toContain('Finding: cyst');
    const hidden = container.querySelector<HTMLInputElement>('input[name="#Report"]');
    expect(hidden?.value).toBe('Finding: cyst');
  });

  it('keeps hostile report text as a value, never as markup', () => {
    const { container, store } = renderForm('- Text: { id: t }', { report: "- text: '{t}'" });
    act(() => store.update({ type: 'set', id: 't', value: '<img src=x onerror="window.__pwned=1">' }));
    expect(container.querySelector('img')).toBeNull();
    const markup = container.querySelector<HTMLInputElement>('input[name="#ReportMarkup"]')?.value ?? '';
    expect(markup).not.toContain('<img');
  });
});
