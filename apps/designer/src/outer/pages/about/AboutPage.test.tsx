// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AboutPage, { aboutFacts } from './AboutPage';

describe('the about page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('splits the version line into version and patch', () => {
    expect(aboutFacts({ version: '1.6.3', year: '2026', buildNumber: '42' })).toEqual({
      version: '1.6',
      patch: '3',
      buildNumber: '42',
      year: '2026',
    });
    expect(aboutFacts({ version: '0.1', year: '2026', buildNumber: '1' }).patch).toBe('0');
  });

  it('shows product, version, patch, build number, year, copyright and trademarks from the version file fetched without cache', async () => {
    const fetchMock = vi.fn(async () => new Response('2.3.4\n2027\n99\n'));
    vi.stubGlobal('fetch', fetchMock);
    render(<AboutPage />);
    expect(screen.getByText('Loading, please wait...')).toBeTruthy();
    await screen.findByText('2.3');
    expect(fetchMock).toHaveBeenCalledWith('/version.txt', { cache: 'no-store' });
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Product: 'Formwright Designer',
      Version: '2.3',
      Patch: '4',
      'Build number': '99',
      Year: '2027',
    });
    expect(screen.getByText(/Copyright © 2027/)).toBeTruthy();
    expect(screen.getByText(/trademarks/)).toBeTruthy();
  });
});
