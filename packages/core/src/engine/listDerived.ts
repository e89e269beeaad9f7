import type { EngineParts } from './engineParts';
import type { Instance, ItemContext } from './model';

/** What listDerived.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ListDerivedEngine = Pick<
  EngineParts,
  'formulas' | 'instances' | 'itemCount' | 'listChildIds' | 'texts'
>;

// The List's pure derived values, apart from its mutations (lists.ts), so that layers.ts (which
// derives a List's props on every recompute) does not import the code that writes the layers.

/** The item context of item `index` of a list (docs/specification.md#the-form-specification: `lesions_2_`). */
export function itemContext(listId: string, index: number): ItemContext {
  return { listId, index, prefix: `${listId}_${index}_` };
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A hard cap on items so a runaway numItems formula cannot exhaust memory. */
export const MAX_ITEMS = 500;

/** A count read from a property: a whole number ≥ 0, or undefined when it is not a number. */
export function toCount(v: unknown): number | undefined {
  const n = num(v);
  return n === undefined ? undefined : Math.max(0, Math.floor(n));
}

/**
 * The number of items numItems asks for (docs/specification.md#component-entries): without numItems minCount (or 0); NaN,
 * text and negatives count as 0, and so does an empty result of a numItems formula; at most maxCount
 * and {@link MAX_ITEMS}.
 */
export function desiredItems(
  numItems: unknown,
  base: Readonly<Record<string, unknown>>,
  byFormula = false,
): number {
  const min = toCount(base.minCount) ?? 0;
  const max = toCount(base.maxCount) ?? MAX_ITEMS;
  const unset = numItems === undefined || numItems === null || numItems === '';
  const n = unset && !byFormula ? min : (toCount(numItems) ?? 0);
  return Math.min(n, max, MAX_ITEMS);
}

/** Whether numItems is written as a formula (then add and delete are hidden, docs/engine.md#lists). */
export function numItemsByFormula(engine: ListDerivedEngine, list: Instance): boolean {
  return engine.formulas.get(list.node.id)?.cells.some((c) => c.prop === 'numItems') ?? false;
}

/**
 * The list's own derived values: count, value (one object per item), item names, open states and
 * collapse summaries, and whether add and delete are offered.
 */
export function listDerived(
  engine: ListDerivedEngine,
  list: Instance,
  merged: Record<string, unknown>,
): void {
  const count = engine.itemCount(list.id);
  const byFormula = numItemsByFormula(engine, list);
  // Formulas read numItems as the count it asks for: NaN reads 0, a missing one its default.
  merged.numItems = desiredItems(merged.numItems, merged, byFormula);
  const min = num(merged.minCount) ?? 0;
  const max = num(merged.maxCount);
  merged.count = count;
  merged.addDeleteHidden = byFormula;
  merged.canAdd = !byFormula && (max === undefined || count < max);
  merged.canDelete = !byFormula && count > min;
  const collapsable = merged.collapsable;
  const open = Array.isArray(merged.collapsableItemIsOpen) ? (merged.collapsableItemIsOpen as unknown[]) : [];
  const children = engine.listChildIds.get(list.id) ?? new Set<string>();
  const value: Record<string, unknown>[] = [];
  const names: string[] = [];
  const isOpen: boolean[] = [];
  const states: string[] = [];
  const summaries: string[] = [];
  const nameTpl =
    typeof merged.itemName === 'string'
      ? merged.itemName
      : String(engine.texts.listItemName ?? 'Item {index}');
  // The spec's itemName with placeholders renders per item in a cell (itemNameTemplate); a name a
  // script set, or the default text, fills only the variables.
  const byCell = engine.formulas.get(list.node.id)?.itemName !== undefined && nameTpl === list.base.itemName;
  for (let k = 1; k <= count; k++) {
    const item: Record<string, unknown> = {};
    for (const id of children) {
      const inst = engine.instances.get(`${list.id}_${k}_${id}`);
      if (inst && inst.props.value !== undefined) item[id] = inst.props.value;
    }
    value.push(item);
    const rendered = byCell ? list.internal[`itemName${k}`] : undefined;
    names.push(
      typeof rendered === 'string'
        ? rendered
        : nameTpl.replace(/\{(index|zindex|count)\}/g, (_, v: string) =>
            String(v === 'index' ? k : v === 'zindex' ? k - 1 : count),
          ),
    );
    const o = collapsable === true || collapsable === 'hide' ? open[k - 1] !== false : true;
    isOpen.push(o);
    states.push(o ? 'open' : collapsable === 'hide' ? 'hidden' : 'summary');
    const s = list.internal[`collapse${k}`];
    summaries.push(typeof s === 'string' ? s : '');
  }
  merged.value = value;
  merged.itemNames = names;
  merged.itemOpen = isOpen;
  merged.itemStates = states;
  merged.itemSummaries = summaries;
}
