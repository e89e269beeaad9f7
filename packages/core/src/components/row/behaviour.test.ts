import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { rowBehaviour as b } from './behaviour';

const kids = (...visible: boolean[]) => visible.map((v, i) => ({ id: `k${i}`, visible: v }));

describe('Row (docs/components.md#row, docs/specification.md#component-entries)', () => {
  it.each([
    ['some child visible: shown', {}, kids(true, false), false, false],
    ['no child visible: auto-hidden', {}, kids(false, false), true, true],
    ['autoHide false: kept', { autoHide: false }, kids(false), true, false],
    ['a checkbox row never auto-hides', { checkbox: true }, kids(false), true, false],
    ['no children: nothing to hide, so the row shows', {}, [], false, false],
  ])('%s', (_name, props, children, none, hidden) => {
    const d = b.derive?.(testContext(props, { children }));
    expect(d?.noVisableChildren).toBe(none);
    expect(d?.autoHidden).toBe(hidden);
    expect(b.hidesItself?.({ ...props, ...d })).toBe(hidden);
  });

  it.each([
    ['no checkbox: children shown', {}, true],
    ['checkbox unchecked: children hidden', { checkbox: true, value: false }, false],
    ['checkbox checked: children shown', { checkbox: true, value: true }, true],
    [
      'checkboxFunc none: children always shown',
      { checkbox: true, value: false, checkboxFunc: 'none' },
      true,
    ],
  ])('%s', (_name, props, shown) => {
    const d = b.derive?.(testContext(props));
    expect(d?.childrenShown).toBe(shown);
    expect(b.allowsChild?.({ ...props, ...d }, undefined)).toBe(shown);
  });

  it('toggles the checkbox value', () => {
    const props = { checkbox: true, value: false };
    expect(b.input?.({ kind: 'click' }, testContext(props))).toEqual({ value: true });
    expect(b.input?.({ kind: 'check', value: false }, testContext(props))).toEqual({ value: false });
    expect(b.input?.({ kind: 'click' }, testContext({}))).toEqual({});
  });

  it.each([
    [undefined, 4],
    [0, 1],
    [3, 3],
    [15, 11],
    ['6/6', 6],
    ['2', 2],
  ])('colSplit %j gives a label column of %s', (colSplit, label) => {
    const d = b.derive?.(testContext({ colSplit }));
    expect(d?.labelColumns).toBe(label);
    expect(d?.contentColumns).toBe(12 - label);
  });
});
