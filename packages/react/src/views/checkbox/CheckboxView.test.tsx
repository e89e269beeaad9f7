// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { CheckboxView } from './CheckboxView';

afterEach(cleanup);

describe('CheckboxView', () => {
  it('is a checkbox named by its label that ticks and unticks the value', async () => {
    const view = renderView('- Checkbox: { id: c, label: Contrast given }', 'c', CheckboxView);
    const box = screen.getByRole('checkbox', { name: 'Contrast given' });
    await userEvent.click(box);
    expect(view.value()).toBe(true);
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(view.value()).toBe(false);
  });

  it('shows its tooltip on hover and on focus, and is described by it', async () => {
    renderView('- Checkbox: { id: c, label: Contrast, tooltip: Iodine contrast }', 'c', CheckboxView);
    const box = screen.getByRole('checkbox', { name: 'Contrast' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.hidden).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.pointerEnter(box.closest('.fw-checkbox') as Element);
    expect(tip.hidden).toBe(false);
    fireEvent.pointerLeave(box.closest('.fw-checkbox') as Element);
    expect(tip.hidden).toBe(true);
    act(() => box.focus());
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toBe('Iodine contrast');
  });

  it.each([
    ['fill', true, ''],
    ['100%', false, '100%'],
    ['xl', false, '26rem'],
  ])('with size %s stretches over the row: %s (width %j)', (size, fill, width) => {
    renderView(`- Checkbox: { id: c, label: C, size: '${size}' }`, 'c', CheckboxView);
    const field = screen.getByRole('checkbox', { name: 'C' }).closest('.fw-checkbox') as HTMLElement;
    expect(field.classList.contains('fw-field--fill')).toBe(fill);
    expect(field.style.width).toBe(width);
  });

  it('cannot be ticked while disabled', async () => {
    const view = renderView('- Checkbox: { id: c, label: C, disabled: "=true" }', 'c', CheckboxView);
    const box = screen.getByRole('checkbox', { name: 'C' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    await userEvent.click(box);
    expect(view.value()).toBe(false);
  });
});
