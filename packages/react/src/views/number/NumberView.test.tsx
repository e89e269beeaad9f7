// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { NumberView } from './NumberView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = (name = 'Size') => screen.getByLabelText(name) as HTMLInputElement;

describe('NumberView', () => {
  it('is named by its label and stores the typed number', async () => {
    const view = renderView('- Number: { id: size, label: Size, suffix: mm }', 'size', NumberView);
    await userEvent.type(input(), '12.5');
    expect(view.value()).toBe(12.5);
    expect(input().value).toBe('12.5');
    expect(screen.getByText('mm')).toBeTruthy();
  });

  it.each([
    ['scale 0 refuses a separator', 'scale: 0', '1a.5', '15'],
    ['letters are dropped', '', 'x4y2', '42'],
    ['a sign only at the start', '', '3-4', '34'],
    ['a leading minus is kept', '', '-7', '-7'],
    ['input scale 1 keeps one decimal', 'scale: 2, inputScale: 1', '1.234', '1.2'],
    ['a comma is a separator', '', '2,5', '2,5'],
  ])('filters keystrokes: %s', async (_, extra, typed, shown) => {
    renderView(`- Number: { id: size, label: Size${extra ? `, ${extra}` : ''} }`, 'size', NumberView);
    await userEvent.type(input(), typed);
    expect(input().value).toBe(shown);
  });

  it('hands pasted text to the engine whole, which rounds it to the scale', async () => {
    const view = renderView('- Number: { id: size, label: Size, scale: 0 }', 'size', NumberView);
    await userEvent.click(input());
    await userEvent.paste('2.7');
    expect(view.value()).toBe(3);
  });

  it('steps by stepSize with the arrow keys', async () => {
    const view = renderView('- Number: { id: n, label: N, stepSize: 5 }', 'n', NumberView);
    await userEvent.click(input('N'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(view.value()).toBe(10);
    await userEvent.keyboard('{ArrowDown}');
    expect(view.value()).toBe(5);
  });

  it('steps once when a spinner button is pressed, then after 250 ms every 50 ms until released', () => {
    vi.useFakeTimers();
    const view = renderView('- Number: { id: n, label: N }', 'n', NumberView);
    const up = screen.getByRole('button', { name: 'Increase' });
    fireEvent.pointerDown(up, { button: 0 });
    expect(view.value()).toBe(1);
    act(() => vi.advanceTimersByTime(249));
    expect(view.value()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(view.value()).toBe(2);
    act(() => vi.advanceTimersByTime(50));
    expect(view.value()).toBe(3);
    fireEvent.pointerUp(up);
    act(() => vi.advanceTimersByTime(500));
    expect(view.value()).toBe(3);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Decrease' }), { button: 0 });
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Decrease' }));
    expect(view.value()).toBe(2);
  });

  it('shows the range warning only after the field has been focused for 200 ms', () => {
    vi.useFakeTimers();
    const view = renderView('- Number: { id: n, label: N, minValue: 0, maxValue: 10 }', 'n', NumberView);
    act(() => input('N').focus());
    fireEvent.change(input('N'), { target: { value: '20' } });
    expect(view.prop('rangeWarning')).toBeTruthy();
    const tip = screen.getByRole('tooltip', { hidden: true });
    act(() => vi.advanceTimersByTime(150));
    expect(tip.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(60));
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toBe(view.prop('rangeWarning'));
    expect(input('N').getAttribute('aria-invalid')).toBe('true');
    expect(input('N').getAttribute('aria-describedby')).toBe(tip.id);
    act(() => input('N').blur());
    expect(tip.hidden).toBe(true);
  });

  it('shows the reference warning as a warning tooltip while focused', () => {
    vi.useFakeTimers();
    renderView(
      '- Number: { id: n, label: N, value: 50, refMaxValue: 40, refWarningText: Above normal }',
      'n',
      NumberView,
    );
    act(() => input('N').focus());
    expect(screen.getByRole('tooltip', { hidden: true }).hidden).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Above normal');
    expect(tip.className).toContain('fw-tooltip--warning');
  });

  it('sets and clears isFocused in the store on focus and blur', async () => {
    const view = renderView('- Number: { id: n, label: N }', 'n', NumberView);
    await userEvent.click(input('N'));
    expect(view.prop('isFocused')).toBe(true);
    await userEvent.tab();
    expect(view.prop('isFocused')).toBe(false);
  });

  it('is disabled with its spinner when its disabled formula holds', () => {
    renderView('- Number: { id: n, label: N, disabled: "=true" }', 'n', NumberView);
    expect(input('N').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is a spinbutton carrying its value and bounds', () => {
    renderView('- Number: { id: n, label: N, minValue: 0, maxValue: 10, value: 4 }', 'n', NumberView);
    const spin = screen.getByRole('spinbutton', { name: 'N' });
    expect(spin.getAttribute('aria-valuenow')).toBe('4');
    expect(spin.getAttribute('aria-valuemin')).toBe('0');
    expect(spin.getAttribute('aria-valuemax')).toBe('10');
  });
});
