import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile';
import { MAX_TREE_DEPTH } from './nesting';
import { parseFormula } from './parser';
import { fakeHelpers, scopeOf } from './testing/fakes';

const run = (src: string, values: Record<string, unknown> = {}): unknown => {
  const r = compileFormula(src, { helpers: fakeHelpers });
  if ('error' in r) throw new Error(`${src}: ${r.error.message}`);
  return r.formula.evaluate(scopeOf(values));
};

const errorOf = (src: string) => {
  const r = compileFormula(src, { helpers: fakeHelpers });
  if (!('error' in r)) throw new Error(`expected an error for ${src}`);
  return r.error;
};

describe('the parser', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['12 / 3 / 2', 2],
    ['7 % 4 * 2', 6],
    ['-2 * 3', -6],
    ['- -2', 2],
    ['!true || true', true],
    ['!(true || true)', false],
    ['1 + 2 < 4', true],
    ['1 < 2 == true', true],
    ['true || false && false', true],
    ['(true || false) && false', false],
    ['null ?? 1 + 1', 2],
    ['false ? 1 : true ? 2 : 3', 2],
    ['true ? false ? 1 : 2 : 3', 2],
    ['1 > 0 && 2 > 1 ? "yes" : "no"', 'yes'],
    ["'a' + 'b' + 1 + 2", 'ab12'],
    ['1 + 2 + "a"', '3a'],
    ['[1, 2, 3][1]', 2],
    ['{a: {b: 5}}.a.b', 5],
    ["{'key with space': 1}['key with space']", 1],
    ['[1, 2,].length', 2],
    ['.5 + 1.', 1.5],
    ['1e3 + 2E-1', 1000.2],
    ['"\\u00e5\\n\\t\\"x\\"" ', 'å\n\t"x"'],
    ["'it\\'s'", "it's"],
    ['If(true, 1, 2,)', 1],
    ['a ?.5 : 1', 1],
  ])('reads %s as %j', (src, expected) => {
    expect(run(src)).toEqual(expected);
  });

  it('accepts ids with Å Ä Ö, $ and _', () => {
    expect(run('$storlek_Åä + Ö1', { $storlek_Åä: 2, Ö1: 3 })).toBe(5);
  });

  it.each([
    ['', 'Empty formula', 0],
    ['1 +', 'Unexpected end of formula', 3],
    ['(1 + 2', "Unclosed '(': missing ')'", 0],
    ['1 + 2)', "Unbalanced ')': nothing to close", 5],
    ['[1, 2', "Unclosed '[': missing ']'", 0],
    ['{a: 1', "Unclosed '{': missing '}'", 0],
    ['If(1, 2', "Unclosed '(': missing ')'", 2],
    ['a = 1', 'Assignment is not allowed; use == to compare', 2],
    ['a & b', "Unknown operator '&'; use && (and)", 2],
    ['a | b', "Unknown operator '|'; use || (or)", 2],
    ['2 ** 3', "Unknown operator '**'; multiply instead (a * a)", 2],
    ['a >> 1', "Unknown operator '>>'", 2],
    ['a ^ 1', "Unknown operator '^'", 2],
    ['`x`', 'Template literals are not supported; use + or Concat', 0],
    ['a?.b', "Unknown operator '?.'; member reads are already safe: write a.b", 1],
    ['"abc', 'Unterminated string', 0],
    ['1 2', "Unexpected '2'", 2],
    ['new Date()', "'new' is not part of the formula language", 0],
    ['typeof a', "'typeof' is not part of the formula language", 0],
    ['x => 1', 'Arrow functions are only allowed as arguments of a function call', 2],
    ['(a, b) => a', "Unexpected ',': a list of values needs [ ], arrow functions go only inside a call", 2],
    ['a.b(1)', 'Only helper and script functions can be called: write Name(arguments)', 3],
    ['a.', "Expected a name after '.' but found end of formula", 2],
    ['a ? 1', "Expected ':' of '? :' but found end of formula", 5],
    ['{__proto__: 1}', "Property name '__proto__' is not allowed", 1],
    ['1e999', 'Number is too large', 0],
    ['12abc', 'Invalid number', 0],
    ['a # b', "Unexpected character '#'", 2],
    ['a; b', 'Only one expression is allowed (unexpected ;)', 1],
    ['If(a b)', "Expected ',' or ')' after argument but found 'b' (call opened at column 3)", 5],
  ])('rejects %j with %j at offset %i', (src, message, offset) => {
    const e = errorOf(src);
    expect(e.message).toBe(message);
    expect(e.offset).toBe(offset);
    expect(e.expression).toBe(src);
  });

  it('gives the position of the tree nodes', () => {
    const node = parseFormula('a + foo.bar');
    expect(node).toMatchObject({
      type: 'binary',
      start: 0,
      end: 11,
      right: { type: 'member', nameStart: 8 },
    });
  });
});

describe('long operator chains are not nesting', () => {
  const chain = (n: number, op: string) => Array.from({ length: n }, (_, i) => `a${i}`).join(` ${op} `);
  const ones = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`a${i}`, 1]));

  it.each([
    ['+', 250],
    ['-', -248],
    ['*', 1],
    ['/', 1],
    ['&&', 1],
    ['||', 1],
    ['??', 1],
    ['==', false],
  ])('a0 %s a1 %s … a249 compiles and evaluates', (op, expected) => {
    expect(run(chain(250, op), ones(250))).toBe(expected);
  });

  it('a chain of MAX_TREE_DEPTH operands compiles; one more is too long, not too deeply nested', () => {
    expect(run(chain(MAX_TREE_DEPTH, '*'), ones(MAX_TREE_DEPTH))).toBe(1);
    expect(errorOf(chain(MAX_TREE_DEPTH + 1, '*')).message).toBe(
      `Expression too long: more than ${MAX_TREE_DEPTH} operators in a row; split it with brackets or helpers`,
    );
  });

  it('real nesting is still capped: 201 brackets, calls or unary operators are too deep', () => {
    for (const src of [
      '('.repeat(201) + '1' + ')'.repeat(201),
      'If('.repeat(201) + '1' + ')'.repeat(201),
      '!'.repeat(201) + '1',
    ]) {
      expect(errorOf(src).message).toBe('Expression nested too deeply');
    }
  });
});
