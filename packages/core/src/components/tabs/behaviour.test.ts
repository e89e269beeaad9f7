import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { tabsBehaviour as b } from './behaviour';

const tab = (tabname: string, extra: Record<string, unknown> = {}) => ({ tabname, components: [], ...extra });

describe('Tabs active tab (docs/components.md#tabs)', () => {
  it.each([
    ['activeTab defaults to the first tab', [tab('A'), tab('B')], {}, 0],
    ['activeTab is used when shown', [tab('A'), tab('B')], { activeTab: 1 }, 1],
    [
      'a hidden active tab falls back to the first shown',
      [tab('A'), tab('B', { hidden: true }), tab('C')],
      { activeTab: 1 },
      0,
    ],
    ['a not-displayed first tab is skipped', [tab('A', { display: false }), tab('B')], {}, 1],
    ['a hidden first tab is skipped', [tab('A', { hidden: 'true' }), tab('B')], {}, 1],
    ['tabsHiddenFilter hides by index', [tab('A'), tab('B')], { tabsHiddenFilter: [true, false] }, 1],
    [
      'tabsDisplayFilter removes by index',
      [tab('A'), tab('B'), tab('C')],
      { tabsDisplayFilter: [false, false] },
      2,
    ],
    ['an index past the end falls back', [tab('A'), tab('B')], { activeTab: 7 }, 0],
    ['a tab name selects that tab', [tab('A'), tab('B')], { activeTab: 'B' }, 1],
    ['no shown tab gives -1', [tab('A', { hidden: true })], {}, -1],
  ])('%s', (_name, tabs, props, index) => {
    expect(b.derive?.(testContext({ tabs, ...props })).activeTabIndex).toBe(index);
  });

  it('selects only shown tabs', () => {
    const props = { tabs: [tab('A'), tab('B', { hidden: true })] };
    expect(b.input?.({ kind: 'selectTab', tab: 0 }, testContext(props))).toEqual({ activeTab: 0 });
    expect(b.input?.({ kind: 'selectTab', tab: 1 }, testContext(props))).toEqual({});
  });
});

describe('Tabs lets a child show only on a shown tab', () => {
  it.each([
    ['a child on a shown tab', [true, false], 0, true],
    ['a child on a hidden tab', [true, false], 1, false],
    ['a child outside the tabs', [true, false], undefined, true],
    ['before the tab flags are known', undefined, 1, true],
  ])('%s', (_name, tabVisible, tab, allowed) => {
    expect(b.allowsChild?.({ tabVisible }, tab)).toBe(allowed);
  });
});
