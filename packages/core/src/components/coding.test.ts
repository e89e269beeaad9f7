import { describe, expect, it } from 'vitest';
import { parseSpec } from '../specification/parseSpec';

const RADLEX = "{system: 'http://radlex.org', code: RID5825, display: lung}";

/** Code, line, column, the located text and the message of each diagnostic of a small form. */
const check = (metadataExtra: string, component: string) => {
  const text = `Metadata: {lang: en, title: T, description: D${metadataExtra}}\nReportOutput: []\nComponents:\n  - ${component}\n`;
  return parseSpec(text).diagnostics.map(
    (d) => [d.code, d.line, text.slice(d.from, d.to), d.message] as const,
  );
};

describe('the coding property (decisions D13)', () => {
  it.each([
    ['a Text', `Text: {id: t, coding: [${RADLEX}]}`],
    ['a Number', `Number: {id: n, coding: [${RADLEX}, {system: 'http://loinc.org', code: 8302-2}]}`],
    ['an option object', `Option: {id: o, options: [{value: a, coding: [${RADLEX}]}]}`],
    [
      'a CheckboxList option',
      `CheckboxList: {id: c, options: [{text: b, coding: [{system: 'urn:oid:2.16.840.1.113883.6.96', code: '1'}]}]}`,
    ],
    ['a Section', `Section: {id: s, coding: [${RADLEX}], components: [{Text: {id: t}}]}`],
    ['a List', `List: {id: l, coding: [${RADLEX}], components: [{Text: {id: t}}]}`],
  ])('is accepted on %s', (_what, component) => {
    expect(check('', component)).toEqual([]);
  });

  it('is accepted on Metadata', () => {
    expect(
      check(
        `, coding: [{system: 'http://loinc.org', code: 18748-4, display: Diagnostic imaging study}]`,
        'Text: {id: t}',
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'a system that is not a URI',
      'Text: {id: t, coding: [{system: radlex, code: RID1}]}',
      'radlex',
      'must be a URI',
    ],
    [
      'a system with a space',
      "Text: {id: t, coding: [{system: 'http://radlex .org', code: RID1}]}",
      "'http://radlex .org'",
      'must be a URI',
    ],
    [
      'an empty code',
      "Text: {id: t, coding: [{system: 'http://radlex.org', code: ''}]}",
      "''",
      'must be text that is not empty',
    ],
    [
      'a blank code',
      "Text: {id: t, coding: [{system: 'http://radlex.org', code: '  '}]}",
      "'  '",
      'must be text that is not empty',
    ],
    [
      'an option coding without system',
      'Option: {id: o, options: [{value: a, coding: [{code: RID1}]}]}',
      '',
      'system',
    ],
  ])('refuses %s, located at the value', (_what, component, located, message) => {
    const [diag, ...rest] = check('', component);
    expect(rest).toEqual([]);
    expect(diag?.[1]).toBe(4);
    if (located !== '') expect(diag?.[2]).toBe(located);
    expect(diag?.[3]).toContain(message);
  });

  it('refuses a Metadata coding whose system is not a URI', () => {
    const [diag] = check(', coding: [{system: snomed, code: 1}]', 'Text: {id: t}');
    expect(diag?.[1]).toBe(1);
    expect(diag?.[2]).toBe('snomed');
    expect(diag?.[3]).toContain('must be a URI');
  });

  it('is not a formula property: a coding written as a formula is refused', () => {
    const diags = check('', "Text: {id: t, coding: '=x'}");
    expect(diags.length).toBeGreaterThan(0);
  });
});
