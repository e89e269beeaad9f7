import { describe, expect, test } from 'vitest';
import { NO_RANGE } from '../diagnostics';
import type { ComponentNode, FormSpec } from '../specification';
import { ManualClock } from './clock';
import { createForm } from './store';
import { formOf, specOf } from './testing';

const visible = (f: ReturnType<typeof formOf>, id: string) =>
  f.store.getSnapshot().components.get(id)?.visible;

/** `depth` nested groups around a Text `leaf`, the outermost hidden by formula on `h`. */
function nested(depth: number): string {
  let inner = '- Text: { id: leaf }';
  for (let i = depth; i >= 1; i--) {
    const ind = inner
      .split('\n')
      .map((l) => `      ${l}`)
      .join('\n');
    inner = `- ComponentGroup:\n    id: g${i}\n${i === 1 ? "    hidden: '=h'\n" : ''}    components:\n${ind}`;
  }
  return `- Checkbox: { id: h }\n${inner}`;
}

describe('visibility (docs/engine.md#visibility)', () => {
  test.each([
    ['hidden', "- Text: { id: x, hidden: '=a > 1' }", 2, false],
    ['hidden false', "- Text: { id: x, hidden: '=a > 1' }", 1, true],
    ['display', "- Text: { id: x, display: '=a < 1' }", 2, false],
    ['display literal true', '- Text: { id: x, display: true }', 2, true],
  ])('%s', (_name, component, a, shown) => {
    const f = formOf(`- Number: { id: a }\n${component}`);
    f.store.update({ type: 'set', id: 'a', value: a });
    expect(visible(f, 'x')).toBe(shown);
  });

  test('hidden components keep their data', () => {
    const f = formOf("- Checkbox: { id: h }\n- Text: { id: x, hidden: '=h' }");
    f.store.update({ type: 'set', id: 'x', value: 'kept' });
    f.store.update({ type: 'set', id: 'h', value: true });
    expect(visible(f, 'x')).toBe(false);
    expect(f.value('x')).toBe('kept');
  });

  test('visibility follows ancestors', () => {
    const f = formOf(nested(5));
    expect(visible(f, 'leaf')).toBe(true);
    f.store.update({ type: 'set', id: 'h', value: true });
    expect(visible(f, 'leaf')).toBe(false);
    expect(visible(f, 'g5')).toBe(false);
  });

  test('visibility looks up to 100 ancestors, not further', () => {
    // Deeper than YAML's nesting limit allows, so the spec is built by hand.
    const base = specOf('- Checkbox: { id: h }');
    const node = (
      id: string,
      type: string,
      parentId: string,
      props: Record<string, unknown>,
      children: ComponentNode[],
    ): ComponentNode => ({
      type,
      id,
      explicitId: true,
      props,
      children,
      parentId,
      path: [],
      range: NO_RANGE,
      propRanges: {},
    });
    let inner = node('leaf', 'Text', 'g101', { id: 'leaf' }, []);
    const all: ComponentNode[] = [inner];
    for (let i = 101; i >= 1; i--) {
      inner = node(
        `g${i}`,
        'ComponentGroup',
        i === 1 ? '#Root' : `g${i - 1}`,
        i === 1 ? { id: 'g1', hidden: '=h' } : { id: `g${i}` },
        [inner],
      );
      all.unshift(inner);
    }
    const spec: FormSpec = {
      ...base,
      components: [...base.components, inner],
      all: [...base.all, ...all],
      byId: new Map([...base.byId, ...all.map((n) => [n.id, n] as const)]),
    };
    const store = createForm(spec, { clock: new ManualClock() });
    store.update({ type: 'set', id: 'h', value: true });
    const c = store.getSnapshot().components;
    expect(c.get('g100')?.visible).toBe(false);
    expect(c.get('g101')?.visible).toBe(false);
    expect(c.get('leaf')?.visible).toBe(true);
  });

  test('a Row checkbox shows its children only while checked (checkboxFunc display)', () => {
    const f = formOf(
      ['- Row:', '    id: r', '    checkbox: true', '    components:', '      - Text: { id: x }'].join('\n'),
    );
    expect(visible(f, 'x')).toBe(false);
    f.store.update({ type: 'check', id: 'r', value: true });
    expect(visible(f, 'x')).toBe(true);
    expect(visible(f, 'r')).toBe(true);
  });

  test('a Row auto-hides when every child is hidden, unless it has a checkbox', () => {
    const row = (extra: string) =>
      [
        '- Checkbox: { id: h }',
        '- Row:',
        '    id: r',
        ...(extra ? [`    ${extra}`] : []),
        '    components:',
        "      - Text: { id: x, hidden: '=h' }",
      ].join('\n');
    const plain = formOf(row(''));
    plain.store.update({ type: 'set', id: 'h', value: true });
    expect(visible(plain, 'r')).toBe(false);
    expect(plain.prop('r', 'noVisableChildren')).toBe(true);
    const off = formOf(row('autoHide: false'));
    off.store.update({ type: 'set', id: 'h', value: true });
    expect(visible(off, 'r')).toBe(true);
    const boxed = formOf(row('checkbox: true'));
    boxed.store.update({ type: 'set', id: 'h', value: true });
    expect(visible(boxed, 'r')).toBe(true);
  });

  test('a Row without children is shown: noVisableChildren needs a child that is hidden', () => {
    const f = formOf(['- Row:', '    id: r', '    label: Findings', '    components: []'].join('\n'));
    expect(f.prop('r', 'noVisableChildren')).toBe(false);
    expect(f.prop('r', 'autoHidden')).toBe(false);
    expect(visible(f, 'r')).toBe(true);
  });

  test('Tabs: children of a hidden tab are not visible and the active tab falls back to the first shown tab', () => {
    const f = formOf(
      [
        '- Checkbox: { id: h }',
        '- Tabs:',
        '    id: tabs',
        '    tabs:',
        "      - { tabname: One, hidden: '=h', components: [ { Text: { id: one } } ] }",
        '      - { tabname: Two, components: [ { Text: { id: two } } ] }',
      ].join('\n'),
    );
    expect(f.prop('tabs', 'activeTabIndex')).toBe(0);
    f.store.update({ type: 'set', id: 'h', value: true });
    expect(f.prop('tabs', 'activeTabIndex')).toBe(1);
    expect(visible(f, 'one')).toBe(false);
    expect(visible(f, 'two')).toBe(true);
  });

  test('a Button toggles the display of its target, then raises the click event', () => {
    const f = formOf(
      ['- Button: { id: b, label: More, toggleComponentId: x }', '- Text: { id: x }'].join('\n'),
    );
    f.store.update({ type: 'click', id: 'b' });
    expect(visible(f, 'x')).toBe(false);
    f.store.update({ type: 'click', id: 'b' });
    expect(visible(f, 'x')).toBe(true);
  });
});

