import {
  parsePropertyValue,
  type CompiledFormula,
  type Dependency,
  type EvalScope,
  type FormulaSource,
} from '../expr';
import type { ComponentNode } from '../specification';

/** A literal list whose items hold formulas, compiled: what it reads and how to make the list. */
export interface ItemFormulas {
  readonly deps: readonly Dependency[];
  readonly dynamic: boolean;
  /** The formulas' texts, for messages. */
  readonly source: string;
  /** The list with every formula field replaced by its result (a field that did not compile is null). */
  readonly run: (scope: EvalScope) => unknown[];
}

/** One formula field of one item: `data[1].y`. */
interface FieldFormula {
  readonly index: number;
  readonly key: string;
  readonly formula: CompiledFormula | undefined;
}

/**
 * The formulas written in the fields of a list property's items (a component definition's
 * `itemFormulas`: Graph's `data: [{ x: [...], y: '=[a, b]' }]`), compiled with `compile` (which reports a
 * syntax error under the name `prop[i].key`); undefined when no field holds one, so the list stays a literal.
 * `=` and `:=` both compute the field: an item's field has no user layer of its own.
 */
export function compileItemFormulas(
  raw: readonly unknown[],
  node: ComponentNode,
  prop: string,
  compile: (source: FormulaSource, node: ComponentNode, prop: string) => CompiledFormula | undefined,
): ItemFormulas | undefined {
  const fields: FieldFormula[] = [];
  raw.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return;
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      const pv = parsePropertyValue(value, 'allowed');
      if (pv.kind === 'literal') continue;
      fields.push({ index, key, formula: compile(pv.formula, node, `${prop}[${index}].${key}`) });
    }
  });
  if (fields.length === 0) return undefined;
  const deps: Dependency[] = [];
  let dynamic = false;
  for (const f of fields) {
    if (!f.formula) continue;
    deps.push(...f.formula.deps);
    dynamic ||= f.formula.dynamic;
  }
  return {
    deps,
    dynamic,
    source: fields.map((f) => `${prop}[${f.index}].${f.key}: ${f.formula?.source ?? ''}`).join('; '),
    run: (scope) => {
      const out = raw.map((item) =>
        typeof item === 'object' && item !== null && !Array.isArray(item)
          ? { ...(item as Record<string, unknown>) }
          : item,
      );
      for (const f of fields) {
        let value: unknown;
        try {
          value = f.formula ? f.formula.evaluate(scope) : null;
        } catch (err) {
          // The one message names the field that failed; the engine adds the component and property.
          const detail = err instanceof Error ? err.message : String(err);
          throw new Error(`${prop}[${f.index}].${f.key}: ${detail}`, { cause: err });
        }
        (out[f.index] as Record<string, unknown>)[f.key] = value;
      }
      return out;
    },
  };
}
