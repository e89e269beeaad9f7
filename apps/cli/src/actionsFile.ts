import type { FormAction, FormSnapshot } from '@formwright/core/headless';

/**
 * The actions file of `formwright render --actions` (docs/cli.md#the-formwright-command): a JSON array of steps, each one of
 * set, click, add, delete, check, editSummary, providers, setState, clearState. A step is checked twice:
 * its shape when the file is read (so nothing runs from a broken file), and its target id just before it
 * runs (list items only exist once earlier steps added them). Every problem names the 1-based step.
 */

/** A problem with the actions file; the message names the file and the step. */
export class ActionsError extends Error {}

/** The keys each kind of step may hold (its own key first). */
const STEP_KEYS: Readonly<Record<string, readonly string[]>> = {
  set: ['set', 'value'],
  click: ['click'],
  add: ['add'],
  delete: ['delete', 'item'],
  check: ['check', 'value'],
  editSummary: ['editSummary', 'text'],
  providers: ['providers'],
  setState: ['setState'],
  clearState: ['clearState'],
};

/** An example of each step, for the error messages. */
const EXAMPLES: Readonly<Record<string, string>> = {
  set: '{"set": "size", "value": 12}',
  click: '{"click": "showGuideline"}',
  add: '{"add": "lesions"}',
  delete: '{"delete": "lesions", "item": 2}',
  check: '{"check": "effusionRow", "value": true}',
  editSummary: '{"editSummary": "impression", "text": "…"}',
  providers: '{"providers": {"results": [...]}}',
  setState: '{"setState": {"size": {"user": {"value": 12}}}}',
  clearState: '{"clearState": true}',
};

const KINDS = Object.keys(STEP_KEYS);

function brief(step: unknown): string {
  const text = JSON.stringify(step) ?? String(step);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Reads and checks the shape of every step; throws an {@link ActionsError} naming the first bad one. */
export function parseActions(text: string, file: string): FormAction[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new ActionsError(`${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(parsed)) {
    throw new ActionsError(`${file} must hold a JSON array of steps, such as [${EXAMPLES.set}]`);
  }
  parsed.forEach((step: unknown, i) => checkShape(step, i + 1, file));
  return parsed as FormAction[];
}

function checkShape(step: unknown, n: number, file: string): void {
  const fail = (why: string): never => {
    throw new ActionsError(`${file}: step ${n} ${brief(step)}: ${why}`);
  };
  if (typeof step !== 'object' || step === null || Array.isArray(step)) {
    return fail(`a step must be an object such as ${EXAMPLES.set}`);
  }
  const o = step as Record<string, unknown>;
  const kinds = Object.keys(o).filter((k) => KINDS.includes(k));
  if (kinds.length === 0) return fail(`unknown step: expected one of ${KINDS.join(', ')}`);
  if (kinds.length > 1) return fail(`one step per object, found ${kinds.join(' and ')}`);
  const kind = kinds[0] as string;
  const allowed = STEP_KEYS[kind] as readonly string[];
  const extra = Object.keys(o).filter((k) => !allowed.includes(k));
  if (extra.length > 0) {
    return fail(`unknown key ${extra.join(', ')} in a ${kind} step (write it as ${EXAMPLES[kind]})`);
  }
  const id = o[kind];
  const needsId = ['set', 'click', 'add', 'delete', 'check', 'editSummary'].includes(kind);
  if (needsId && (typeof id !== 'string' || id === '')) {
    return fail(`${kind} needs a component id (write it as ${EXAMPLES[kind]})`);
  }
  switch (kind) {
    case 'set':
      if (!('value' in o)) fail(`set needs a value (null clears it): ${EXAMPLES.set}`);
      break;
    case 'delete':
      if (typeof o.item !== 'number' || !Number.isInteger(o.item) || o.item < 1)
        fail(`delete needs the 1-based item number: ${EXAMPLES.delete}`);
      break;
    case 'check':
      if (typeof o.value !== 'boolean') fail(`check needs a value true or false: ${EXAMPLES.check}`);
      break;
    case 'editSummary':
      if (typeof o.text !== 'string') fail(`editSummary needs a text: ${EXAMPLES.editSummary}`);
      break;
    case 'providers':
      if (typeof o.providers !== 'object' || o.providers === null)
        fail(`providers needs the provider data as setProviderData takes it: ${EXAMPLES.providers}`);
      break;
    case 'setState':
      if (typeof o.setState !== 'object' || o.setState === null || Array.isArray(o.setState))
        fail(`setState needs a saved state object: ${EXAMPLES.setState}`);
      break;
    case 'clearState':
      if (o.clearState !== true) fail(`write clearState as ${EXAMPLES.clearState}`);
      break;
  }
}

const items = (count: unknown): string => {
  const n = typeof count === 'number' ? count : 0;
  return `${n} item${n === 1 ? '' : 's'}`;
};

/** The component types each targeted step accepts (undefined: any component). */
const TARGET_TYPES: Readonly<Record<string, readonly string[] | undefined>> = {
  set: undefined,
  click: undefined,
  add: ['List'],
  delete: ['List'],
  check: ['Row', 'Summary', 'Checkbox'],
  editSummary: ['Summary'],
};

/**
 * Checks a step's target against the form as it is now (before the step runs): the id must name a
 * component instance (`lesions_2_size` once item 2 exists) of a type the step applies to, and a deleted
 * item must exist. Throws an {@link ActionsError} naming the step.
 */
export function checkTarget(step: FormAction, n: number, file: string, snapshot: FormSnapshot): void {
  const o = step as Record<string, unknown>;
  const kind = KINDS.find((k) => k in o) as string;
  if (!(kind in TARGET_TYPES)) return;
  const id = o[kind] as string;
  const fail = (why: string): never => {
    throw new ActionsError(`${file}: step ${n} ${brief(step)}: ${why}`);
  };
  const c = snapshot.components.get(id);
  if (!c || c.node.generated) {
    const listItem = /^(.+)_(\d+)_/.exec(id);
    const hint =
      listItem && snapshot.components.get(listItem[1] as string)?.node.type === 'List'
        ? ` (list ${listItem[1]} has ${items(snapshot.components.get(listItem[1] as string)?.props.count)}; add one first)`
        : '';
    return fail(`no component with id ${id}${hint}`);
  }
  const types = TARGET_TYPES[kind];
  if (types && !types.includes(c.node.type)) {
    return fail(`${kind} applies to ${types.join(', ')}, but ${id} is a ${c.node.type}`);
  }
  if (kind === 'editSummary' && c.props.editMode !== true) {
    const how =
      c.props.editable === true
        ? `; check it first: {"check": "${id}", "value": true}`
        : ' (it is not editable)';
    fail(`summary ${id} is not in edit mode${how}`);
  }
  if (kind === 'delete') {
    const count = typeof c.props.count === 'number' ? c.props.count : 0;
    if ((o.item as number) > count) fail(`list ${id} has no item ${String(o.item)} (it has ${count})`);
  }
}
