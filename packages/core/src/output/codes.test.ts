import { describe, expect, it } from 'vitest';
import { buildDiagnosticCodes, codeGroupsFromValue, formatCodeGroups, parseCodeString } from './codes';

/** A tiny evaluator for tests: formulas are names looked up in `vars` (with or without a leading =). */
const evaluator =
  (vars: Record<string, unknown>) =>
  (formula: unknown): unknown =>
    vars[String(formula).replace(/^=/, '').trim()];

describe('code strings', () => {
  it.each([
    ['A|B;C', [['A', 'B'], ['C']]],
    [' A | B ;; ;C|', [['A', 'B'], ['C']]],
    ['', []],
  ])('parses %j', (text, groups) => {
    expect(parseCodeString(text)).toEqual(groups);
  });

  it('joins codes by | and groups by ;, dropping empties and repeats', () => {
    expect(formatCodeGroups([['A', 'B', 'A'], [], ['C']])).toBe('A|B;C');
  });

  it.each([
    ['a code string', 'X|Y;Z', [['X', 'Y'], ['Z']]],
    ['a list of codes as one group', ['X', 'Y'], [['X', 'Y']]],
    ['a list of lists as groups', [['X'], ['Y', 'Z']], [['X'], ['Y', 'Z']]],
    ['empty', undefined, []],
    ['false', false, []],
  ])('reads a calculated result: %s', (_n, value, groups) => {
    expect(codeGroupsFromValue(value)).toEqual(groups);
  });
});

describe('buildDiagnosticCodes', () => {
  it('writes static groups given as a string', () => {
    expect(buildDiagnosticCodes({ codeGroups: 'C73|E04.1;Z12' }, evaluator({})).codes).toBe('C73|E04.1;Z12');
  });

  it('writes static groups given as a list of strings, lists and conditional objects', () => {
    const r = buildDiagnosticCodes(
      {
        codeGroups: ['A|B', ['C', 'D'], { codes: 'E', if: '=hasE' }, { codes: ['F'], if: '=hasF' }],
      },
      evaluator({ hasE: true, hasF: false }),
    );
    expect(r.codes).toBe('A|B;C|D;E');
    expect(r.diagnostics).toEqual([]);
  });

  it('joins the static and the calculated section by a newline by default', () => {
    const r = buildDiagnosticCodes(
      { codeGroups: 'A', calculatedCodeGroups: ['=tirads', { codes: '=extra', if: '=big' }] },
      evaluator({ tirads: 'TR4|TR5', extra: ['X', 'Y'], big: 1 }),
    );
    expect(r.codes).toBe('A\nTR4|TR5;X|Y');
  });

  it('uses the given spacer, and none when a section is empty', () => {
    const ev = evaluator({ c: 'B' });
    expect(
      buildDiagnosticCodes({ codeGroups: 'A', calculatedCodeGroups: '=c', spacer: ' / ' }, ev).codes,
    ).toBe('A / B');
    expect(buildDiagnosticCodes({ codeGroups: [], calculatedCodeGroups: '=c' }, ev).codes).toBe('B');
    expect(buildDiagnosticCodes({ codeGroups: 'A', calculatedCodeGroups: '=none' }, ev).codes).toBe('A');
  });

  it('warns about entries of an unknown shape and keeps the rest', () => {
    const r = buildDiagnosticCodes({ codeGroups: ['A', 42, { code: 'x' }] }, evaluator({}));
    expect(r.codes).toBe('A');
    expect(r.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['code-group-invalid', ['DiagnosticCodes', 'codeGroups', 1]],
      ['code-group-invalid', ['DiagnosticCodes', 'codeGroups', 2]],
    ]);
  });

  it('gives no codes without a DiagnosticCodes section', () => {
    expect(buildDiagnosticCodes(undefined, evaluator({})).codes).toBe('');
  });
});
