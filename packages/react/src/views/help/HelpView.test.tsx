// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const q = (s: string) => JSON.stringify(s);

describe('HelpView', () => {
  it('opens a dialog on click by default and closes it on a second click', async () => {
    renderForm('- Help: { id: h, content: "Measure the long axis." }');
    const button = screen.getByRole('button', { name: 'Help' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    expect(screen.getByRole('dialog').textContent).toContain('Measure the long axis.');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderForm('- Help: { id: h, content: "Text" }');
    const button = screen.getByRole('button', { name: 'Help' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus moves away by Tab', async () => {
    renderForm('- Help: { id: h, content: "Text" }\n- Text: { id: t, label: After }');
    const button = screen.getByRole('button', { name: 'Help' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'After' })).toBe(document.activeElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on hover with trigger hover, and closes when the pointer leaves', () => {
    renderForm('- Help: { id: h, content: "Hover text", trigger: hover }');
    const button = screen.getByRole('button', { name: 'Help' });
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(screen.getByRole('dialog').textContent).toContain('Hover text');
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['left', 'top', 'bottom', 'right'])('places the popover by posAlignment %s', async (align) => {
    renderForm(`- Help: { id: h, content: T, posAlignment: ${align} }`);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog').getAttribute('data-align')).toBe(align);
  });

  it('opens to the right when no posAlignment is given, capped at maxWidth', async () => {
    renderForm('- Help: { id: h, content: T, maxWidth: l }');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-align')).toBe('right');
    expect(dialog.style.maxWidth).not.toBe('');
  });

  it('shows contentHtml sanitised: no handler, script, javascript: link or SVG survives', async () => {
    const html =
      '<b>bold</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
      '<a href="javascript:window.__pwned=1">x</a><svg><script>window.__pwned=1</script></svg>';
    renderForm(`- Help: { id: h, contentHtml: ${q(html)} }`);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('b')?.textContent).toBe('bold');
    expect(dialog.querySelector('script, svg')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
