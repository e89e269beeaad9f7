// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Field } from './Field';
import { controlId } from './domIds';
import { useFocusTimer } from './useFocusTimer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Field', () => {
  it('names its control by the label, and shows prefix and suffix with their styles', () => {
    render(
      <Field id="size" label="Size" prefix="about" suffix="mm" suffixStyle="bold" size="s">
        <input id={controlId('size')} />
      </Field>,
    );
    const input = screen.getByLabelText('Size');
    expect(input.id).toBe('fw-size');
    expect(screen.getByText('about').className).toBe('fw-affix fw-prefix');
    expect(screen.getByText('mm').className).toBe('fw-affix fw-suffix fw-affix--bold');
    expect((input.parentElement as HTMLElement).style.width).toBe('8rem');
  });

  it('reads label, size and affixes from the component props it is handed; a named prop wins', () => {
    const props = { label: 'Size', prefix: 'about', suffix: 'mm', suffixStyle: 'bold', size: 's', other: 1 };
    render(
      <Field id="size" frame={props} prefix="near">
        <input id={controlId('size')} />
      </Field>,
    );
    const input = screen.getByLabelText('Size');
    expect(screen.queryByText('about')).toBeNull();
    expect(screen.getByText('near').className).toBe('fw-affix fw-prefix');
    expect(screen.getByText('mm').className).toBe('fw-affix fw-suffix fw-affix--bold');
    expect((input.parentElement as HTMLElement).style.width).toBe('8rem');
  });

  it('puts what is beside the input outside its sized box, before the suffix (size is the input width)', () => {
    render(
      <Field id="t" label="T" size="xxs" suffix="mm" beside={<button type="button">Dictate</button>}>
        <input id={controlId('t')} />
      </Field>,
    );
    const box = screen.getByLabelText('T').parentElement as HTMLElement;
    const button = screen.getByRole('button', { name: 'Dictate' });
    expect(box.style.width).toBe('3rem');
    expect(box.contains(button)).toBe(false);
    expect(box.nextElementSibling).toBe(button);
    expect(button.nextElementSibling?.textContent).toBe('mm');
  });

  it('shows no label, prefix or suffix when they are empty', () => {
    const { container } = render(
      <Field id="a">
        <input id={controlId('a')} />
      </Field>,
    );
    expect(container.querySelector('label, .fw-affix')).toBeNull();
  });

  it('renders a label that looks like HTML as text', () => {
    render(
      <Field id="x" label={'<img src=x onerror="alert(1)">'}>
        <input id={controlId('x')} />
      </Field>,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });
});

describe('useFocusTimer', () => {
  it('reports the delay as elapsed only after that long while focused, and forgets it on blur', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFocusTimer(200));
    expect(result.current.elapsed).toBe(false);
    act(() => result.current.onFocus());
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.elapsed).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.elapsed).toBe(true);
    act(() => result.current.onBlur());
    expect(result.current.elapsed).toBe(false);
    expect(result.current.focusedSince).toBeUndefined();
  });
});
