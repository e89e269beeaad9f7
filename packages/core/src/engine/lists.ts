import type { CompiledFormula } from '../expr';
import type { EngineParts } from './engineParts';
import type { CellTemplate, Instance } from './model';
import { renderLocatedItems, type LocatedReportItem } from './reportFailure';
import { createInstance, destroyInstance } from './instances';
import { replaceLayer, write, writeInternal } from './layers';
import { desiredItems, itemContext, MAX_ITEMS, numItemsByFormula, toCount } from './listDerived';

import type { InstancesEngine } from './instances';

/** What lists.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ListsEngine = InstancesEngine & Pick<EngineParts, 'scopeFor' | 'tracker'>;

/** Rank for per-item collapse summaries: nothing reads them but the list itself. */
const LATE_RANK = Number.MAX_SAFE_INTEGER - 1;

/** The List reportSummary: each item's report items rendered in its scope, joined by reportSummarySeparator. */
export function listSummaryRun(
  engine: ListsEngine,
  list: Instance,
  items: readonly LocatedReportItem[],
): string {
  const count = engine.itemCount(list.id);
  const sep =
    typeof list.props.reportSummarySeparator === 'string' ? list.props.reportSummarySeparator : '\n';
  const style =
    typeof list.props.reportSummarySmartFilterStyle === 'string'
      ? list.props.reportSummarySmartFilterStyle
      : undefined;
  const parts: string[] = [];
  for (let k = 1; k <= count; k++) {
    const text = renderLocatedItems(items, engine.scopeFor(itemContext(list.id, k)), style).markup;
    if (text !== '') parts.push(text);
  }
  return parts.join(sep);
}

const collapseTemplates = new WeakMap<Instance, CellTemplate | null>();

function collapseTemplate(engine: ListsEngine, list: Instance): CellTemplate | undefined {
  const known = collapseTemplates.get(list);
  if (known !== undefined) return known ?? undefined;
  const tpl = engine.formulas.get(list.node.id)?.collapseSummary;
  const out: CellTemplate | null = tpl
    ? {
        nodeId: list.node.id,
        prop: 'collapseSummary',
        kind: 'collapse',
        deps: tpl.deps,
        dynamic: tpl.dynamic,
        source: tpl.source,
        rank: LATE_RANK,
        run: (scope) => {
          return list.props.collapseSummaryAutoFilter === false
            ? tpl.render(scope)
            : tpl.renderFiltered(scope);
        },
      }
    : null;
  collapseTemplates.set(list, out);
  return out ?? undefined;
}

const itemNameTemplates = new WeakMap<Instance, CellTemplate | null>();

/**
 * The cell rendering a list's itemName in each item (docs/components.md, List): any placeholder, in the
 * item's scope (`{size}` is the item's size), with {index}, {zindex} and {count} as the item's variables.
 */
function itemNameTemplate(engine: ListsEngine, list: Instance): CellTemplate | undefined {
  const known = itemNameTemplates.get(list);
  if (known !== undefined) return known ?? undefined;
  const tpl = engine.formulas.get(list.node.id)?.itemName;
  const out: CellTemplate | null = tpl
    ? {
        nodeId: list.node.id,
        prop: 'itemName',
        kind: 'itemName',
        // {count} changes with the list's count (ListItem stands for it in an item's cell).
        deps: [...tpl.deps, { id: 'ListItem' }],
        dynamic: tpl.dynamic,
        source: tpl.source,
        rank: LATE_RANK,
        run: (scope) => {
          const li = scope.listItem;
          return li ? tpl.render(scope, li) : '';
        },
      }
    : null;
  itemNameTemplates.set(list, out);
  return out ?? undefined;
}

/** Runs `||init=` formulas of fresh instances once, into the user layer (unless state already set it). */
export function runInits(engine: ListsEngine, insts: readonly Instance[]): void {
  for (const inst of insts) {
    const inits = engine.formulas.get(inst.node.id)?.inits;
    if (!inits || inits.length === 0) continue;
    for (const { prop, formula } of inits) {
      if (inst.user[prop] !== undefined) continue;
      const value = evalOnce(engine, inst, formula, prop);
      if (value !== undefined) write(engine, inst, 'user', prop, value);
    }
  }
}

