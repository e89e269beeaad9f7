import { describe, expect, it } from 'vitest';
import type { ComponentDefinition, PropertySchema } from '../components';
import type { CheckContext } from './checkContext';
import { checkComponentRules } from './componentRules';

/** The codes the rules give a made-up type: they read its definition, never its name. */
const codes = (options: PropertySchema, props: Record<string, unknown>) => {
  const range = { line: 1, column: 1, endLine: 1, endColumn: 1, from: 0, to: 0 };
  const ctx = { diagnostics: [], sourceMap: { entryRange: () => range } } as unknown as CheckContext;
  const def = { type: 'Made', family: 'input', valueKind: 'any', properties: { options } };
  const path = ['Components', 0, 'Made'];
  checkComponentRules(
    { def: def as unknown as ComponentDefinition, props, id: 'm', path, anchor: range },
    ctx,
  );
  return ctx.diagnostics.map((d) => d.code);
};

const required: PropertySchema = { type: 'array', minItems: 1, uniqueItems: true, description: 'o' };
const free: PropertySchema = { type: 'array', description: 'o' };

describe('options rules follow the options schema of the definition', () => {
  it.each([
    ['no options, at least one required', required, {}, ['option-empty']],
    ['an empty list, at least one required', required, { options: [] }, ['option-empty']],
    ['a repeated option, unique required', required, { options: ['a', 'a'] }, ['option-duplicate']],
    ['no options, none required', free, {}, []],
    ['an empty list, none required', free, { options: [] }, []],
    ['a repeated option, uniqueness not required', free, { options: ['a', 'a'] }, []],
  ])('%s', (_what, options, props, expected) => {
    expect(codes(options, props)).toEqual(expected);
  });
});

describe('report items without text follow the item-text mark of the definition', () => {
  const items = (marked: boolean): PropertySchema => ({
    type: 'array',
    description: 'r',
    ...(marked ? { itemTextRule: true } : {}),
  });
  const itemCodes = (schema: PropertySchema, props: Record<string, unknown>) => {
    const range = { line: 1, column: 1, endLine: 1, endColumn: 1, from: 0, to: 0 };
    const ctx = { diagnostics: [], sourceMap: { entryRange: () => range } } as unknown as CheckContext;
    const def = { type: 'Made', family: 'output', valueKind: 'any', properties: { lines: schema } };
    checkComponentRules(
      { def: def as unknown as ComponentDefinition, props, id: 'm', path: ['Made'], anchor: range },
      ctx,
    );
    return ctx.diagnostics.map((d) => [d.code, d.path]);
  };

  it.each([
    [
      'a marked list, an item without text',
      true,
      [{ if: '=true' }],
      [['summary-item-text', ['Made', 'lines', 0]]],
    ],
    ['a marked list, items with text', true, [{ text: 'a' }], []],
    ['an unmarked list, an item without text', false, [{ if: '=true' }], []],
  ])('%s', (_what, marked, lines, expected) => {
    expect(itemCodes(items(marked), { lines })).toEqual(expected);
  });
});