describe('mandatory fields (docs/engine.md#visibility, docs/engine.md#mandatory-fields)', () => {
  const form = [
    '- Number: { id: a, label: Size, mandatory: alert }',
    '- Text: { id: b, name: Comment, label: C, mandatory: prohibit }',
    "- Text: { id: c, mandatory: prohibit, hidden: '=a > 5' }",
    '- Text: { id: d }',
  ].join('\n');

  test('lists empty mandatory fields in document order with level and label', () => {
    const f = formOf(form);
    expect(f.store.getSnapshot().mandatory).toEqual([
      { id: 'a', level: 'alert', label: 'Size' },
      { id: 'b', level: 'prohibit', label: 'Comment' },
      { id: 'c', level: 'prohibit', label: 'c' },
    ]);
  });

  test('filled and hidden fields leave the list', () => {
    const f = formOf(form);
    f.store.update({ type: 'set', id: 'a', value: 9 });
    expect(f.store.getSnapshot().mandatory.map((m) => m.id)).toEqual(['b']);
  });

  test('prohibit-only lists only prohibit entries', () => {
    const f = formOf(form, { metadata: 'mandatoryFields: prohibit-only' });
    expect(f.store.getSnapshot().mandatory.map((m) => m.level)).toEqual(['prohibit', 'prohibit']);
  });

  test('the other option counts as filled only with free text (the behaviour decides)', () => {
    const f = formOf(
      '- CheckboxList: { id: cl, label: Findings, otherOption: yes-prohibit, options: [{ value: a }] }',
    );
    f.store.update({ type: 'toggleOther', id: 'cl', checked: true });
    expect(f.store.getSnapshot().mandatory.map((m) => m.id)).toEqual(['cl']);
    f.store.update({ type: 'otherText', id: 'cl', text: 'cyst' });
    expect(f.store.getSnapshot().mandatory).toEqual([]);
  });
});
