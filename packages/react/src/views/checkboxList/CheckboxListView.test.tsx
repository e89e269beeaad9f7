// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeScript } from '@formwright/core/testing';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { CheckboxListView } from './CheckboxListView';

afterEach(cleanup);

const LIST =
  '- CheckboxList: { id: f, label: Findings, options: [Cyst, Stone, { value: None, exclusive: true }] }';
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('CheckboxListView', () => {
  it('is a group named by its label with checkboxes named by their option text', async () => {
    const view = renderView(LIST, 'f', CheckboxListView);
    expect(screen.getByRole('group', { name: 'Findings' })).toBeTruthy();
    await userEvent.click(box('Cyst'));
    await userEvent.click(box('Stone'));
    expect(view.value()).toEqual(['Cyst', 'Stone']);
    expect(box('Cyst').checked).toBe(true);
    await userEvent.click(box('Cyst'));
    expect(view.value()).toEqual(['Stone']);
  });

  it('clears the other options when an exclusive one is ticked, and the exclusive one when another is', async () => {
    const view = renderView(LIST, 'f', CheckboxListView);
    await userEvent.click(box('Cyst'));
    await userEvent.click(box('None'));
    expect(view.value()).toEqual(['None']);
    expect(box('Cyst').checked).toBe(false);
    await userEvent.click(box('Stone'));
    expect(view.value()).toEqual(['Stone']);
  });

  it('on single choice replaces with a click and clears with a Ctrl-click', async () => {
    const view = renderView(
      '- CheckboxList: { id: s, label: S, multichoice: false, options: [a, b] }',
      's',
      CheckboxListView,
    );
    const user = userEvent.setup();
    await user.click(box('a'));
    await user.click(box('b'));
    expect(view.value()).toBe('b');
    await user.keyboard('{Control>}');
    await user.click(box('b'));
    await user.keyboard('{/Control}');
    expect(view.value() ?? '').toBe('');
  });

  it.each([
    [undefined, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ])('with columns %s lays the options out in %i columns', (columns, shown) => {
    renderView(
      `- CheckboxList: { id: f, label: F, options: [a, b, c, d, e]${columns ? `, columns: ${columns}` : ''} }`,
      'f',
      CheckboxListView,
    );
    const grid = screen.getByRole('group', { name: 'F' });
    expect(grid.getAttribute('data-columns')).toBe(String(shown));
    expect(grid.style.getPropertyValue('--fw-columns')).toBe(String(shown));
  });

  it.each(['tight', 'small', 'normal', 'airy'])('shows spacing %s', (spacing) => {
    renderView(
      `- CheckboxList: { id: f, label: F, options: [a], spacing: ${spacing} }`,
      'f',
      CheckboxListView,
    );
    expect(screen.getByRole('group', { name: 'F' }).className).toContain(`fw-checklist--${spacing}`);
  });

  it('offers the other option with a text field while ticked, each keystroke reaching the store', async () => {
    const view = renderView(
      '- CheckboxList: { id: f, label: F, options: [a], otherOption: "yes", otherOptionName: Else, otherOptionPlaceholderText: Describe }',
      'f',
      CheckboxListView,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(box('Else'));
    expect(view.prop('otherIsChecked')).toBe(true);
    const text = screen.getByRole('textbox', { name: 'Else text' });
    expect(document.activeElement).toBe(text);
    expect(text.getAttribute('placeholder')).toBe('Describe');
    await userEvent.type(text, 'polyp');
    expect(view.prop('otherOptionValue')).toBe('polyp');
    expect(view.prop('textValue')).toBe('polyp');
    expect(view.value()).toContain('polyp');
    await userEvent.click(box('Else'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(view.prop('otherIsChecked')).toBe(false);
  });

  it('cannot tick a disabled option', async () => {
    const view = renderView(
      '- CheckboxList: { id: f, label: F, options: [a, { value: b, disabled: true }] }',
      'f',
      CheckboxListView,
    );
    expect(box('b').disabled).toBe(true);
    await userEvent.click(box('b'));
    expect(view.value() ?? []).toEqual([]);
  });

  it('reruns the script 200 ms after the last keystroke in the other field', () => {
    const script = fakeScript();
    const view = renderView(
      '- CheckboxList: { id: f, label: F, options: [a], otherOption: "yes" }',
      'f',
      CheckboxListView,
      { script },
    );
    fireEvent.click(box('Other'));
    act(() => view.clock.advance(1000));
    const field = screen.getByRole('textbox', { name: 'Other text' });
    const before = script.events.length;
    fireEvent.change(field, { target: { value: 'p' } });
    act(() => view.clock.advance(150));
    fireEvent.change(field, { target: { value: 'po' } });
    act(() => view.clock.advance(199));
    expect(script.events.length).toBe(before);
    act(() => view.clock.advance(1));
    expect(script.events.slice(before).map((e) => [e.reason, e.source])).toEqual([['userInput', 'f']]);
    expect(view.prop('otherOptionValue')).toBe('po');
  });

  it('on single choice clears the choice from the keyboard with Ctrl+Space', async () => {
    const view = renderView(
      '- CheckboxList: { id: s, label: S, multichoice: false, options: [a, b] }',
      's',
      CheckboxListView,
    );
    const user = userEvent.setup();
    await user.click(box('a'));
    expect(view.value()).toBe('a');
    await user.keyboard('{Control>} {/Control}');
    expect(view.value() ?? '').toBe('');
    expect(box('a').checked).toBe(false);
  });
});
