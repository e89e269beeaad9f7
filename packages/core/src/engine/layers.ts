import { offeredSuggestion } from '../components/suggestion';
import { behaviourContext, itemSiblings, readersOf } from './behaviourContext';
import { codesDerived } from './codeCells';
import type { EngineParts } from './engineParts';
import { deepFreeze, sameValue } from './equal';
import { desiredItems, listDerived } from './listDerived';
import type { Instance } from './model';
import { ownShown, tabsDerived } from './visibility';

import type { BehaviourContextEngine } from './behaviourContext';
import type { ListDerivedEngine } from './listDerived';

/** What layers.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type LayersEngine = BehaviourContextEngine &
  ListDerivedEngine &
  Pick<EngineParts, 'calc' | 'changes' | 'report' | 'reportOwner'>;

/** The layers a write can target (the spec's base layer is fixed). */
export type Layer = 'user' | 'script' | 'formula';

/** Writes one property of one layer (undefined clears it) and recomputes the instance if it changed. */
export function write(
  engine: LayersEngine,
  inst: Instance,
  layer: Layer,
  prop: string,
  value: unknown,
): boolean {
  if (inst.dead) return false;
  const store = inst[layer];
  if (sameValue(store[prop], value) && (value !== undefined || !(prop in store))) return false;
  const next = { ...store };
  if (value === undefined) delete next[prop];
  else next[prop] = deepFreeze(value);
  inst[layer] = next;
  engine.calc.noteChange(inst.id, prop, value);
  recompute(engine, inst);
  return true;
}

/** Replaces a whole layer (state restore, list item shift). */
export function replaceLayer(
  engine: LayersEngine,
  inst: Instance,
  layer: Layer,
  values: Readonly<Record<string, unknown>>,
): void {
  if (inst.dead || sameValue(inst[layer], values)) return;
  const next: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) next[k] = deepFreeze(v);
  inst[layer] = next;
  recompute(engine, inst);
}

/** Writes an engine-internal value (tab flags, collapse summaries, item count) and recomputes if it changed. */
export function writeInternal(engine: LayersEngine, inst: Instance, key: string, value: unknown): void {
  if (inst.dead || sameValue(inst.internal[key], value)) return;
  inst.internal = { ...inst.internal, [key]: value };
  engine.calc.noteChange(inst.id, key, value);
  recompute(engine, inst);
}

/**
 * Merges the layers (spec base < user < script < formula), applies the type's behaviour (normalize,
 * derive) and the engine's cross-component values, and propagates every property that changed.
 */
export function recompute(engine: LayersEngine, inst: Instance): void {
  if (inst.dead || inst === engine.reportOwner) return;
  const merged: Record<string, unknown> = {};
  mergeLayer(merged, inst.base);
  mergeLayer(merged, inst.user);
  mergeLayer(merged, inst.script);
  mergeLayer(merged, inst.formula);
  const type = inst.node.type;
  if (type === 'List') listDerived(engine, inst, merged);
  else if (inst.node.tabs) tabsDerived(inst, merged);
  else if (type === 'DiagnosticCodes') codesDerived(inst, merged);
  const beh = inst.behaviour;
  if (beh && (beh.normalize || beh.derive)) {
    const ctx = behaviourContext(engine, inst, merged);
    try {
      if (beh.normalize) merged.value = beh.normalize(merged.value, ctx);
      if (beh.derive) Object.assign(merged, beh.derive(ctx));
    } catch (err) {
      engine.report('runtime-error', {
        params: { detail: `${inst.id}: ${err instanceof Error ? err.message : String(err)}` },
        componentId: inst.id,
      });
    }
  }
  // The suggestion offered while the value is empty (components/suggestion.ts); only forms that suggest pay.
  if (merged.suggestedValue !== undefined && inst.def && 'suggestedValue' in inst.def.properties) {
    const offered = offeredSuggestion(inst.def, merged);
    if (offered !== undefined) merged.suggestion = offered;
  }
  const old = inst.props;
  const changedKeys: string[] = [];
  for (const k in merged) if (!sameValue(old[k], merged[k])) changedKeys.push(k);
  for (const k in old) if (!(k in merged)) changedKeys.push(k);
  if (changedKeys.length === 0) return;
  inst.props = Object.freeze(merged);
  engine.changes.markState(inst);
  if (inst.behaviour?.publishesWarning && changedKeys.includes('warning')) engine.changes.markDiagnostics();
  // A summary reader (Summary) reading this one shows the referenced warning while this one is inconsistent.
  if (inst.behaviour?.publishesWarning && changedKeys.includes('inconsistent'))
    recomputeReferrers(engine, inst);
  const shown = ownShown(inst, merged);
  const shownChanged = shown !== inst.shown;
  inst.shown = shown;
  // A type that decides whether its children show (Row, Tabs) may have changed that with any prop.
  // A container's `disabled` reaches everything inside it (the same walk as visibility).
  if (
    shownChanged ||
    inst.behaviour?.allowsChild ||
    (inst.children.length > 0 && changedKeys.includes('disabled'))
  )
    engine.changes.markVisibility(inst);
  engine.calc.propagateAll(inst.id, changedKeys);
  if (type === 'List' && engine.itemCount(inst.id) !== desiredItems(merged.numItems, merged))
    engine.calc.pendingResize.add(inst);
  if (shownChanged && inst.parent) {
    const parent = engine.instances.get(inst.parent);
    if (parent?.behaviour?.readsChildren) recompute(engine, parent);
  }
  if (inst.item && changedKeys.includes('value')) {
    const list = engine.instances.get(inst.item.listId);
    if (list) recompute(engine, list);
    if (inst.node.props.uniqueInRepeatedElements) recomputeSiblings(engine, inst);
  }
}

function mergeLayer(merged: Record<string, unknown>, layer: Readonly<Record<string, unknown>>): void {
  for (const k in layer) {
    const v = layer[k];
    if (v !== undefined) merged[k] = v;
  }
}

function recomputeSiblings(engine: LayersEngine, inst: Instance): void {
  for (const [, other] of itemSiblings(engine, inst)) recompute(engine, other);
}

/** Recomputes the summary readers whose report reads `summary` (their referenced-inconsistency warning). */
function recomputeReferrers(engine: LayersEngine, summary: Instance): void {
  for (const other of readersOf(engine, summary)) recompute(engine, other);
}
