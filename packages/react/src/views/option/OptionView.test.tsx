// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { OptionView } from './OptionView';

afterEach(cleanup);

const SIDES = '- Option: { id: side, label: Side, options: [Left, Right, Both] }';

describe('OptionView', () => {
  it('is a radio group named by its label, with radios named by their text', async () => {
    const view = renderView(SIDES, 'side', OptionView);
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    expect(group).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Right' }));
    expect(view.value()).toBe('Right');
    expect(screen.getByRole('radio', { name: 'Right' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Left' }).getAttribute('aria-checked')).toBe('false');
  });

  it('replaces a single choice on a plain click and deselects it on Ctrl-click', async () => {
    const view = renderView(SIDES, 'side', OptionView);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    expect(view.value()).toBe('Both');
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    expect(view.value()).toBe('Both');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.keyboard('{/Control}');
    expect(view.value() ?? '').toBe('');
  });

  it('with multichoice is a group of checkable buttons where an exclusive option clears the others', async () => {
    const view = renderView(
      '- Option: { id: f, label: Findings, multichoice: true, options: [Cyst, Stone, { value: None, exclusive: true }] }',
      'f',
      OptionView,
    );
    expect(screen.getByRole('group', { name: 'Findings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cyst' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stone' }));
    expect(view.value()).toEqual(['Cyst', 'Stone']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'None' }));
    expect(view.value()).toEqual(['None']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cyst' }));
    expect(view.value()).toEqual(['Cyst']);
  });

  it.each([
    [undefined, 'fill-auto'],
    ['fill-auto', 'fill-auto'],
    ['fill-equal', 'fill-equal'],
    ['stack', 'stack'],
    ['no-fill', 'no-fill'],
  ])('lays out optionLayout %s as %s', (layout, shown) => {
    renderView(
      `- Option: { id: side, label: Side, options: [L, R]${layout ? `, optionLayout: ${layout}` : ''} }`,
      'side',
      OptionView,
    );
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    expect(group.getAttribute('data-layout')).toBe(shown);
    expect(group.className).toContain(`fw-option__group--${shown}`);
  });

  it('shows each description below its option with showDescription, else as the button title', () => {
    const opts = '[{ value: a, text: Mild, description: Less than 1 cm }, { value: b, text: Severe }]';
    renderView(`- Option: { id: g, label: Grade, options: ${opts}, showDescription: true }`, 'g', OptionView);
    expect(screen.getByText('Less than 1 cm')).toBeTruthy();
    cleanup();
    renderView(`- Option: { id: g, label: Grade, options: ${opts} }`, 'g', OptionView);
    expect(screen.queryByText('Less than 1 cm')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Mild' }).getAttribute('title')).toBe('Less than 1 cm');
  });

  it('marks the suggested value while the value is empty, and no longer once chosen', async () => {
    renderView(
      '- Option: { id: side, label: Side, options: [Left, Right], suggestedValue: Right }',
      'side',
      OptionView,
    );
    expect(screen.getByRole('radio', { name: 'Right' }).getAttribute('data-suggested')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Left' }).getAttribute('data-suggested')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Left' }));
    expect(screen.getByRole('radio', { name: 'Right' }).getAttribute('data-suggested')).toBeNull();
  });

  it('is one tab stop whose arrow keys move focus and Space chooses', async () => {
    const view = renderView(SIDES, 'side', OptionView);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Left' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Both' }));
    await user.keyboard(' ');
    expect(view.value()).toBe('Both');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Left' }));
  });

  it('cannot choose a disabled option', async () => {
    const view = renderView(
      '- Option: { id: s, label: S, options: [a, { value: b, disabled: true }] }',
      's',
      OptionView,
    );
    const b = screen.getByRole('radio', { name: 'b' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    await userEvent.click(b);
    expect(view.value() ?? '').toBe('');
  });

  it('shows option text that looks like HTML as text, never as markup', () => {
    renderView(
      `- Option: { id: s, label: S, options: [{ value: x, text: '<img src=q onerror="alert(1)">' }] }`,
      's',
      OptionView,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('radio', { name: '<img src=q onerror="alert(1)">' })).toBeTruthy();
  });

  it('deselects a single choice from the keyboard with Ctrl+Space', async () => {
    const view = renderView(SIDES, 'side', OptionView);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    expect(view.value()).toBe('Left');
    await user.keyboard('{Control>} {/Control}');
    expect(view.value() ?? '').toBe('');
    expect(screen.getByRole('radio', { name: 'Left' }).getAttribute('aria-checked')).toBe('false');
  });
});
