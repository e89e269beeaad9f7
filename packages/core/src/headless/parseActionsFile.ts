import { createDiagnostic, type Diagnostic, type DiagnosticCode } from '../diagnostics';
import type { ActionStep, FormSnapshot } from '../engine';
import { fitsSchema, STEP_KINDS } from './actionsSchema';

/**
 * The actions file of `formwright render --actions` (docs/cli.md#the-formwright-command), shared by the CLI, the server and
 * form tests. A step is checked twice: its shape when the file is read (so nothing runs from a broken
 * file), and its target just before it runs (list items exist only once earlier steps added them). Every
 * problem is one located error naming the file and the 1-based step.
 */

/** The steps of a file, or the first problem with it. */
export type ActionsFileResult =
  { readonly steps: readonly ActionStep[]; readonly error?: undefined } | { readonly error: Diagnostic };

const KINDS = Object.keys(STEP_KINDS);

function brief(step: unknown): string {
  const text = JSON.stringify(step) ?? String(step);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Start offsets of the entries of a top-level JSON array (the text is known to parse). */
function entryOffsets(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let expecting = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      if (depth === 1 && expecting) out.push(i);
      expecting = false;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expecting && c !== ']') out.push(i);
    expecting = false;
    if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    if (depth === 1 && (c === '[' || c === ',')) expecting = true;
  }
  return out;
}

function rangeAt(text: string, offset: number): { line: number; column: number; from: number; to: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1, from: offset, to: offset };
}

/** A located error of a step: the path is its index in the file, the place where it starts (when known). */
function stepError(
  code: DiagnosticCode,
  file: string,
  n: number,
  step: unknown,
  params: Readonly<Record<string, unknown>>,
  text?: string,
): Diagnostic {
  const offset = text === undefined ? undefined : entryOffsets(text)[n - 1];
  return createDiagnostic(code, {
    params: { file, step: n, brief: brief(step), ...params },
    path: [n - 1],
    origin: 'none',
    ...(offset === undefined || text === undefined
      ? {}
      : { range: { ...rangeAt(text, offset), endLine: 0, endColumn: 0 } }),
  });
}

/** Reads an actions file (JSON text) and checks the shape of every step. */
export function parseActionsFile(text: string, file: string): ActionsFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    const at = /line (\d+) column (\d+)/.exec(detail);
    const place = at
      ? { line: Number(at[1]), column: Number(at[2]), endLine: 0, endColumn: 0, from: 0, to: 0 }
      : undefined;
    return {
      error: createDiagnostic('actions-not-json', {
        params: { file, detail },
        origin: 'none',
        ...(place ? { range: place } : {}),
      }),
    };
  }
  return checkActionSteps(parsed, file, text);
}

/**
 * Checks already-parsed steps (a form test's `actions`, a recorded onDispatch log): an array of steps,
 * each an object with exactly one step key and that kind's fields (docs/actions.schema.json).
 */
export function checkActionSteps(value: unknown, file: string, text?: string): ActionsFileResult {
  if (!Array.isArray(value)) {
    return {
      error: createDiagnostic('actions-not-array', {
        params: { file, example: `[${STEP_KINDS.set?.example ?? ''}]` },
        origin: 'none',
      }),
    };
  }
  for (let i = 0; i < value.length; i++) {
    const error = checkShape(value[i], i + 1, file, text);
    if (error) return { error };
  }
  return { steps: value as ActionStep[] };
}

function checkShape(step: unknown, n: number, file: string, text?: string): Diagnostic | undefined {
  const fail = (code: DiagnosticCode, params: Readonly<Record<string, unknown>> = {}) =>
    stepError(code, file, n, step, params, text);
  if (typeof step !== 'object' || step === null || Array.isArray(step)) {
    return fail('actions-step-not-object', { example: STEP_KINDS.set?.example });
  }
  const o = step as Record<string, unknown>;
  const kinds = Object.keys(o).filter((k) => KINDS.includes(k));
  if (kinds.length === 0) return fail('actions-unknown-step', { kinds: KINDS.join(', ') });
  if (kinds.length > 1) return fail('actions-two-steps', { kinds: kinds.join(' and ') });
  const kind = kinds[0] as string;
  const spec = STEP_KINDS[kind] as (typeof STEP_KINDS)[string];
  const example = spec.example;
  const extra = Object.keys(o).filter((k) => k !== kind && !(k in spec.fields));
  if (extra.length > 0) return fail('actions-unknown-key', { keys: extra.join(', '), kind, example });
  if (!fitsSchema(o[kind], spec.key)) {
    if ('const' in spec.key) return fail('actions-step-write-as', { kind, example });
    return fail('actions-step-field', { kind, what: spec.key.description, example });
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    if (!(name in o) ? !field.optional : !fitsSchema(o[name], field.schema))
      return fail('actions-step-field', { kind, what: field.schema.description, example });
  }
  return undefined;
}

const items = (n: number): string => `${n} item${n === 1 ? '' : 's'}`;

/** The component types each targeted step accepts (undefined: any component). */
const TARGET_TYPES: Readonly<Record<string, readonly string[] | undefined>> = {
  set: undefined,
  click: undefined,
  add: ['List'],
  delete: ['List'],
  check: ['Row', 'Summary', 'Checkbox'],
  editSummary: ['Summary'],
  focus: undefined,
  blur: undefined,
  step: ['Number'],
  toggleOption: undefined,
  otherText: ['CheckboxList'],
  toggleOther: ['CheckboxList'],
  selectTab: ['Tabs'],
  toggleItem: ['List'],
};

/**
 * Checks a step's target against the form as it is now (before the step runs): the id must name a
 * component instance (`lesions_2_size` once item 2 exists) of a type the step applies to, and an item
 * deleted or toggled must exist. Host operations have no target. Returns the located error, if any.
 */
export function checkStepTarget(
  step: ActionStep,
  n: number,
  file: string,
  snapshot: FormSnapshot,
): Diagnostic | undefined {
  const o = step as Readonly<Record<string, unknown>>;
  const kind = Object.keys(TARGET_TYPES).find((k) => k in o);
  if (kind === undefined) return undefined;
  const id = o[kind] as string;
  const fail = (code: DiagnosticCode, params: Readonly<Record<string, unknown>>) =>
    stepError(code, file, n, step, { id, ...params });
  const c = snapshot.components.get(id);
  if (!c || c.node.generated) {
    const listItem = /^(.+)_(\d+)_/.exec(id);
    const list = listItem ? snapshot.components.get(listItem[1] as string) : undefined;
    if (list?.type === 'List')
      return fail('actions-no-list-item', { list: list.id, items: items(list.props.count) });
    return fail('actions-no-component', {});
  }
  const types = TARGET_TYPES[kind];
  if (types && !types.includes(c.node.type)) {
    return fail('actions-wrong-target', { kind, types: types.join(', '), type: c.node.type });
  }
  if (kind === 'editSummary' && c.props.editMode !== true) {
    return fail(c.props.editable === true ? 'actions-not-edit-mode' : 'actions-not-editable', {});
  }
  if (kind === 'delete' || kind === 'toggleItem') {
    const count = typeof c.props.count === 'number' ? c.props.count : 0;
    if ((o.item as number) > count) return fail('actions-no-item', { item: o.item, count });
  }
  return undefined;
}
