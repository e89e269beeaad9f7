import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { compileFormulaDetailed, parsePropertyValue } from '../expr';
import type { ComponentNode, FormSpec } from './model';
import { stronglyConnected } from './stronglyConnected';

/** Properties of a component that read its value: a formula naming them depends on its value formula. */
const VALUE_READS: ReadonlySet<string | undefined> = new Set([undefined, 'value', 'displayValue']);

/**
 * Warns about value formulas that read each other in a circle (`a: '=b + 1'`, `b: '=a + 1'`, or `a: '=a + 1'`):
 * none of them can be calculated first, so they stay empty, or run away when a starting value gets in.
 * Every formula of a circle gets a 'formula-cycle' warning at its own line, and each message names all of
 * them with their lines. Only `value` formulas (`=` and `:=`) count: the circles an author writes by
 * mistake, without false alarms from a `hidden` or `label` that reads a value.
 */
export function checkFormulaCycles(spec: FormSpec, diagnostics: Diagnostic[]): void {
  const reads = new Map<ComponentNode, string[]>();
  for (const node of spec.all) {
    if (node.generated) continue;
    const pv = parsePropertyValue(node.props.value, 'allowed');
    if (pv.kind === 'literal') continue;
    const compiled = compileFormulaDetailed(pv.formula.source);
    reads.set(node, 'error' in compiled ? [] : idsRead(compiled.formula.deps));
  }
  const byId = (id: string) => {
    const n = spec.byId.get(id);
    return n && reads.has(n) ? n : undefined;
  };
  const edges = new Map<ComponentNode, ComponentNode[]>();
  for (const [node, ids] of reads)
    edges.set(
      node,
      ids.map(byId).filter((n): n is ComponentNode => n !== undefined),
    );
  for (const comp of stronglyConnected(edges.keys(), (n) => edges.get(n) ?? [])) {
    const only = comp[0] as ComponentNode;
    if (comp.length === 1 && !edges.get(only)?.includes(only)) continue;
    const members = [...comp].sort((a, b) => lineOf(a) - lineOf(b) || a.id.localeCompare(b.id));
    const named = members.map((n) => `${n.id}.value (line ${lineOf(n)})`);
    const cycle =
      named.length === 1
        ? `${named[0]} reads itself`
        : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]} read each other`;
    for (const n of members)
      diagnostics.push(
        createDiagnostic('formula-cycle', {
          params: { cycle },
          range: n.propRanges.value ?? n.range,
          path: [...n.path, 'value'],
          componentId: n.id,
          property: 'value',
        }),
      );
  }
}

function idsRead(deps: readonly { id: string; prop?: string }[]): string[] {
  return deps.filter((d) => VALUE_READS.has(d.prop)).map((d) => d.id);
}

function lineOf(n: ComponentNode): number {
  return (n.propRanges.value ?? n.range).line;
}
