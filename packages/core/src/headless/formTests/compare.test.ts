import { describe, expect, it } from 'vitest';
import { compareOutputs, projectActual } from './compare';
import { unifiedDiff } from './unifiedDiff';

const actual = {
  report: 'Size 4 mm.\nDouble 8.',
  sections: { findings: 'Size 4 mm.', impression: 'Double 8.' },
  codes: 'A|B;C',
  values: { size: 4, double: 8, L: [{ len: 1, note: 'x' }], L_1_len: 1 },
  mandatory: [{ id: 'note', level: 'alert', label: 'Note' }],
  worklist: { Size: '4' },
  freeFields: { f: { value: '4', whenEmpty: 'clear' } },
  templateFields: [{ Name: 'size', Type: 1 }],
  openEhr: { 'ctx/language': 'en', 't/size': 4 },
  diagnostics: [{ severity: 'warning', code: 'w', message: 'M', line: 3 }],
};

// docs/form-tests.md#what-a-scenario-may-expect: compared as the JSON output writes them, objects by the keys given, the rest ignored.
describe('compareOutputs', () => {
  it.each([
    ['the same report', { report: 'Size 4 mm.\nDouble 8.' }, undefined],
    ['another report', { report: 'Size 5 mm.\nDouble 8.' }, 'report'],
    ['report texts it contains', { reportContains: ['Size 4', 'Double 8.'] }, undefined],
    ['a report text it lacks', { reportContains: ['Size 4', 'Triple'] }, 'reportContains[1]'],
    ['one section of two', { sections: { impression: 'Double 8.' } }, undefined],
    ['a section it lacks', { sections: { summary: '' } }, 'sections.summary'],
    ['the codes', { codes: 'A|B;C' }, undefined],
    ['other codes', { codes: 'A|B' }, 'codes'],
    ['some values', { values: { size: 4 } }, undefined],
    ['a list value by the keys given', { values: { L: [{ len: 1 }] } }, undefined],
    ['a list value of another length', { values: { L: [] } }, 'values.L[0]'],
    ['a wrong value', { values: { double: 9 } }, 'values.double'],
    ['a value that is absent', { values: { gone: null } }, 'values.gone'],
    ['1.0 for 1 (as JSON writes them)', { values: { L_1_len: 1.0 } }, undefined],
    ['the mandatory fields by id', { mandatory: [{ id: 'note' }] }, undefined],
    ['no mandatory fields', { mandatory: [] }, 'mandatory[0]'],
    ['the worklist', { worklist: { Size: '4' } }, undefined],
    [
      'a free field when empty rule',
      { freeFields: { f: { whenEmpty: 'noUpdate' } } },
      'freeFields.f.whenEmpty',
    ],
    ['the template fields', { templateFields: [{ Name: 'size' }] }, undefined],
    ['an openEHR path', { openEhr: { 't/size': 4 } }, undefined],
    ['an openEHR path it lacks', { openEhr: { 't/other': 4 } }, 'openEhr.t/other'],
    ['the diagnostics by code', { diagnostics: [{ code: 'w' }] }, undefined],
    ['no diagnostics', { diagnostics: [] }, 'diagnostics[0]'],
  ])('%s', (_what, expect_, path) => {
    const differences = compareOutputs(expect_, actual);
    expect(differences.map((d) => d.path)).toEqual(path === undefined ? [] : [path]);
  });

  it('cuts the actual output to the keys expected', () => {
    expect(projectActual(actual.values, { size: 1, L: [{ len: 2 }] })).toEqual({ size: 4, L: [{ len: 1 }] });
    expect(projectActual(actual.mandatory, [])).toEqual(actual.mandatory);
  });
});

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('a\nb', 'a\nb', 'x', 'y')).toBe('');
  });

  it('writes hunks with three lines of context as diff -u does', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].join('\n');
    const b = ['1', '2', '3', '4', 'five', '6', '7', '8', '9', '10', '11', '12', '13'].join('\n');
    expect(unifiedDiff(a, b, 'expected', 'actual')).toBe(
      [
        '--- expected',
        '+++ actual',
        '@@ -2,7 +2,7 @@',
        ' 2',
        ' 3',
        ' 4',
        '-5',
        '+five',
        ' 6',
        ' 7',
        ' 8',
        '@@ -10,3 +10,4 @@',
        ' 10',
        ' 11',
        ' 12',
        '+13',
        '',
      ].join('\n'),
    );
  });

  it('counts an empty text as no lines', () => {
    expect(unifiedDiff('a', '', 'x', 'y')).toBe('--- x\n+++ y\n@@ -1,1 +0,0 @@\n-a\n');
  });
});
