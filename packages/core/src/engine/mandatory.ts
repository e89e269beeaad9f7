import { isEmpty } from '../expr';
import type { MandatoryEntry } from './contract';
import type { Engine } from './engine';
import type { Instance } from './model';

function levelOf(engine: Engine, inst: Instance): 'alert' | 'prohibit' | undefined {
  const beh = inst.behaviour;
  const level = beh?.mandatoryLevel
    ? beh.mandatoryLevel(inst.props.value, engine.behaviourContext(inst, inst.props))
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

/**
 * The MandatoryFields list (components.md §4.1, §5.2): every visible component whose mandatory level is
 * alert or prohibit and whose value is empty (by its behaviour's rule, e.g. the other option needs free
 * text), in document order. With Metadata.mandatoryFields prohibit-only, only prohibit entries.
 */
export function computeMandatory(engine: Engine, order: readonly Instance[]): MandatoryEntry[] {
  const prohibitOnly = engine.spec.metadata.mandatoryFields === 'prohibit-only';
  const out: MandatoryEntry[] = [];
  for (const inst of order) {
    if (!inst.visible) continue;
    const level = levelOf(engine, inst);
    if (!level || (prohibitOnly && level !== 'prohibit')) continue;
    const beh = inst.behaviour;
    const value = inst.props.value;
    const empty = beh?.isEmpty
      ? beh.isEmpty(value, engine.behaviourContext(inst, inst.props))
      : isEmpty(value);
    if (empty) out.push(Object.freeze({ id: inst.id, level, label: labelOf(inst) }));
  }
  return out;
}