/** Evaluates a formula outside the reactive graph (init values, onClick); failures become diagnostics. */
export function evalOnce(
  engine: ListsEngine,
  inst: Instance,
  formula: CompiledFormula,
  prop: string,
): unknown {
  try {
    return engine.tracker.withoutCell(() => formula.evaluate(engine.scopeOf(inst)));
  } catch (err) {
    engine.report('expression-failed', {
      params: {
        id: inst.node.id,
        name: prop,
        prefix: inst.item ? ` (item ${inst.item.prefix})` : '',
        detail: err instanceof Error ? err.message : String(err),
      },
      range: inst.node.propRanges[prop] ?? inst.node.range,
      path: [...inst.node.path, prop],
      componentId: inst.id,
      property: prop,
    });
    return undefined;
  }
}

function descendants(engine: ListsEngine, inst: Instance, out: Instance[]): Instance[] {
  out.push(inst);
  for (const id of inst.children) {
    const c = engine.instances.get(id);
    if (c) descendants(engine, c, out);
  }
  return out;
}

/** Brings a list's items to the count numItems asks for: new items are created, surplus ones deleted. */
export function resizeList(engine: ListsEngine, list: Instance): void {
  const want = desiredItems(list.props.numItems, list.props);
  const have = engine.itemCount(list.id);
  if (want === have) return;
  if (want === MAX_ITEMS) warnCapped(engine, list);
  const fresh: Instance[] = [];
  for (let k = have + 1; k <= want; k++) {
    const item = itemContext(list.id, k);
    for (const child of list.node.children) {
      const inst = createInstance(engine, child, list.id, undefined, item, list.depth + 1);
      list.children.push(inst.id);
      descendants(engine, inst, fresh);
    }
    for (const tpl of [collapseTemplate(engine, list), itemNameTemplate(engine, list)])
      if (tpl) engine.calc.addCell(tpl, list, engine.scopeFor(item), k);
  }
  for (let k = have; k > want; k--) {
    const prefix = `${list.id}_${k}_`;
    for (const id of list.children) {
      if (!id.startsWith(prefix)) continue;
      const inst = engine.instances.get(id);
      if (inst) destroyInstance(engine, inst);
    }
    list.children = list.children.filter((id) => !id.startsWith(prefix));
    for (const c of list.cells) if (c.itemIndex === k) c.dead = true;
    list.cells = list.cells.filter((c) => !c.dead);
    for (const key of [`collapse${k}`, `itemName${k}`]) {
      if (list.internal[key] === undefined) continue;
      const { [key]: _gone, ...rest } = list.internal;
      list.internal = rest;
    }
  }
  writeInternal(engine, list, 'count', want);
  // ListItem.count changed for every item: their published states carry it.
  for (const id of list.children) {
    const inst = engine.instances.get(id);
    if (inst) for (const d of descendants(engine, inst, [])) engine.changes.markState(d);
  }
  engine.calc.scheduleDynamic();
  runInits(engine, fresh);
}

/** A numItems formula asking for more than {@link MAX_ITEMS} (and no smaller maxCount) is told about. */
function warnCapped(engine: ListsEngine, list: Instance): void {
  // props hold the clamped count; the layers (script over formula over user input over spec) what was asked.
  const layer = [list.script, list.formula, list.user, list.base].find((l) => l.numItems !== undefined);
  const asked = toCount(layer?.numItems);
  const max = toCount(list.props.maxCount);
  if (asked === undefined || asked <= MAX_ITEMS || (max !== undefined && max <= MAX_ITEMS)) return;
  engine.report('list-items-capped', {
    params: { id: list.id, asked, cap: MAX_ITEMS },
    componentId: list.id,
    property: 'numItems',
    ...(list.node.propRanges.numItems ? { range: list.node.propRanges.numItems } : {}),
  });
}

const BY_FORMULA = 'numItems is a formula, so items are not added or deleted by hand';

