// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const row = (props: string, children = '      - Text: { id: inner }') =>
  `- Row:\n    id: r\n    label: Liver\n${props ? `    ${props.split('\n').join('\n    ')}\n` : ''}    components:\n${children}`;

function rowEl(container: HTMLElement): HTMLElement {
  return container.querySelector('.fw-row') as HTMLElement;
}

describe('RowView', () => {
  it('its label names only the input beside it, so a test finds that input by the Row label', () => {
    renderForm(row(''));
    const found = screen.getAllByLabelText('Liver');
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(screen.getByRole('textbox', { name: 'Liver' }));
  });

  it('with a checkbox its label names only the checkbox', async () => {
    renderForm(row('checkbox: true'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Liver' }));
    const found = screen.getAllByLabelText('Liver');
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(screen.getByRole('checkbox'));
  });

  it.each([
    ['', 4],
    ['colSplit: 3', 3],
    ['colSplit: "6/6"', 6],
    ['colSplit: 20', 11],
  ])('gives the label column the core labelColumns (%s → %i of 12)', (props, cols) => {
    const { container } = renderForm(row(props));
    expect(rowEl(container).style.getPropertyValue('--fw-label-cols')).toBe(String(cols));
    expect(rowEl(container).style.getPropertyValue('--fw-content-cols')).toBe(String(12 - cols));
  });

  it('takes the label column from Metadata.defaults.defaultColSplit', () => {
    const { container } = renderForm(row(''), { metadata: 'defaults: { defaultColSplit: "2/10" }' });
    expect(rowEl(container).style.getPropertyValue('--fw-label-cols')).toBe('2');
  });

  it('with a checkbox shows the children only while ticked, sending check', async () => {
    const { updates, container } = renderForm(row('checkbox: true'));
    const box = screen.getByRole('checkbox', { name: 'Liver' });
    expect(container.querySelector('[data-fw-id="inner"]')).toBeNull();
    await userEvent.click(box);
    expect(updates).toContainEqual({ type: 'check', id: 'r', value: true });
    expect(container.querySelector('[data-fw-id="inner"]')).not.toBeNull();
    await userEvent.click(box);
    expect(container.querySelector('[data-fw-id="inner"]')).toBeNull();
  });

  it('with checkboxFunc none keeps the children shown whatever the checkbox', () => {
    const { container } = renderForm(row('checkbox: true\ncheckboxFunc: none'));
    expect(container.querySelector('[data-fw-id="inner"]')).not.toBeNull();
  });

  it('hides itself when every child is hidden (autoHide), unless it has a checkbox', () => {
    const children = '      - Text: { id: inner, hidden: "true" }';
    const { container } = renderForm(row('', children));
    expect(rowEl(container)).toBeNull();
    cleanup();
    const kept = renderForm(row('autoHide: false', children));
    expect(rowEl(kept.container)).not.toBeNull();
    cleanup();
    const boxed = renderForm(row('checkbox: true', children));
    expect(rowEl(boxed.container)).not.toBeNull();
  });

  it('shows its description as the label tooltip and its help in a popover', async () => {
    const { container } = renderForm(row('description: Segment tip\nhelpContent: Couinaud segments'));
    expect(container.querySelector('.fw-row__label')?.getAttribute('title')).toBe('Segment tip');
    await userEvent.click(screen.getByRole('button', { name: 'Help: Liver' }));
    expect(screen.getByRole('dialog').textContent).toContain('Couinaud segments');
  });

  it('sanitises helpContentHtml', async () => {
    renderForm(row(`helpContentHtml: ${JSON.stringify('<i>x</i><img src=x onerror="window.__pwned=1">')}`));
    await userEvent.click(screen.getByRole('button', { name: 'Help: Liver' }));
    expect(screen.getByRole('dialog').innerHTML).not.toMatch(/onerror/);
  });

  it('wraps its children with allowRowWrap', () => {
    const { container } = renderForm(row('allowRowWrap: true'));
    expect(rowEl(container).classList.contains('fw-row--wrap')).toBe(true);
  });

  it('shows a hostile label as text', () => {
    const { container } = renderForm(
      `- Row:\n    id: r\n    label: ${JSON.stringify('<img src=x onerror=alert(1)>')}\n    components:\n      - Text: { id: inner }`,
    );
    expect(container.querySelector('.fw-row img')).toBeNull();
  });

  it('follows the checkbox when the value changes from outside', () => {
    const { store, container } = renderForm(row('checkbox: true'));
    act(() => store.update({ type: 'set', id: 'r', value: true }));
    expect((screen.getByRole('checkbox', { name: 'Liver' }) as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector('[data-fw-id="inner"]')).not.toBeNull();
  });
});
