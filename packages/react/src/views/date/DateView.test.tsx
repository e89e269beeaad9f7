// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderView } from '../../fields/testing/renderView';
import { DateView } from './DateView';

afterEach(cleanup);

const input = () => screen.getByLabelText('Exam date') as HTMLInputElement;

/** Types a date the way a person does: focus, change, leave. */
function enter(value: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value } });
}

describe('DateView', () => {
  it('is a date input named by its label that stores year-month-day', () => {
    const view = renderView('- Date: { id: d, label: Exam date }', 'd', DateView);
    expect(input().type).toBe('date');
    enter('2026-03-04');
    expect(view.value()).toBe('2026-03-04');
    expect(input().value).toBe('2026-03-04');
  });

  it.each([
    ['loose (default) clamps up to minValue', '', '2020-01-01', '2024-01-01'],
    ['loose clamps down to maxValue', '', '2030-05-05', '2026-12-31'],
    ['none keeps the date', ', enforceValueRange: none', '2020-01-01', '2020-01-01'],
    ['strict clamps too', ', enforceValueRange: strict', '2030-05-05', '2026-12-31'],
  ])('clamps on blur, not while typing: %s', (_, extra, typed, after) => {
    const view = renderView(
      `- Date: { id: d, label: Exam date, minValue: "2024-01-01", maxValue: "2026-12-31"${extra} }`,
      'd',
      DateView,
    );
    expect(input().min).toBe('2024-01-01');
    expect(input().max).toBe('2026-12-31');
    enter(typed);
    expect(view.value()).toBe(typed);
    expect(view.prop('isFocused')).toBe(true);
    act(() => input().blur());
    expect(view.prop('isFocused')).toBe(false);
    expect(view.value()).toBe(after);
    expect(input().value).toBe(after);
  });

  it('clears the value when the input is emptied', () => {
    const view = renderView('- Date: { id: d, label: Exam date, value: "2025-01-02" }', 'd', DateView);
    expect(input().value).toBe('2025-01-02');
    enter('');
    expect(view.value() ?? '').toBe('');
  });

  it('is disabled when its disabled formula holds', () => {
    renderView('- Date: { id: d, label: Exam date, disabled: "=true" }', 'd', DateView);
    expect(input().disabled).toBe(true);
  });

  it('is size m unless another size is given (docs/components.md#components)', () => {
    renderView('- Date: { id: d, label: Exam date }', 'd', DateView);
    expect((input().parentElement as HTMLElement).style.width).toBe('12rem');
    cleanup();
    renderView('- Date: { id: d, label: Exam date, size: l }', 'd', DateView);
    expect((input().parentElement as HTMLElement).style.width).toBe('18rem');
  });
});
