// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { AutoCompleteView } from './AutoCompleteView';

afterEach(cleanup);

const OPTIONS = '[Abscess, Scar, Carcinoma, Calcification]';
const combo = () => screen.getByRole('combobox', { name: 'Finding' }) as HTMLInputElement;
const shownOptions = () => screen.queryAllByRole('option').map((o) => o.textContent);
const ac = (extra = '') => `- AutoComplete: { id: f, label: Finding, options: ${OPTIONS}${extra} }`;

describe('AutoCompleteView', () => {
  it('is a combobox named by its label that lists options beginning with the text, then containing it', async () => {
    renderView(ac(), 'f', AutoCompleteView);
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(combo(), 'ca');
    expect(combo().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(shownOptions()).toEqual(['Carcinoma', 'Calcification', 'Scar']);
  });

  it.each([
    ['below minSearch', ', minSearch: 3', 'a', 'Type 2 more letters to find results...'],
    ['nothing matches', '', 'zzz', 'No results found...'],
    [
      'more than maxSearchResults',
      ', maxSearchResults: 2',
      'c',
      'More results found. Keep narrowing down the search...',
    ],
    ['matches within the limit', '', 'abs', 'Select an option...'],
  ])('shows the prompt when %s', async (_, extra, typed, prompt) => {
    renderView(ac(extra), 'f', AutoCompleteView);
    await userEvent.type(combo(), typed);
    expect(screen.getByRole('status').textContent).toBe(prompt);
  });

  it('moves through the results with the arrow keys and chooses with Enter', async () => {
    const view = renderView(ac(), 'f', AutoCompleteView);
    await userEvent.type(combo(), 'ca');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Calcification' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(combo().getAttribute('aria-activedescendant')).toBe(second.id);
    await userEvent.keyboard('{Enter}');
    expect(view.value()).toEqual(['Calcification']);
    expect(combo().value).toBe('');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list with Escape', async () => {
    renderView(ac(), 'f', AutoCompleteView);
    await userEvent.type(combo(), 's');
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('in single choice shows the chosen value, replaces it with a new choice and cannot remove it', async () => {
    const view = renderView(ac(), 'f', AutoCompleteView);
    await userEvent.type(combo(), 'scar');
    await userEvent.click(screen.getByRole('option', { name: 'Scar' }));
    expect(view.value()).toEqual(['Scar']);
    const chips = screen.getByRole('list', { name: 'Selected' });
    expect(within(chips).getByText('Scar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Scar' })).toBeNull();
    await userEvent.type(combo(), 'abs');
    await userEvent.click(screen.getByRole('option', { name: 'Abscess' }));
    expect(view.value()).toEqual(['Abscess']);
  });

  it('with singleOptionDeletable lets the single chosen value be removed', async () => {
    const view = renderView(ac(', singleOptionDeletable: true, value: [Scar]'), 'f', AutoCompleteView);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Scar' }));
    expect(view.value()).toEqual([]);
  });

  it('in multichoice keeps adding, leaves chosen values out of the results and shows them as the placeholder', async () => {
    const view = renderView(ac(', multichoice: true'), 'f', AutoCompleteView);
    await userEvent.type(combo(), 'ca');
    await userEvent.click(screen.getByRole('option', { name: 'Carcinoma' }));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await userEvent.type(combo(), 'ca');
    expect(shownOptions()).toEqual(['Calcification', 'Scar']);
    await userEvent.click(screen.getByRole('option', { name: 'Scar' }));
    expect(view.value()).toEqual(['Carcinoma', 'Scar']);
    expect(screen.queryByRole('list', { name: 'Selected' })).toBeNull();
    expect(combo().placeholder).toBe(view.prop('displayValue'));
  });

  it('in multichoice with showSelectedValues shows removable chips', async () => {
    const view = renderView(
      ac(', multichoice: true, showSelectedValues: true, value: [Scar, Abscess]'),
      'f',
      AutoCompleteView,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Scar' }));
    expect(view.value()).toEqual(['Abscess']);
    await userEvent.click(combo());
    await userEvent.keyboard('{Backspace}');
    expect(view.value()).toEqual([]);
  });

  it('shows the default prompt as placeholder, or the one given', () => {
    renderView(ac(), 'f', AutoCompleteView);
    expect(combo().placeholder).toBe('Select an option...');
    cleanup();
    renderView(ac(', placeholder: Search findings'), 'f', AutoCompleteView);
    expect(combo().placeholder).toBe('Search findings');
  });

  it('is disabled when its disabled formula holds', () => {
    renderView(ac(', disabled: "=true"'), 'f', AutoCompleteView);
    expect(combo().disabled).toBe(true);
  });
});
