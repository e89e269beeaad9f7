/**
 * The Generated Code tab's content: every formula of the form with its component, property and
 * dependencies, in evaluation order (a formula after the formulas of the components it reads; cycles
 * keep document order), beside the script.
 */
import {
  analyzeFormula,
  getComponentDefinition,
  getHelper,
  parseFormula,
  parsePropertyValue,
  type FormSpec,
} from '@formwright/core/authoring';

/** One formula of the form. */
export interface FormulaEntry {
  readonly component: string;
  readonly type: string;
  readonly property: string;
  readonly source: string;
  /** 'override' (=), 'user' (:=) or 'init' (||init=). */
  readonly kind: 'override' | 'user' | 'init';
  readonly dependencies: readonly string[];
  /** From 1, in evaluation order. */
  readonly order: number;
}

/** The formulas of `spec` in evaluation order. */
export function generatedFormulas(spec: FormSpec): FormulaEntry[] {
  const found: Omit<FormulaEntry, 'order'>[] = [];
  for (const node of spec.all) {
    if (node.generated) continue;
    const def = getComponentDefinition(node.type);
    for (const [property, raw] of Object.entries(node.props)) {
      const mode = def?.properties[property]?.formula ?? 'allowed';
      const value = parsePropertyValue(raw, mode);
      const add = (source: string, kind: FormulaEntry['kind']) => {
        let dependencies: string[] = [];
        try {
          dependencies = analyzeFormula(parseFormula(source), getHelper).deps.map((d) =>
            d.prop ? `${d.id}.${d.prop}` : d.id,
          );
        } catch {
          // A formula that does not parse has its error in the list; here it shows without dependencies.
        }
        found.push({ component: node.id, type: node.type, property, source, kind, dependencies });
      };
      if (value.kind !== 'literal') add(value.formula.source, value.kind);
      if (value.init) add(value.init.source, 'init');
    }
  }
  return evaluationOrder(found);
}

function evaluationOrder(entries: Omit<FormulaEntry, 'order'>[]): FormulaEntry[] {
  const byComponent = new Map<string, number[]>();
  entries.forEach((e, i) => byComponent.set(e.component, [...(byComponent.get(e.component) ?? []), i]));
  const done = new Set<number>();
  const visiting = new Set<number>();
  const order: number[] = [];
  const visit = (i: number) => {
    if (done.has(i) || visiting.has(i)) return;
    visiting.add(i);
    for (const dep of entries[i]?.dependencies ?? []) {
      for (const j of byComponent.get(dep.split('.')[0] ?? '') ?? []) if (j !== i) visit(j);
    }
    visiting.delete(i);
    done.add(i);
    order.push(i);
  };
  entries.forEach((_, i) => visit(i));
  return order.map((i, n) => ({ ...entries[i]!, order: n + 1 }));
}
