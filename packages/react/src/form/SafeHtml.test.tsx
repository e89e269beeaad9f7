// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purifierOf } from './sanitizeHtml';

/** A purifier seam like the runtime's lazy one: nothing ready until `release` resolves the load. */
const seam = vi.hoisted(() => ({
  ready: undefined as unknown,
  release: (() => undefined) as (p: unknown) => void,
  loads: 0,
}));

vi.mock('./purifier', () => ({
  readyPurifier: () => seam.ready,
  loadPurifier: () => {
    seam.loads += 1;
    return new Promise((resolve) => {
      seam.release = (p) => {
        seam.ready = p;
        resolve(p);
      };
    });
  },
}));

const { SafeHtml } = await import('./SafeHtml');

describe('SafeHtml with a purifier that loads lazily (the runtime bundle)', () => {
  afterEach(() => {
    seam.ready = undefined;
    seam.loads = 0;
  });

  it('shows nothing until the purifier has loaded, then the sanitised HTML', async () => {
    const { container } = render(
      <SafeHtml className="box" html={'<b>bold</b><img src=x onerror="alert(1)">'} />,
    );
    expect(container.querySelector('.box')).toBeNull();
    expect(seam.loads).toBe(1);
    await act(async () => seam.release(purifierOf(DOMPurify)));
    expect(container.querySelector('.box b')?.textContent).toBe('bold');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('does not load the purifier for empty HTML', () => {
    const { container } = render(<SafeHtml className="box" html="" />);
    expect(container.innerHTML).toBe('');
    expect(seam.loads).toBe(0);
  });
});
