import type { ComponentInput } from '../components/behaviour';
import type { EngineParts } from './engineParts';
import type { ActionStep } from './interactions';
import { acceptSuggestions } from './acceptSuggestions';
import { addItem, addRefusal, deleteItem, deleteRefusal, evalOnce, toggleItem } from './lists';
import type { Instance } from './model';
import type { ScriptEvent } from './scripting';
import type { InputKind } from './timing';
import { behaviourContext } from './behaviourContext';
import { checkRefusal, inputRefusal } from './inputRefusal';
import { write } from './layers';

import type { ListsEngine } from './lists';

/** What actions.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ActionsEngine = ListsEngine & Pick<EngineParts, 'event'>;

/** When and how the script hears about an action. */
export interface ActionOutcome {
  /** A script event to raise after the delay for `kind` (debounced per source), or at once when `now`. */
  readonly event?: ScriptEvent;
  readonly kind?: InputKind;
  readonly type?: string;
  readonly now?: boolean;
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** The fallback for types without a behaviour: the interaction's plain meaning as a user-layer patch. */
function defaultInput(inst: Instance, input: ComponentInput): Readonly<Record<string, unknown>> {
  const p = inst.props;
  switch (input.kind) {
    case 'set':
      return { value: input.value };
    case 'check':
      return { value: input.value };
    case 'editText':
      return { userEditedReport: input.text };
    case 'focus':
      return { isFocused: true };
    case 'blur':
      return { isFocused: undefined };
    case 'step':
      return { value: (num(p.value) ?? 0) + input.direction * (num(p.stepSize) ?? 1) };
    case 'toggleOption': {
      if (Array.isArray(p.value)) {
        const has = p.value.includes(input.option);
        return {
          value: has ? p.value.filter((v) => v !== input.option) : [...(p.value as unknown[]), input.option],
        };
      }
      return { value: p.value === input.option && input.ctrl ? undefined : input.option };
    }
    case 'toggleOther':
      return { otherIsChecked: input.checked };
    case 'otherText':
      return { otherText: input.text };
    case 'selectTab':
      return { activeTab: input.tab };
    case 'click':
      return {};
  }
}

/**
 * Routes an interaction to the component's behaviour (or the plain fallback) and writes the patch; an
 * interaction the form would not offer ({@link inputRefusal}) changes nothing and says why. Returns whether
 * it was taken.
 */
function interact(
  engine: ActionsEngine,
  inst: Instance,
  input: ComponentInput,
  action: string = input.kind,
): boolean {
  const refusal = inputRefusal(inst, input);
  if (refusal) {
    ignored(engine, action, inst.id, refusal);
    return false;
  }
  const beh = inst.behaviour;
  const ctx = behaviourContext(engine, inst, inst.props);
  const patch = beh?.input ? beh.input(input, ctx) : defaultInput(inst, input);
  // Read before the write: the reasons speak of the state the user acted on.
  const notes = beh?.inputNotes?.(input, ctx) ?? [];
  for (const [k, v] of Object.entries(patch)) write(engine, inst, 'user', k, v);
  for (const reason of notes) ignored(engine, action, inst.id, reason);
  return true;
}

/** Resolves a target id named by a component (toggleComponentId) in that component's list item first. */
function resolveFrom(engine: ActionsEngine, inst: Instance, id: string): Instance | undefined {
  return engine.instances.get(engine.scopeOf(inst).resolve(id));
}

/** Button click (docs/components.md#button): toggle the display of the target, run onClick, then the click event. */
function click(engine: ActionsEngine, inst: Instance): ScriptEvent | undefined {
  if (!interact(engine, inst, { kind: 'click' })) return undefined;
  const beh = inst.behaviour;
  const ctx = behaviourContext(engine, inst, inst.props);
  const event: ScriptEvent = { reason: 'click', source: inst.id };
  const effects = beh?.effects
    ? beh.effects({ kind: 'click' }, ctx)
    : typeof inst.props.toggleComponentId === 'string'
      ? [{ kind: 'toggleDisplay' as const, id: inst.props.toggleComponentId }]
      : [];
  for (const e of effects) {
    if (e.kind !== 'toggleDisplay') continue;
    const target = resolveFrom(engine, inst, e.id);
    if (!target) continue;
    const displayed =
      target.props.display === undefined ||
      target.props.display === null ||
      target.props.display === true ||
      target.props.display === 'true';
    write(engine, target, 'user', 'display', !displayed);
  }
  const onClick = engine.formulas.get(inst.node.id)?.onClick;
  if (onClick) {
    const prev = engine.event;
    engine.event = event;
    evalOnce(engine, inst, onClick, 'onClick');
    engine.event = prev;
  }
  return event;
}

function find(engine: ActionsEngine, id: unknown): Instance | undefined {
  return typeof id === 'string' ? engine.instances.get(id) : undefined;
}

function userInput(inst: Instance, kind: InputKind): ActionOutcome {
  return { event: { reason: 'userInput', source: inst.id }, kind, type: inst.node.type };
}

/** An action the form would not offer: nothing changes, and the snapshot says why (action-ignored). */
function ignored(engine: ActionsEngine, action: string, id: string, reason: string): ActionOutcome {
  engine.report('action-ignored', { params: { action, id, reason }, componentId: id, origin: 'none' });
  return {};
}

/**
 * Applies one component-level action to the engine's layers (formulas are settled by the caller).
 * Returns the script event it raises; unknown ids are ignored (with a diagnostic).
 */
export function applyAction(engine: ActionsEngine, action: ActionStep): ActionOutcome {
  const a = action as Record<string, unknown>;
  const missing = (id: unknown): ActionOutcome => {
    engine.report('runtime-error', { params: { detail: `no component with id ${String(id)}` } });
    return {};
  };
  if ('set' in a) {
    const inst = find(engine, a.set);
    if (!inst) return missing(a.set);
    return interact(engine, inst, { kind: 'set', value: a.value }) ? userInput(inst, 'set') : {};
  }
  if ('click' in a) {
    const inst = find(engine, a.click);
    if (!inst) return missing(a.click);
    const event = click(engine, inst);
    return event ? { event, kind: 'other', type: inst.node.type } : {};
  }
  if ('add' in a || 'delete' in a || 'toggleItem' in a) {
    const id = a.add ?? a.delete ?? a.toggleItem;
    const list = find(engine, id);
    if (!list || list.node.type !== 'List') return missing(id);
    const name = 'add' in a ? 'add' : 'delete' in a ? 'delete' : 'toggleItem';
    const k = Number(a.item);
    const refusal =
      name === 'add'
        ? addRefusal(engine, list)
        : name === 'delete'
          ? deleteRefusal(engine, list, k)
          : Number.isInteger(k) && k >= 1 && k <= engine.itemCount(list.id)
            ? undefined
            : `there is no item ${String(a.item)} (the list has ${engine.itemCount(list.id)})`;
    if (refusal) return ignored(engine, name, list.id, refusal);
    const done =
      name === 'add'
        ? addItem(engine, list)
        : name === 'delete'
          ? deleteItem(engine, list, k)
          : toggleItem(engine, list, k, typeof a.open === 'boolean' ? a.open : undefined);
    return done ? userInput(list, 'other') : {};
  }
  if ('check' in a) {
    const inst = find(engine, a.check);
    if (!inst) return missing(a.check);
    const refusal = checkRefusal(inst);
    if (refusal) return ignored(engine, 'check', inst.id, refusal);
    return interact(engine, inst, { kind: 'check', value: a.value === true }) ? userInput(inst, 'other') : {};
  }
  if ('editSummary' in a) {
    const inst = find(engine, a.editSummary);
    if (!inst) return missing(a.editSummary);
    return interact(engine, inst, { kind: 'editText', text: String(a.text ?? '') }, 'editSummary')
      ? userInput(inst, 'set')
      : {};
  }
  if ('acceptSuggestions' in a) {
    const id = a.acceptSuggestions;
    const scope = id === 'form' ? 'form' : find(engine, id);
    if (!scope) return missing(id);
    const result = acceptSuggestions(engine, scope);
    if ('refusal' in result) return ignored(engine, 'acceptSuggestions', String(id), result.refusal);
    if (result.written.length === 0) return {};
    return { event: { reason: 'userInput', source: result.written[0] ?? '' }, kind: 'other' };
  }
  const simple: [string, (inst: Instance) => ComponentInput, InputKind][] = [
    ['focus', () => ({ kind: 'focus' }), 'other'],
    ['blur', () => ({ kind: 'blur' }), 'other'],
    ['step', () => ({ kind: 'step', direction: a.direction === -1 ? -1 : 1 }), 'step'],
    ['toggleOption', () => ({ kind: 'toggleOption', option: a.option, ctrl: a.ctrl === true }), 'other'],
    ['otherText', () => ({ kind: 'otherText', text: String(a.text ?? '') }), 'otherText'],
    ['toggleOther', () => ({ kind: 'toggleOther', checked: a.checked === true }), 'other'],
    ['selectTab', () => ({ kind: 'selectTab', tab: Number(a.tab) }), 'other'],
  ];
  for (const [key, make, kind] of simple) {
    if (!(key in a)) continue;
    const inst = find(engine, a[key]);
    if (!inst) return missing(a[key]);
    const taken = interact(engine, inst, make(inst), key);
    // Focus changes are not state changes the script hears about.
    return !taken || key === 'focus' || key === 'blur' ? {} : userInput(inst, kind);
  }
  engine.report('runtime-error', { params: { detail: `unknown action ${JSON.stringify(action)}` } });
  return {};
}
