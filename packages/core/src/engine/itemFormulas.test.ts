import { describe, expect, it } from 'vitest';
import { compileFormula, type CompiledFormula, type EvalScope } from '../expr';
import type { ComponentNode } from '../specification';
import { compileItemFormulas } from './itemFormulas';

const node = { id: 'chart' } as ComponentNode;
const compile = (src: { source: string }) => {
  const r = compileFormula(src.source);
  return 'formula' in r ? r.formula : undefined;
};
const scope = (values: Record<string, unknown>) =>
  ({ value: (id: string) => values[id], prop: () => undefined }) as unknown as EvalScope;

describe('compileItemFormulas', () => {
  it('leaves a list without formulas a literal', () => {
    expect(compileItemFormulas([{ x: [1], y: [2], name: 'a=b' }], node, 'data', compile)).toBeUndefined();
  });

  it('replaces each formula field by its result, copying the items and reading what the formulas read', () => {
    const raw = [{ x: [1, 2], y: '=[a, b]' }, 'not an item', { y: ':=[b]', name: 'N' }];
    const items = compileItemFormulas(raw, node, 'data', compile)!;
    expect(items.deps.map((d) => d.id)).toEqual(['a', 'b', 'b']);
    expect(items.run(scope({ a: 1, b: 2 }))).toEqual([
      { x: [1, 2], y: [1, 2] },
      'not an item',
      { y: [2], name: 'N' },
    ]);
    expect(raw[0]).toEqual({ x: [1, 2], y: '=[a, b]' });
  });

  it('gives null for a field whose formula did not compile (the chart skips that trace)', () => {
    const items = compileItemFormulas([{ y: '=[a,' }], node, 'data', compile)!;
    expect(items.run(scope({}))).toEqual([{ y: null }]);
  });

  it('names the field in the message of a formula that fails at run time', () => {
    const failing: CompiledFormula = {
      source: 'boom()',
      deps: [],
      dynamic: false,
      scriptCalls: [],
      evaluate: () => {
        throw new Error('bad input');
      },
    };
    const items = compileItemFormulas([{ x: [1] }, { y: '=boom()' }], node, 'data', () => failing)!;
    expect(() => items.run(scope({}))).toThrow('data[1].y: bad input');
  });
});
