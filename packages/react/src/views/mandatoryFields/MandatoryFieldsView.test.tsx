// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createForm, parseSpec } from '@formwright/core';
import { render } from '@testing-library/react';
import { EN_TEXTS } from '@formwright/core/runtime';
import { FormView } from '../../form/FormView';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const fields =
  '- Text: { id: name, label: Patient name, mandatory: prohibit }\n- Text: { id: note, label: Note, mandatory: alert }';

function formWith(components: string, metadata = '') {
  const text = [
    `Metadata: { lang: en, title: T, description: D${metadata} }`,
    'Components:',
    ...components.split('\n').map((l) => `  ${l}`),
    'ReportOutput: []',
  ].join('\n');
  const parsed = parseSpec(text);
  if (!parsed.spec) throw new Error(parsed.diagnostics.map((d) => d.message).join('\n'));
  return createForm(parsed.spec);
}

describe('MandatoryFieldsView', () => {
  it('lists every empty mandatory field with its level text, and drops a field once filled', () => {
    const { store } = renderForm(fields);
    const nav = screen.getByRole('navigation', { name: 'Mandatory fields' });
    expect(nav.textContent).toContain('Patient name');
    expect(nav.textContent).toContain(EN_TEXTS.mandatoryProhibit);
    expect(nav.textContent).toContain('Note');
    expect(nav.textContent).toContain(EN_TEXTS.mandatoryAlert);
    act(() => store.update({ type: 'set', id: 'name', value: 'Ada' }));
    expect(screen.getByRole('navigation').textContent).not.toContain('Patient name');
  });

  it('shows nothing once no mandatory field is empty', () => {
    const { store } = renderForm('- Text: { id: name, label: Patient name, mandatory: prohibit }');
    act(() => store.update({ type: 'set', id: 'name', value: 'Ada' }));
    expect(screen.queryByRole('navigation', { name: 'Mandatory fields' })).toBeNull();
  });

  it('focuses the field when its entry is clicked', async () => {
    renderForm(fields);
    await userEvent.click(screen.getByRole('link', { name: 'Note' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));
  });

  it("warns 'Error while trying to show component: {id}' when the field cannot be shown", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The field's view is replaced by one that renders nothing focusable: the jump has nowhere to land.
    renderForm(fields, { props: { views: { Text: () => null } } });
    await userEvent.click(screen.getByRole('link', { name: 'Note' }));
    expect(warn).toHaveBeenCalledWith('Error while trying to show component: note');
    expect(screen.getByRole('status').textContent).toBe('Error while trying to show component: note');
    warn.mockRestore();
  });

  it('lists only prohibit entries with Metadata.mandatoryFields prohibit-only', () => {
    render(<FormView store={formWith(fields, ', mandatoryFields: prohibit-only')} />);
    const nav = screen.getByRole('navigation', { name: 'Mandatory fields' });
    expect(nav.textContent).toContain('Patient name');
    expect(nav.textContent).not.toContain('Note');
  });

  it('is not rendered with Metadata.mandatoryFields no-display', () => {
    render(<FormView store={formWith(fields, ', mandatoryFields: no-display')} />);
    expect(screen.queryByRole('navigation', { name: 'Mandatory fields' })).toBeNull();
  });

  it('selects the tab that holds the field before focusing it', async () => {
    const { updates } = renderForm(
      [
        '- Tabs:',
        '    id: tabs',
        '    tabs:',
        '      - tabname: First',
        '        components:',
        '          - Header: { id: h, header: One }',
        '      - tabname: Second',
        '        components:',
        '          - Text: { id: late, label: Late field, mandatory: alert }',
      ].join('\n'),
    );
    expect(screen.queryByRole('textbox', { name: 'Late field' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Late field' }));
    expect(updates).toContainEqual({ type: 'selectTab', id: 'tabs', tab: 1 });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Late field' }));
  });

  it('opens the collapsed list item that holds the field before focusing it', async () => {
    const { store, updates } = renderForm(
      [
        '- List:',
        '    id: les',
        '    numItems: 1',
        '    collapsable: true',
        '    components:',
        '      - Text: { id: d, label: Diameter, mandatory: alert }',
      ].join('\n'),
    );
    act(() => store.update({ type: 'toggleItem', id: 'les', item: 1, open: false }));
    expect(screen.queryByRole('textbox', { name: 'Diameter' })).toBeNull();
    // The entry names the List item (issue 20 item 6).
    await userEvent.click(screen.getByRole('link', { name: 'Diameter (Item 1)' }));
    expect(updates).toContainEqual({ type: 'toggleItem', id: 'les', item: 1, open: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Diameter' }));
  });
});
