// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../../form/renderForm.testing';
import { offsetOf } from './ButtonView';

afterEach(cleanup);

describe('ButtonView', () => {
  it('sends click and toggles the display of toggleComponentId', async () => {
    const { updates } = renderForm(
      '- Button: { id: b, label: Details, toggleComponentId: more }\n- Header: { id: more, header: More text }',
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(screen.getByText('More text')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(button);
    expect(updates).toContainEqual({ type: 'click', id: 'b' });
    expect(screen.queryByText('More text')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(screen.getByText('More text')).toBeTruthy();
  });

  it.each(['blue', 'gray', 'warning', 'danger'])('has the colour %s', (color) => {
    renderForm(`- Button: { id: b, label: Go, color: ${color} }`);
    expect(screen.getByRole('button', { name: 'Go' }).classList.contains(`fw-button-${color}`)).toBe(true);
  });

  it('is blue by default', () => {
    renderForm('- Button: { id: b, label: Go }');
    expect(screen.getByRole('button', { name: 'Go' }).classList.contains('fw-button-blue')).toBe(true);
  });

  it.each(['left', 'center', 'right'])('aligns %s', (align) => {
    const { container } = renderForm(`- Button: { id: b, label: Go, posAlignment: ${align} }`);
    expect(container.querySelector(`.fw-button-wrap.fw-align-${align}`)).not.toBeNull();
  });

  it('uses component padding to line up with inputs', () => {
    renderForm('- Button: { id: b, label: Go, padding: component }');
    expect(screen.getByRole('button', { name: 'Go' }).classList.contains('fw-button--component')).toBe(true);
  });

  it('draws the Question style as a round question mark named by its label', () => {
    renderForm('- Button: { id: b, label: Why, style: Question }');
    const button = screen.getByRole('button', { name: 'Why' });
    expect(button.classList.contains('fw-button-question')).toBe(true);
    expect(button.querySelector('svg use')).not.toBeNull();
  });

  it('shifts by posOffset', () => {
    renderForm('- Button: { id: b, label: Go, posOffset: 12 }');
    expect(screen.getByRole('button', { name: 'Go' }).style.marginLeft).toBe('12px');
  });

  it.each([
    [12, '12px'],
    ['10%', '10%'],
    ['-4', '-4px'],
    ['wide', undefined],
  ])('reads posOffset %j as %s', (offset, css) => {
    expect(offsetOf(offset)).toBe(css);
  });

  it('is disabled by disabled, sending nothing', async () => {
    const { updates } = renderForm('- Button: { id: b, label: Go, disabled: "true" }');
    const button = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(updates).toEqual([]);
  });
});
