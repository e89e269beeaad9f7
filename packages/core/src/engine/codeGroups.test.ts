import { describe, expect, it } from 'vitest';
import { codeGroupsFromValue, formatCodeGroups, joinCodeSections, parseCodeString } from './codeGroups';

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
    ['a number', 5, [['5']]],
    ['empty', undefined, []],
    ['false', false, []],
  ])('reads a calculated result: %s', (_n, value, groups) => {
    expect(codeGroupsFromValue(value)).toEqual(groups);
  });

  it.each([
    ['both sections, by the default newline', [['A']], [['B']], undefined, 'A\nB'],
    ['both sections, by the given spacer', [['A']], [['B']], ' / ', 'A / B'],
    ['only the calculated section, without spacer', [], [['B']], ' / ', 'B'],
    ['only the static section, without spacer', [['A']], [], undefined, 'A'],
  ])('joins the sections: %s', (_n, staticGroups, calculated, spacer, out) => {
    expect(joinCodeSections(staticGroups, calculated, spacer)).toBe(out);
  });
});
