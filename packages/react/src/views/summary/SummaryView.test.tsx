// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EN_TEXTS } from '@formwright/core/runtime';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const summary = (props = '') =>
  [
    '- Number: { id: n, label: Size }',
    '- Summary:',
    '    id: sum',
    '    label: Impression',
    ...(props ? props.split('\n').map((l) => `    ${l}`) : []),
    '    reportTemplate:',
    "      - text: 'Size {n} mm.'",
  ].join('\n');

const box = () => screen.getByRole('textbox', { name: 'Impression' }) as HTMLTextAreaElement;

describe('SummaryView', () => {
  it('shows the generated report under its label, without an edit checkbox unless editable', () => {
    const { store, container } = renderForm(summary());
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    expect(screen.getByRole('region', { name: 'Impression' })).toBeTruthy();
    expect(container.querySelector('.fw-summary__text')?.textContent).toBe('Size 12 mm.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('enters edit mode with the Edit checkbox (check) and sends typing as editSummary', async () => {
    const { store, updates } = renderForm(summary('editable: true'));
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    await userEvent.click(screen.getByRole('checkbox', { name: EN_TEXTS.editLabel }));
    expect(updates).toContainEqual({ type: 'check', id: 'sum', value: true });
    expect(box().value).toBe('Size 12 mm.');
    fireEvent.change(box(), { target: { value: 'Size 12 mm. Benign.' } });
    expect(updates).toContainEqual({ type: 'editSummary', id: 'sum', text: 'Size 12 mm. Benign.' });
    expect(box().value).toBe('Size 12 mm. Benign.');
  });

  it('labels the edit checkbox with editModeText', () => {
    renderForm(summary('editable: true\neditModeText: Rewrite'));
    expect(screen.getByRole('checkbox', { name: 'Rewrite' })).toBeTruthy();
  });

  it('when inconsistent and not allowed: disables the box, shows the generated report below and the warning', async () => {
    const { store, container } = renderForm(summary('editable: true'));
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    await userEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(box(), { target: { value: 'Edited.' } });
    act(() => store.update({ type: 'set', id: 'n', value: 14 }));
    expect(box().disabled).toBe(true);
    expect(container.querySelector('.fw-summary__generated')?.textContent).toBe('Size 14 mm.');
    expect(screen.getByRole('status').textContent).toBe(EN_TEXTS.inconsistencyWarning);
  });

  it('when inconsistent and allowed: keeps the box editable and shows the allowed warning', async () => {
    const { store, container } = renderForm(summary('editable: true\nallowInconsistency: true'));
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    await userEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(box(), { target: { value: 'Edited.' } });
    act(() => store.update({ type: 'set', id: 'n', value: 14 }));
    expect(box().disabled).toBe(false);
    expect(box().value).toBe('Edited.');
    expect(container.querySelector('.fw-summary__generated')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(EN_TEXTS.inconsistencyWarningAllowed);
  });

  it("shows the author's own inconsistency warning text", async () => {
    const { store } = renderForm(summary('editable: true\ninconsistencyWarning: Report outdated'));
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    await userEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(box(), { target: { value: 'Edited.' } });
    act(() => store.update({ type: 'set', id: 'n', value: 14 }));
    expect(screen.getByRole('status').textContent).toBe('Report outdated');
  });

  it('warns when a summary it refers to is inconsistent', async () => {
    const text = [
      summary('editable: true'),
      '- Summary:',
      '    id: all',
      '    label: Conclusion',
      '    reportTemplate:',
      "      - text: 'Impression: {sum}'",
    ].join('\n');
    const { store } = renderForm(text);
    act(() => store.update({ type: 'set', id: 'n', value: 12 }));
    await userEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(box(), { target: { value: 'Edited.' } });
    act(() => store.update({ type: 'set', id: 'n', value: 14 }));
    const conclusion = screen.getByRole('region', { name: 'Conclusion' });
    expect(conclusion.querySelector('[role="status"]')?.textContent).toBe(
      EN_TEXTS.inconsistencyWarningReferenced,
    );
  });

  it('shows hostile report text as text', () => {
    const { store, container } = renderForm(
      "- Text: { id: t }\n- Summary:\n    id: sum\n    reportTemplate:\n      - text: '{t}'",
    );
    act(() =>
      store.update({
        type: 'set',
        id: 't',
        value: '<img src=x onerror="window.__pwned=1"><script>x</script>',
      }),
    );
    expect(container.querySelector('.fw-summary img, .fw-summary script')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('uses the default summary label of the language when it has none', () => {
    renderForm("- Summary:\n    id: sum\n    reportTemplate:\n      - text: 'x'");
    expect(screen.getByRole('region', { name: EN_TEXTS.summaryLabel })).toBeTruthy();
  });
});
