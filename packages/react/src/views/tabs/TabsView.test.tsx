// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

/** A Tabs with three tabs A, B, C, each holding one Header; `extra` adds Tabs properties or tab flags. */
function tabs(extra = '', flags: Partial<Record<'A' | 'B' | 'C', string>> = {}): string {
  const tab = (name: 'A' | 'B' | 'C') =>
    [
      `    - tabname: ${name}`,
      ...(flags[name] ? [`      ${flags[name]}`] : []),
      '      components:',
      `        - Header: { id: h${name}, header: Content ${name} }`,
    ].join('\n');
  return [
    '- Tabs:',
    '    id: t',
    ...(extra ? [`    ${extra}`] : []),
    '    tabs:',
    tab('A'),
    tab('B'),
    tab('C'),
  ].join('\n');
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('TabsView', () => {
  it('renders a tablist with the first tab selected and its panel', () => {
    renderForm(tabs());
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(tabNames()).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Content A');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'A' }).id);
    expect(screen.queryByText('Content B')).toBeNull();
  });

  it('selects a tab on click through selectTab', async () => {
    const { updates } = renderForm(tabs());
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(updates).toContainEqual({ type: 'selectTab', id: 't', tab: 1 });
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Content B');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    renderForm(tabs());
    screen.getByRole('tab', { name: 'A' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('B');
    expect(screen.getByRole('tabpanel').textContent).toContain('Content B');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('C');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('A');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('C');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('A');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('leaves out hidden and non-displayed tabs', () => {
    renderForm(tabs('', { A: 'hidden: "true"', C: 'display: "false"' }));
    expect(tabNames()).toEqual(['B']);
  });

  it('falls back to the first shown tab when the active tab is hidden', () => {
    renderForm(tabs('activeTab: 0', { A: 'hidden: "true"' }));
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Content B');
  });

  it('applies tabsHiddenFilter and tabsDisplayFilter', () => {
    renderForm(tabs('tabsHiddenFilter: [false, true, false]'));
    expect(tabNames()).toEqual(['A', 'C']);
    cleanup();
    renderForm(tabs('tabsDisplayFilter: [true, true, false]'));
    expect(tabNames()).toEqual(['A', 'B']);
  });

  it('follows a tab flag formula as the form changes', () => {
    const { store } = renderForm(
      `- Checkbox: { id: more, label: More }\n${tabs('', { C: 'display: "=more"' })}`,
    );
    expect(tabNames()).toEqual(['A', 'B']);
    act(() => store.update({ type: 'check', id: 'more', value: true }));
    expect(tabNames()).toEqual(['A', 'B', 'C']);
  });
});
