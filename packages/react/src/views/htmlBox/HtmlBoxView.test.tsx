// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

/** A YAML double-quoted string of a text. */
const q = (s: string) => JSON.stringify(s);

describe('HtmlBoxView', () => {
  it('shows its HTML content', () => {
    const { container } = renderForm(
      `- HtmlBox: { id: box, contentHtml: ${q('<p>See <b>guideline</b></p>')} }`,
    );
    expect(container.querySelector('.fw-htmlbox b')?.textContent).toBe('guideline');
  });

  it.each([
    ['an <img onerror>', '<img src="x" onerror="window.__pwned = 1">'],
    ['a <script>', '<script>window.__pwned = 1</script><p>text</p>'],
    ['a javascript: link', '<a href="javascript:window.__pwned=1">click</a>'],
    ['an SVG with script', '<svg onload="window.__pwned=1"><script>window.__pwned=1</script></svg>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>window.__pwned=1</script>"></iframe>'],
  ])('never runs script from %s', (_name, html) => {
    (window as unknown as { __pwned?: number }).__pwned = undefined;
    const { container } = renderForm(`- HtmlBox: { id: box, contentHtml: ${q(html)} }`);
    const box = container.querySelector('.fw-htmlbox') as HTMLElement;
    expect(box.querySelector('script, svg, iframe')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onerror|onload|javascript:/i);
    for (const a of box.querySelectorAll('a')) fireEvent.click(a);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('has a close button only with includeCloseButton, and closing hides the box', () => {
    const { unmount } = renderForm('- HtmlBox: { id: box, contentHtml: "<p>Note</p>" }');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    unmount();
    renderForm('- HtmlBox: { id: box, contentHtml: "<p>Note</p>", includeCloseButton: true }');
    expect(screen.getByText('Note')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Note')).toBeNull();
  });

  it('sends nothing to the store when closed (closing is not form data)', () => {
    const { updates } = renderForm(
      '- HtmlBox: { id: box, contentHtml: "<p>Note</p>", includeCloseButton: true }',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(updates).toEqual([]);
  });
});
