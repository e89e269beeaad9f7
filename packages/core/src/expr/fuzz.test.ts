import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile';
import { fakeHelpers } from './testing/fakes';
import { runFuzz } from './testing/fuzzProperties';

describe('bad input never crashes the language (fuzz, short run)', () => {
  it('random and mutated formulas and templates compile or give a located error (test helpers)', () => {
    expect(runFuzz(400, { helpers: fakeHelpers, lenient: false })).toBe(800);
  });

  it('the same holds with the real helper library', () => {
    expect(runFuzz(300)).toBe(600);
  });

  it.each([
    ['(', 10000],
    ['[', 10000],
    ['!', 10000],
    ['-', 10000],
    ['If(', 10000],
    ['{a:', 10000],
  ])('%s nested %i deep gives a clear error', (open, n) => {
    const r = compileFormula(open.repeat(n) + '1', { helpers: fakeHelpers });
    expect('error' in r && r.error.message).toBe('Expression nested too deeply');
  });

  it('a 10,000-term operator chain gives a clear error that is not about nesting', () => {
    const r = compileFormula(Array.from({ length: 10000 }, () => 'a').join(' + '), { helpers: fakeHelpers });
    expect('error' in r && r.error.message).toBe(
      'Expression too long: more than 1000 operators in a row; split it with brackets or helpers',
    );
  });

  it.each([['a.'], ['a['], ['x ? 1 : ']])('%s repeated 10,000 times gives a clear error', (piece) => {
    const r = compileFormula(piece.repeat(10000) + 'b' + (piece === 'a[' ? ']'.repeat(10000) : ''), {
      helpers: fakeHelpers,
    });
    expect('error' in r && r.error.message).toBe('Expression nested too deeply');
  });

  it('a huge string literal compiles and evaluates', () => {
    const big = 'x'.repeat(1_000_000);
    const r = compileFormula(`'${big}' + 1`, { helpers: fakeHelpers });
    expect(
      'formula' in r &&
        (r.formula.evaluate({ value: () => 1, prop: () => 1, texts: {}, reportVersion: 'v1' }) as string)
          .length,
    ).toBe(1_000_001);
  });
});
