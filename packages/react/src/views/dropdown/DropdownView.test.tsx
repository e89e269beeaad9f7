// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { DropdownView } from './DropdownView';

afterEach(cleanup);

const select = () => screen.getByRole('combobox', { name: 'Grade' }) as HTMLSelectElement;
const shown = () => select().selectedOptions[0]?.textContent;

describe('DropdownView', () => {
  it('is a select named by its label whose choice reaches the store, numbers kept as numbers', async () => {
    const view = renderView(
      '- Dropdown: { id: g, label: Grade, options: [{ value: 1, text: Low }, { value: 2, text: High }] }',
      'g',
      DropdownView,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Low', 'High']);
    await userEvent.selectOptions(select(), 'High');
    expect(view.value()).toBe(2);
    expect(shown()).toBe('High');
  });

  it('without a placeholder shows the first enabled option as the value', () => {
    const view = renderView(
      '- Dropdown: { id: g, label: Grade, options: [{ value: a, disabled: true }, b, c] }',
      'g',
      DropdownView,
    );
    expect(view.value()).toBe('b');
    expect(shown()).toBe('b');
  });

  it('with a placeholder starts empty and can be set back to empty', async () => {
    const view = renderView(
      '- Dropdown: { id: g, label: Grade, placeholder: Choose..., options: [a, b] }',
      'g',
      DropdownView,
    );
    expect(shown()).toBe('Choose...');
    expect(view.value() ?? '').toBe('');
    await userEvent.selectOptions(select(), 'b');
    expect(view.value()).toBe('b');
    await userEvent.selectOptions(select(), 'Choose...');
    expect(view.value() ?? '').toBe('');
  });

  it('shows disabledOptions as disabled entries', () => {
    renderView(
      '- Dropdown: { id: g, label: Grade, options: [a, b, c], disabledOptions: [b] }',
      'g',
      DropdownView,
    );
    const b = screen.getByRole('option', { name: 'b' }) as HTMLOptionElement;
    expect(b.disabled).toBe(true);
  });

  it('is disabled when its disabled formula holds', () => {
    renderView('- Dropdown: { id: g, label: Grade, options: [a], disabled: "=true" }', 'g', DropdownView);
    expect(select().disabled).toBe(true);
  });

  it('with uniqueInRepeatedElements disables, in each list item, the values the other items hold', () => {
    const view = renderView(
      [
        '- List:',
        '    id: L',
        '    numItems: 2',
        '    components:',
        '      - Dropdown: { id: g, label: Grade, uniqueInRepeatedElements: true, options: [a, b, c] }',
      ].join('\n'),
      'L_2_g',
      DropdownView,
    );
    expect(view.value('L_1_g')).toBe('a');
    expect(view.value()).toBe('b');
    expect((screen.getByRole('option', { name: 'a' }) as HTMLOptionElement).disabled).toBe(true);
    expect(shown()).toBe('b');
  });
});
