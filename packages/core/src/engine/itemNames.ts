import {
  overlayScope,
  parsePropertyValue,
  renderItemName,
  valueText,
  type Dependency,
  type EvalScope,
  type ItemNameVars,
} from '../expr';
import type { ComponentNode } from '../specification';
import { formulaOf, templateOf, type CompileSink } from './cells';

/** A List's itemName rendered in an item's scope with the item's {index}, {zindex} and {count}. */
export interface ItemNameRenderer {
  readonly deps: readonly Dependency[];
  readonly dynamic: boolean;
  readonly source: string;
  readonly render: (scope: EvalScope, vars: ItemNameVars) => string;
}

/**
 * A List's itemName as authors write it: a text template (any placeholder; {index}, {zindex} and {count}
 * are the item's numbers) or a `=` formula (where index, zindex and count are names too); undefined for
 * a plain text, which needs no rendering.
 */
export function itemNameOf(node: ComponentNode, sink: CompileSink): ItemNameRenderer | undefined {
  const raw = node.props.itemName;
  if (typeof raw !== 'string') return undefined;
  const pv = parsePropertyValue(raw, 'allowed');
  if (pv.kind === 'literal') {
    if (!raw.includes('{')) return undefined;
    const t = templateOf(raw, node, 'itemName', sink);
    const render = (scope: EvalScope, vars: ItemNameVars) => renderItemName(t, vars, scope);
    return { deps: t.deps, dynamic: t.dynamic, source: t.source, render };
  }
  const f = formulaOf(pv.formula, node, 'itemName', sink);
  if (!f) return undefined;
  const render = (scope: EvalScope, vars: ItemNameVars) =>
    valueText(f.evaluate(overlayScope(scope, { ...vars })));
  return { deps: f.deps, dynamic: f.dynamic, source: f.source, render };
}
