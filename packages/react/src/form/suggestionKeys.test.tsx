// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderForm } from './renderForm.testing';

afterEach(cleanup);

const form = [
  '- Section:',
  '    id: lungs',
  '    acceptSuggestions: true',
  '    components:',
  '      - Text: { id: nodules, label: Nodules, suggestedValue: No nodules. }',
  '      - Text: { id: note, label: Note }',
  '      - Checkbox: { id: effusion, label: Effusion, suggestedValue: true }',
  '- Section:',
  '    id: heart',
  '    components:',
  '      - Text: { id: size, label: Heart size, mandatory: alert }',
  '      - Text: { id: peri, label: Pericardium, suggestedValue: No pericardial effusion. }',
].join('\n');

const key = (el: Element, code: string) =>
  act(() => {
    fireEvent.keyDown(el, { code, altKey: true, shiftKey: true });
  });

describe('suggestions on screen and their keys', () => {
  it('shows a suggestion, not a value, and names the keys in aria-keyshortcuts and the help', () => {
    const r = renderForm(form);
    const input = screen.getByLabelText<HTMLInputElement>('Nodules');
    expect(input.value).toBe('');
    expect(r.container.querySelector('[data-fw-suggestion-for="nodules"]')?.textContent).toBe(
      'Suggested: No nodules.',
    );
    const root = r.container.querySelector('[role="form"]');
    expect(root?.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+A Alt+Shift+S Alt+Shift+N');
    expect(r.container.querySelector('.fw-keys-help')?.textContent).toContain('Alt+Shift+S');
  });

  it('Alt+Shift+S accepts the focused section only, as one interaction', () => {
    const r = renderForm(form);
    const input = screen.getByLabelText<HTMLInputElement>('Nodules');
    key(input, 'KeyS');
    expect(r.updates).toEqual([{ type: 'acceptSuggestions', id: 'lungs' }]);
    expect(input.value).toBe('No nodules.');
    expect(screen.getByLabelText<HTMLInputElement>('Pericardium').value).toBe('');
    expect(r.container.querySelector('[data-fw-suggestion-for="nodules"]')).toBeNull();
  });

  it('Alt+Shift+A accepts the whole form; the section button accepts its section', () => {
    const r = renderForm(form);
    fireEvent.click(screen.getByRole('button', { name: 'Accept suggestions' }));
    expect(r.updates).toEqual([{ type: 'acceptSuggestions', id: 'lungs' }]);
    expect(screen.getByRole('button', { name: 'Accept suggestions' }).getAttribute('aria-keyshortcuts')).toBe(
      'Alt+Shift+S',
    );
    key(screen.getByLabelText('Note'), 'KeyA');
    expect(screen.getByLabelText<HTMLInputElement>('Pericardium').value).toBe('No pericardial effusion.');
  });

  it('Alt+Shift+N goes to the next empty mandatory field, then the next empty field, wrapping', () => {
    renderForm(form);
    const note = screen.getByLabelText('Note');
    note.focus();
    key(note, 'KeyN');
    expect(document.activeElement).toBe(screen.getByLabelText('Heart size'));
    fireEvent.change(screen.getByLabelText('Heart size'), { target: { value: 'normal' } });
    key(document.activeElement as Element, 'KeyN');
    expect(document.activeElement).toBe(screen.getByLabelText('Pericardium'));
    key(document.activeElement as Element, 'KeyN');
    expect(document.activeElement).toBe(screen.getByLabelText('Nodules'));
  });
});
