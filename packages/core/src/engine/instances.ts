import type { ComponentNode } from '../specification';
import type { EngineParts } from './engineParts';
import { recompute } from './layers';
import type { Instance, ItemContext } from './model';
import { isReportComponent } from './reportComponents';

import type { LayersEngine } from './layers';

/** What instances.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type InstancesEngine = LayersEngine &
  Pick<EngineParts, 'listSummaryTemplates' | 'reportComponents' | 'scopeOf'>;

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/** A fresh instance of a node, its layers empty but for the spec's literals (no cells, not registered). */
export function newInstance(
  engine: InstancesEngine,
  node: ComponentNode,
  parent: string | undefined,
  tabIndex: number | undefined,
  item: ItemContext | undefined,
  depth: number,
): Instance {
  const f = engine.formulas.get(node.id);
  const def = engine.config.definition(node.type);
  return {
    id: item ? item.prefix + node.id : node.id,
    node,
    def,
    behaviour: engine.config.behaviour(node.type),
    parent,
    tabIndex,
    item,
    depth,
    children: [],
    base: { ...(f?.base ?? {}) },
    user: {},
    script: {},
    formula: {},
    internal: {},
    props: EMPTY,
    shown: true,
    visible: true,
    containerDisabled: false,
    cells: [],
    state: undefined,
    mandatory: null,
    dead: false,
  };
}

/** Creates an instance (and its children), its cells (queued), and its first props. */
export function createInstance(
  engine: InstancesEngine,
  node: ComponentNode,
  parent: string | undefined,
  tabIndex: number | undefined,
  item: ItemContext | undefined,
  depth: number,
): Instance {
  const inst = newInstance(engine, node, parent, tabIndex, item, depth);
  engine.instances.set(inst.id, inst);
  if (node.type !== 'List') {
    for (const c of node.children)
      inst.children.push(createInstance(engine, c, inst.id, undefined, item, depth + 1).id);
    node.tabs?.forEach((tab, i) => {
      for (const c of tab.components)
        inst.children.push(createInstance(engine, c, inst.id, i, item, depth + 1).id);
    });
  }
  const scope = engine.scopeOf(inst);
  const f = engine.formulas.get(node.id);
  const userInit = new Set(f?.inits.map((i) => i.prop));
  for (const tpl of f?.cells ?? []) {
    // A `:=` formula with an `||init=` starts from the initial value and runs when what it reads changes.
    engine.calc.addCell(tpl, inst, scope, undefined, !(tpl.kind === 'user' && userInit.has(tpl.prop)));
  }
  const summary = engine.listSummaryTemplates.get(node.id);
  if (summary) engine.calc.addCell(summary, inst, scope);
  engine.changes.markCreated(inst);
  if (isReportComponent(inst)) engine.reportComponents?.invalidate();
  recompute(engine, inst);
  if (node.type === 'List') engine.calc.pendingResize.add(inst);
  return inst;
}

/** Removes an instance and its descendants (their values are deleted). */
export function destroyInstance(engine: InstancesEngine, inst: Instance): void {
  for (const c of inst.children) {
    const child = engine.instances.get(c);
    if (child) destroyInstance(engine, child);
  }
  inst.dead = true;
  for (const c of inst.cells) engine.calc.dropCell(c);
  engine.instances.delete(inst.id);
  engine.changes.markDestroyed(inst);
  if (isReportComponent(inst)) engine.reportComponents?.invalidate();
}
