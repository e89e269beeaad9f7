import { isEmpty } from '../expr';
import { behaviourContext } from './behaviourContext';
import type { MandatoryEntry } from './contract';
import type { EngineParts } from './engineParts';
import type { Instance } from './model';

import type { BehaviourContextEngine } from './behaviourContext';

/** What mandatory.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type MandatoryEngine = BehaviourContextEngine & Pick<EngineParts, 'spec'>;

function levelOf(engine: MandatoryEngine, inst: Instance): 'alert' | 'prohibit' | undefined {
  const beh = inst.behaviour;
  const level = beh?.mandatoryLevel
    ? beh.mandatoryLevel(inst.props.value, behaviourContext(engine, inst, inst.props))
    : inst.props.mandatory;
  return level === 'alert' || level === 'prohibit' ? level : undefined;
}

/**
 * Its name or label; in a List item followed by the item's name, `Location (Nodule 2)`, since every item
 * has a field of that label (an id, the last resort, already holds the item's number).
 */
function labelOf(engine: MandatoryEngine, inst: Instance): string {
  for (const k of ['name', 'label'] as const) {
    const v = inst.props[k];
    if (typeof v === 'string' && v.trim() !== '') {
      const item = itemNameOf(engine, inst);
      return item === undefined ? v : `${v} (${item})`;
    }
  }
  return inst.id;
}

/** The name of the List item an instance is in (the List's `itemNames`), when it is in one. */
function itemNameOf(engine: MandatoryEngine, inst: Instance): string | undefined {
  if (!inst.item) return undefined;
  const names = engine.instances.get(inst.item.listId)?.props.itemNames;
  const name = Array.isArray(names) ? names[inst.item.index - 1] : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** One instance's entry (null when it is not listed): from its props and visibility alone. */
function entryOf(engine: MandatoryEngine, inst: Instance): MandatoryEntry | null {
  if (!inst.visible) return null;
  const level = levelOf(engine, inst);
  if (!level || (engine.spec.metadata.mandatoryFields === 'prohibit-only' && level !== 'prohibit'))
    return null;
  const beh = inst.behaviour;
  const value = inst.props.value;
  const empty = beh?.isEmpty
    ? beh.isEmpty(value, behaviourContext(engine, inst, inst.props))
    : isEmpty(value);
  return empty ? Object.freeze({ id: inst.id, level, label: labelOf(engine, inst) }) : null;
}

function sameEntry(a: MandatoryEntry | null, b: MandatoryEntry | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.level === b.level && a.label === b.label);
}

/**
 * Refreshes the mandatory entries of the instances that changed (props or visibility) and tells whether
 * any of them changed, so the list is rebuilt only then instead of on every change.
 */
export function refreshMandatory(engine: MandatoryEngine, changed: Iterable<Instance>): boolean {
  let any = false;
  const refresh = (inst: Instance) => {
    const entry = entryOf(engine, inst);
    if (!sameEntry(entry, inst.mandatory)) any = true;
    inst.mandatory = entry;
  };
  for (const inst of changed) {
    if (inst.dead) continue;
    refresh(inst);
    // A List's item names label the entries inside its items: they may have changed with it.
    if (Array.isArray(inst.props.itemNames)) forEachInside(engine, inst, refresh);
  }
  return any;
}

/** Every live instance below `root` (its items' components, at any depth). */
function forEachInside(engine: MandatoryEngine, root: Instance, visit: (inst: Instance) => void): void {
  const stack = [...root.children];
  while (stack.length > 0) {
    const inst = engine.instances.get(stack.pop() as string);
    if (!inst || inst.dead) continue;
    visit(inst);
    stack.push(...inst.children);
  }
}

/**
 * The MandatoryFields list (docs/engine.md#mandatory-fields): every visible component whose mandatory level is
 * alert or prohibit and whose value is empty (by its behaviour's rule, e.g. the other option needs free
 * text), in document order. With Metadata.mandatoryFields prohibit-only, only prohibit entries.
 * With `fresh`, every entry is computed again; else the entries kept on the instances are used.
 */
export function computeMandatory(
  engine: MandatoryEngine,
  order: readonly Instance[],
  fresh = true,
): MandatoryEntry[] {
  const out: MandatoryEntry[] = [];
  for (const inst of order) {
    if (fresh) inst.mandatory = entryOf(engine, inst);
    if (inst.mandatory) out.push(inst.mandatory);
  }
  return out;
}
