import { describe, expect, test } from 'vitest';
import { parseSpec } from '../specification';
import { formOf } from './testing';

const form = [
  '- Section:',
  '    id: lungs',
  '    components:',
  '      - Text: { id: t, suggestedValue: No nodules. }',
  '      - TextArea: { id: ta, suggestedValue: Clear lungs. }',
  '      - Number: { id: n, minValue: 0, maxValue: 10, suggestedValue: 3 }',
  '      - Date: { id: d, suggestedValue: "2026-01-02" }',
  '      - Checkbox: { id: cb, suggestedValue: true }',
  '      - Dropdown: { id: dd, placeholder: Choose, options: [a, b], suggestedValue: b }',
  '      - AutoComplete: { id: ac, options: [x, y], suggestedValue: y }',
  '      - CheckboxList: { id: cl, options: [p, q, r], suggestedValue: [p, r] }',
  '      - Option: { id: op, options: [yes, no], suggestedValue: no }',
  '      - Number: { id: bad, maxValue: 5, suggestedValue: 9 }',
  '      - Text: { id: off, disabled: true, suggestedValue: x }',
  '      - Text: { id: gone, hidden: true, suggestedValue: x }',
  '      - Text: { id: filled, value: mine, suggestedValue: x }',
  '- Section:',
  '    id: other',
  '    components:',
  '      - Text: { id: o, suggestedValue: Normal. }',
  '- Section:',
  '    id: locked',
  '    disabled: true',
  '    components:',
  '      - Text: { id: l, suggestedValue: x }',
  '- Section:',
  '    id: hiddenSection',
  '    hidden: true',
  '    components:',
  '      - Text: { id: h, suggestedValue: x }',
].join('\n');

describe('suggestedValue: a highlighted suggestion, not a value, until accepted', () => {
  test('the suggestion is offered while empty; the value stays empty', () => {
    const f = formOf(form);
    expect(f.prop('t', 'suggestion')).toBe('No nodules.');
    expect(f.value('t') ?? '').toBe('');
    expect(f.prop('cl', 'suggestion')).toEqual(['p', 'r']);
    expect(f.prop('ac', 'suggestion')).toEqual(['y']);
    expect(f.prop('op', 'suggestion')).toBe('no');
    expect(f.prop('bad', 'suggestion')).toBeUndefined();
    expect(f.prop('filled', 'suggestion')).toBeUndefined();
  });

  test('accepting a Section writes every empty, enabled, visible field of it, once', () => {
    const f = formOf(form);
    const seen: unknown[] = [];
    f.store.subscribe(() => seen.push(f.store.getSnapshot()));
    f.store.update({ type: 'acceptSuggestions', id: 'lungs' });
    expect(seen).toHaveLength(1);
    expect(f.value('t')).toBe('No nodules.');
    expect(f.value('ta')).toBe('Clear lungs.');
    expect(f.value('n')).toBe(3);
    expect(f.value('d')).toBe('2026-01-02');
    expect(f.value('cb')).toBe(true);
    expect(f.value('dd')).toBe('b');
    expect(f.value('ac')).toEqual(['y']);
    expect(f.value('cl')).toEqual(['p', 'r']);
    expect(f.value('op')).toBe('no');
    expect(f.value('bad') ?? '').toBe('');
    expect(f.value('off') ?? '').toBe('');
    expect(f.value('gone') ?? '').toBe('');
    expect(f.value('filled')).toBe('mine');
    expect(f.value('o') ?? '').toBe('');
  });

  test('a field the user touched is never overwritten, even emptied', () => {
    const f = formOf(form);
    f.store.update({ type: 'set', id: 't', value: 'typed' });
    f.store.update({ type: 'set', id: 't', value: '' });
    f.store.update({ type: 'acceptSuggestions', id: 'form' });
    expect(f.value('t') ?? '').toBe('');
    expect(f.value('o')).toBe('Normal.');
  });

  test.each([
    ['locked', 'locked is disabled', 'l'],
    ['hiddenSection', 'hiddenSection is hidden', 'h'],
  ])('accepting in %s does nothing and says why', (id, reason, field) => {
    const f = formOf(form);
    f.store.update({ type: 'acceptSuggestions', id });
    expect(f.value(field) ?? '').toBe('');
    const ignored = f.store.getSnapshot().diagnostics.filter((d) => d.code === 'action-ignored');
    expect(ignored.map((d) => d.message).join('\n')).toContain(reason);
  });

  test('the log records one step', () => {
    const steps: unknown[] = [];
    const f = formOf(form, { options: { onDispatch: (s) => steps.push(s) } });
    f.store.update({ type: 'acceptSuggestions', id: 'form' });
    expect(steps).toEqual([{ acceptSuggestions: 'form' }]);
  });
});

describe('an invalid suggestedValue is a located warning', () => {
  test.each([
    ['- Dropdown: { id: x, options: [a, b], suggestedValue: c }', '"c" is not one of the options'],
    ['- Option: { id: x, options: [a, { value: b, disabled: true }], suggestedValue: b }', 'disabled option'],
    ['- Number: { id: x, minValue: 0, maxValue: 5, suggestedValue: 7 }', 'out of range'],
    ['- Number: { id: x, suggestedValue: many }', 'not a number'],
    ['- Checkbox: { id: x, suggestedValue: yes }', 'true or false'],
    ['- Date: { id: x, suggestedValue: "2026-02-30" }', 'not a date'],
    ['- Text: { id: x, suggestedValue: 12 }', 'not a text'],
  ])('%s', (line, detail) => {
    const r = parseSpec(`Components:\n  ${line}\n`);
    const w = r.diagnostics.filter((d) => d.code === 'suggested-value-invalid');
    expect(w).toHaveLength(1);
    expect(w[0]?.severity).toBe('warning');
    expect(w[0]?.message).toContain(detail);
    expect(w[0]?.line).toBe(2);
  });

  test('a valid one is not', () => {
    const r = parseSpec('Components:\n  - Number: { id: x, maxValue: 5, suggestedValue: 2 }\n');
    expect(r.diagnostics.filter((d) => d.code === 'suggested-value-invalid')).toEqual([]);
  });
});
