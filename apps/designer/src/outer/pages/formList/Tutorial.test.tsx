// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_CLASS, Tutorial, TUTORIAL_HIGHLIGHT_MS, TUTORIAL_STEPS } from './Tutorial';

function page() {
  document.body.innerHTML = `
    <nav><button>Help</button></nav>
    <div data-tutorial="form-list"></div>
    <div data-tutorial="tree-curated"></div>
    <div data-tutorial="tree-shared"></div>`;
}

describe('the first-use tutorial', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has four steps: Welcome, the provider-level folder, the Shared folder, the Help tab', () => {
    expect(TUTORIAL_STEPS.map((s) => s.title)).toEqual([
      'Welcome',
      'The Formwright folder',
      'The Shared folder',
      'The Help tab',
    ]);
  });

  it('walks forward and back with Next and Previous, and ends with Done', () => {
    page();
    const onClose = vi.fn();
    render(<Tutorial onClose={onClose} onNeverAgain={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    for (const title of ['The Formwright folder', 'The Shared folder', 'The Help tab']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'The Shared folder' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers Close and Don't show again on every step", () => {
    page();
    const onClose = vi.fn();
    const onNeverAgain = vi.fn();
    render(<Tutorial onClose={onClose} onNeverAgain={onNeverAgain} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onNeverAgain).toHaveBeenCalledTimes(1);
  });

  it('highlights each step’s target for 2000 ms', () => {
    vi.useFakeTimers();
    page();
    render(<Tutorial onClose={() => undefined} onNeverAgain={() => undefined} />);
    const list = document.querySelector('[data-tutorial="form-list"]')!;
    expect(list.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    act(() => vi.advanceTimersByTime(TUTORIAL_HIGHLIGHT_MS - 1));
    expect(list.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(list.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      document.querySelector('[data-tutorial="tree-curated"]')!.classList.contains(HIGHLIGHT_CLASS),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.querySelector('nav button')!.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    expect(TUTORIAL_HIGHLIGHT_MS).toBe(2000);
  });
});
