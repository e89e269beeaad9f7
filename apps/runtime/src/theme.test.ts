// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostTheme, pollHostTheme, THEME_POLL_MS } from './theme';

afterEach(() => {
  document.documentElement.className = '';
  vi.useRealTimers();
});

describe('the host theme', () => {
  it.each([
    ['theme-dark', 'dark'],
    ['theme-light', 'light'],
    ['', 'dark'],
    ['other theme-light', 'light'],
  ])('the <html> class "%s" reads as %s', (cls, theme) => {
    document.documentElement.className = cls;
    expect(hostTheme(document)).toBe(theme);
  });

  it('is polled every 100 ms and a change is reported once', () => {
    vi.useFakeTimers();
    expect(THEME_POLL_MS).toBe(100);
    const seen: string[] = [];
    const stop = pollHostTheme(document, 'dark', (t) => seen.push(t));
    document.documentElement.className = 'theme-light';
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['light']);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(['light']);
    stop();
    document.documentElement.className = 'theme-dark';
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(['light']);
  });
});
