import { describe, expect, it } from 'vitest';
import { isScalar, LineCounter, parseDocument } from 'yaml';
import type { SourceRange } from '../diagnostics';
import { locateValue } from './valueLocation';

/** The value of key `v` in a one-key YAML document, with its source range as the spec parser gives it. */
function scalar(source: string): { value: string; range: SourceRange } {
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc });
  const node = doc.get('v', true);
  if (!isScalar(node) || !node.range) throw new Error('no scalar');
  const [from, to] = node.range;
  const a = lc.linePos(from);
  const b = lc.linePos(to);
  return {
    value: String(node.value),
    range: { line: a.line, column: a.col, endLine: b.line, endColumn: b.col, from, to },
  };
}

describe('locating an offset of a value in the source', () => {
  it.each([
    ['plain', 'v: =a + bogus', 'bogus'],
    ['double-quoted', 'v: "=a + bogus"', 'bogus'],
    ['double-quoted with escapes', 'v: "=\\"x\\" + \\u00e5 + bogus"', 'bogus'],
    ['single-quoted with a doubled quote', "v: '=''it''''s'' + bogus'", 'bogus'],
    ['literal block', 'v: |\n  =a +\n    b + bogus\n', 'bogus'],
    ['folded block', 'v: >-\n  =a +\n  b + bogus\n', 'bogus'],
    ['plain over two lines', 'v: =a +\n  b + bogus\n', 'bogus'],
    ['double-quoted over two lines', 'v: "=a +\n  b + bogus"\n', 'bogus'],
  ])('%s: the located text is the searched word', (_kind, source, word) => {
    const { value, range } = scalar(source);
    const at = value.indexOf(word);
    expect(at).toBeGreaterThan(0);
    const r = locateValue(value, range, source).range(at, at + word.length);
    expect(source.slice(r.from, r.to)).toBe(word);
    const lines = source.split('\n');
    expect(lines[r.line - 1]?.slice(r.column - 1, r.column - 1 + word.length)).toBe(word);
  });

  it('without the source text, single-line plain and quoted values are still exact', () => {
    for (const source of ['v: =a + bogus', 'v: "=a + bogus"', "v: '=a + bogus'"]) {
      const { value, range } = scalar(source);
      const at = value.indexOf('bogus');
      const r = locateValue(value, range).range(at, at + 5);
      expect(source.slice(r.column - 1, r.column - 1 + 5)).toBe('bogus');
    }
  });

  it('without the source text, a multi-line value points at its start', () => {
    const source = 'v: |\n  =a +\n  bogus\n';
    const { value, range } = scalar(source);
    const r = locateValue(value, range).range(value.indexOf('bogus'), value.length);
    expect([r.line, r.column]).toEqual([range.line, range.column]);
  });
});