/** Why adding an item to a list is not offered (docs/engine.md#lists), or undefined when it is. */
export function addRefusal(engine: ListsEngine, list: Instance): string | undefined {
  if (list.props.canAdd === true) return undefined;
  if (numItemsByFormula(engine, list)) return BY_FORMULA;
  const max = toCount(list.props.maxCount);
  return max === undefined || max > MAX_ITEMS
    ? `the list is at the item cap (${MAX_ITEMS})`
    : `the list is at maxCount (${max})`;
}

/** Why deleting item k is not offered, or undefined when it is. */
export function deleteRefusal(engine: ListsEngine, list: Instance, k: number): string | undefined {
  if (numItemsByFormula(engine, list)) return BY_FORMULA;
  const count = engine.itemCount(list.id);
  if (!Number.isInteger(k) || k < 1 || k > count)
    return `there is no item ${String(k)} (the list has ${count})`;
  if (list.props.canDelete !== true) return `the list is at minCount (${toCount(list.props.minCount) ?? 0})`;
  return undefined;
}

/** Adds an item at the end (the new item open). False when add is not offered. */
export function addItem(engine: ListsEngine, list: Instance): boolean {
  if (list.props.canAdd !== true) return false;
  const count = engine.itemCount(list.id);
  const open = Array.isArray(list.props.collapsableItemIsOpen)
    ? [...(list.props.collapsableItemIsOpen as unknown[])]
    : [];
  while (open.length < count) open.push(true);
  open[count] = true;
  write(engine, list, 'user', 'collapsableItemIsOpen', open.slice(0, count + 1));
  write(engine, list, 'user', 'numItems', count + 1);
  resizeList(engine, list);
  return true;
}

/**
 * The user layer an item carries when it shifts down after a delete. A Dropdown with
 * uniqueInRepeatedElements whose value was defaulted (no user value) keeps that defaulted value: its
 * default depends on the items before it, so re-defaulting at the new place would change it.
 */
function keepDefaulted(from: Instance): Record<string, unknown> {
  const defaulted =
    from.node.type === 'Dropdown' &&
    (from.props.uniqueInRepeatedElements === true || from.props.uniqueInRepeatedElements === 'true') &&
    !('value' in from.user) &&
    !('value' in from.script) &&
    from.props.value !== undefined;
  return defaulted ? { ...from.user, value: from.props.value } : from.user;
}

/**
 * Deletes item k (1-based): later items' values shift down, the last item is removed (its values
 * deleted) and numItems decrements (docs/engine.md#lists). False when delete is not offered.
 */
export function deleteItem(engine: ListsEngine, list: Instance, k: number): boolean {
  const count = engine.itemCount(list.id);
  if (list.props.canDelete !== true || !Number.isInteger(k) || k < 1 || k > count) return false;
  const children = engine.listChildIds.get(list.id) ?? new Set<string>();
  for (let j = k; j < count; j++) {
    for (const id of children) {
      const to = engine.instances.get(`${list.id}_${j}_${id}`);
      const from = engine.instances.get(`${list.id}_${j + 1}_${id}`);
      if (!to || !from) continue;
      replaceLayer(engine, to, 'user', keepDefaulted(from));
      replaceLayer(engine, to, 'script', from.script);
    }
  }
  const open = Array.isArray(list.props.collapsableItemIsOpen)
    ? [...(list.props.collapsableItemIsOpen as unknown[])]
    : [];
  if (open.length >= k) open.splice(k - 1, 1);
  write(engine, list, 'user', 'collapsableItemIsOpen', open.length > 0 ? open : undefined);
  write(engine, list, 'user', 'numItems', count - 1);
  resizeList(engine, list);
  return true;
}

/** Toggles item k between open and collapsed (or hidden with collapsable 'hide'); revealing opens it. */
export function toggleItem(engine: ListsEngine, list: Instance, k: number, open?: boolean): boolean {
  const count = engine.itemCount(list.id);
  if (!Number.isInteger(k) || k < 1 || k > count) return false;
  const states = Array.isArray(list.props.itemOpen) ? (list.props.itemOpen as boolean[]) : [];
  const next = [...states];
  next[k - 1] = open ?? !states[k - 1];
  write(engine, list, 'user', 'collapsableItemIsOpen', next);
  return true;
}
