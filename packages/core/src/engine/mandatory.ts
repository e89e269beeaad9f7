import { isEmpty } from '../expr';
import { behaviourContext } from './behaviourContext';
import type { MandatoryEntry } from './contract';
import type { Engine } from './engine';
import type { Instance } from './model';

function levelOf(engine: Engine, inst: Instance): 'alert' | 'prohibit' | undefined {
  const beh = inst.behaviour;
  const level = beh?.mandatoryLevel
    ? beh.mandatoryLevel(inst.props.value, behaviourContext(engine, inst, inst.props))
    : inst.props.mandatory;
  return level === 'alert' || level === 'prohibit' ? level : undefined;
}

function labelOf(inst: Instance): string {
  for (const k of ['name', 'label'] as const) {
    const v = inst.props[k];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return inst.id;
}

/** One instance's entry (null when it is not listed): from its props and visibility alone. */
function entryOf(engine: Engine, inst: Instance): MandatoryEntry | null {
  if (!inst.visible) return null;
  const level = levelOf(engine, inst);
  if (!level || (engine.spec.metadata.mandatoryFields === 'prohibit-only' && level !== 'prohibit'))
    return null;
  const beh = inst.behaviour;
  const value = inst.props.value;
  const empty = beh?.isEmpty
    ? beh.isEmpty(value, behaviourContext(engine, inst, inst.props))
    : isEmpty(value);
  return empty ? Object.freeze({ id: inst.id, level, label: labelOf(inst) }) : null;
}

function sameEntry(a: MandatoryEntry | null, b: MandatoryEntry | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.level === b.level && a.label === b.label);
}

/**
 * Refreshes the mandatory entries of the instances that changed (props or visibility) and tells whether
 * any of them changed, so the list is rebuilt only then instead of on every change.
 */
export function refreshMandatory(engine: Engine, changed: Iterable<Instance>): boolean {
  let any = false;
  for (const inst of changed) {
    if (inst.dead) continue;
    const entry = entryOf(engine, inst);
    if (!sameEntry(entry, inst.mandatory)) any = true;
    inst.mandatory = entry;
  }
  return any;
}

/**
 * The MandatoryFields list (docs/engine.md#mandatory-fields): every visible component whose mandatory level is
 * alert or prohibit and whose value is empty (by its behaviour's rule, e.g. the other option needs free
 * text), in document order. With Metadata.mandatoryFields prohibit-only, only prohibit entries.
 * With `fresh`, every entry is computed again; else the entries kept on the instances are used.
 */
export function computeMandatory(engine: Engine, order: readonly Instance[], fresh = true): MandatoryEntry[] {
  const out: MandatoryEntry[] = [];
  for (const inst of order) {
    if (fresh) inst.mandatory = entryOf(engine, inst);
    if (inst.mandatory) out.push(inst.mandatory);
  }
  return out;
}
