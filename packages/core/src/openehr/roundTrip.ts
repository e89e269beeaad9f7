import type { ActionStep } from '../engine';
import { runHeadless } from '../headless/runHeadless';
import { parseSpec } from '../specification';
import type { ImportedElement } from './dataTypes';
import { importOpenEhrTemplate, type ImportOpenEhrOptions, type ImportOpenEhrResult } from './importTemplate';

/**
 * The round trip of docs/openehr.md#round-trip: import a template, enter an example FLAT composition's values
 * through the form's inputs as a user would (add List items, pick options, type numbers, dates and times;
 * never set a hidden component), run the form headless and compare its FLAT output with the example key by
 * key. Generic: it knows the import's conventions (which input an element's value goes into), not any
 * template.
 */

/** The example keys that are no data point of the form: the context the server or the host fills in. */
export function isContextKey(key: string): boolean {
  return (
    key.startsWith('ctx/') ||
    /\/(_feeder_audit|_uid|_link|_work_flow_id|_guideline_id|_provider|_other_participation|_instruction_details|subject|composer|ism_transition)([:/|]|$)/.test(
      key,
    ) ||
    /\/(language|encoding|territory|category)\|/.test(key) ||
    // The event context: `context` (EHRbase), `event_context` (Better's name for one with a node id).
    /\/(event_)?context\/(start_time|_end_time|setting|_location|_health_care_facility|_participation)([:/|]|$)/.test(
      key,
    ) ||
    // An entry's and an event's own time (context nodes of the web template).
    /\/(time|origin|width|math_function)(\|[a-z_]+)?$/.test(key)
  );
}

/**
 * The part a data type's bare FLAT path stands for (EHRbase's and Better's FLAT readers take either): what
 * Better writes on the bare path, our form as the part.
 */
const BARE_PART: Readonly<Record<string, string>> = {
  DV_IDENTIFIER: '|id',
  DV_PARSABLE: '|value',
  DV_MULTIMEDIA: '|url',
};

/** The figures of one round trip. */
export interface RoundTripResult {
  /** The example's data points (keys, context aside). */
  readonly dataPoints: number;
  /** Data points written with exactly the example's value. */
  readonly exact: number;
  /** Data points that no input of the form could take. */
  readonly notEntered: readonly string[];
  /** Data points written with another value, or not written. */
  readonly different: readonly { key: string; expected: unknown; got: unknown }[];
  /** Keys written that the example does not have (context aside). */
  readonly extra: readonly string[];
  readonly actions: readonly ActionStep[];
}

type Flat = Record<string, unknown>;

interface Target {
  listId?: string;
  item?: number;
  /** The element's FLAT path as the import recorded it (copy indexes kept, List indexes not). */
  element: string;
  /** The rest of the key after the element's path: '', `|code`, `/lower|magnitude` … */
  rest: string;
  /** The occurrence index of a multichoice element. */
  occurrence?: number;
}

const split = (key: string): { segments: string[]; suffix: string } => {
  const bar = key.indexOf('|');
  const path = bar < 0 ? key : key.slice(0, bar);
  return { segments: path.split('/'), suffix: bar < 0 ? '' : key.slice(bar) };
};
const plain = (segment: string): string => segment.replace(/:\d+$/, '');
const indexOf = (segment: string): number | undefined => {
  const m = /:(\d+)$/.exec(segment);
  return m ? Number(m[1]) : undefined;
};

/** Which element (and List item) an example key belongs to. */
function targetOf(
  key: string,
  elements: ReadonlyMap<string, ImportedElement>,
  lists: ReadonlyMap<string, string>,
): Target | undefined {
  const { segments, suffix } = split(key);
  let listId: string | undefined;
  let item: number | undefined;
  const segs = [...segments];
  for (let j = 0; j < segs.length; j++) {
    const prefix = segs
      .slice(0, j + 1)
      .map(plain)
      .join('/');
    const id = lists.get(prefix);
    if (id !== undefined) {
      listId = id;
      item = indexOf(segs[j]!) ?? 0;
      segs[j] = plain(segs[j]!);
      break;
    }
  }
  for (let j = segs.length; j > 0; j--) {
    const head = segs.slice(0, j);
    const rest = `${segs
      .slice(j)
      .map((s) => `/${s}`)
      .join('')}${suffix}`;
    const exact = head.join('/');
    if (elements.has(exact))
      return { element: exact, rest, ...(listId !== undefined ? { listId, item: item ?? 0 } : {}) };
    // A multichoice element's occurrences: `coded:1|code`.
    const last = head[head.length - 1]!;
    const occurrence = indexOf(last);
    if (occurrence !== undefined) {
      const bare = [...head.slice(0, -1), plain(last)].join('/');
      if (elements.get(bare)?.multi)
        return {
          element: bare,
          rest,
          occurrence,
          ...(listId !== undefined ? { listId, item: item ?? 0 } : {}),
        };
    }
  }
  return undefined;
}

interface ComponentInfo {
  readonly type: string;
  readonly hidden: boolean;
  readonly options: readonly string[];
}

/** The option value a FLAT value picks: the code itself, `TERM::code`, `N::code`, or a Boolean's text. */
function optionFor(options: readonly string[], v: unknown): string | undefined {
  const s = String(v);
  return options.find((o) => o === s) ?? options.find((o) => o.split('::').pop() === s);
}

/** The unit a duration's ISO 8601 designator names, among the units the input offers. */
function durationParts(v: string, units: readonly string[]): { n: number; unit: string } | undefined {
  const m = /^P(?:(T)?)(\d+(?:\.\d+)?)([YMWDHS])$/.exec(v);
  if (!m) return undefined;
  const [, time, n, d] = m as unknown as [string, string | undefined, string, string];
  const byDesignator: Record<string, string> = time
    ? { H: 'hour', M: 'minute', S: 'second' }
    : { Y: 'year', M: 'month', W: 'week', D: 'day' };
  const unit = byDesignator[d];
  return unit && units.includes(unit) ? { n: Number(n), unit } : undefined;
}

/** The language an example composition was written in: `ctx/language`, else the composition's `language|code`. */
export function exampleLanguage(example: Flat): string | undefined {
  const ctx = example['ctx/language'];
  if (typeof ctx === 'string') return ctx;
  const key = Object.keys(example).find((k) => /^[^/]+\/language\|code$/.test(k));
  const code = key === undefined ? undefined : example[key];
  return typeof code === 'string' ? code : undefined;
}

/**
 * Imports `templateText` and enters `example`'s values through its inputs; returns the figures. `fileName`
 * decides OPT or web template as the import does.
 */
export function roundTrip(
  templateText: string,
  fileName: string,
  example: Flat,
  options: Pick<ImportOpenEhrOptions, 'rules'> = {},
): RoundTripResult {
  // Imported in the language the composition was written in, as the clinic that wrote it would: the
  // option texts it writes (`|value`) are that language's.
  const language = exampleLanguage(example);
  const imported: ImportOpenEhrResult = importOpenEhrTemplate(templateText, {
    ...options,
    fileName,
    ...(language ? { language } : {}),
  });
  if (!imported.yaml || !imported.elements || !imported.lists)
    throw new Error(`not imported: ${JSON.stringify(imported.diagnostics)}`);
  const parsed = parseSpec(imported.yaml);
  const byOehr = new Map<string, { id: string } & ComponentInfo>();
  const byId = new Map<string, ComponentInfo>();
  for (const n of parsed.runnable?.all ?? []) {
    const props = n.props as Record<string, unknown>;
    const options = Array.isArray(props['options'])
      ? (props['options'] as unknown[]).map((o) =>
          String(o && typeof o === 'object' ? (o as { value: unknown }).value : o),
        )
      : [];
    const info = { type: n.type, hidden: props['hidden'] === true, options };
    byId.set(n.id, info);
    if (typeof props['oEhrId'] === 'string') byOehr.set(props['oEhrId'], { id: n.id, ...info });
  }
  const points = Object.keys(example).filter((k) => !isContextKey(k));
  const notEntered: string[] = [];
  const listItems = new Map<string, number>();
  const sets = new Map<string, unknown>();
  const multi = new Map<string, string[]>();
  const itemId = (t: Target, id: string) =>
    t.listId === undefined ? id : `${t.listId}_${(t.item ?? 0) + 1}_${id}`;
  const set = (t: Target, id: string, value: unknown) => {
    const info = byId.get(id);
    // Only inputs take values: a hidden component or a List (whose oEhrId is its node's path) takes none.
    if (!info || info.hidden || info.type === 'List') return false;
    const choice = ['Option', 'CheckboxList', 'AutoComplete'].includes(info.type);
    let v: unknown;
    if (choice || info.type === 'Dropdown') {
      const o = optionFor(info.options, value);
      if (o === undefined) return false;
      v = info.type === 'Dropdown' ? o : [o];
    } else if (info.type === 'Number') {
      v = Number(value);
      if (!Number.isFinite(v)) return false;
    } else v = String(value);
    sets.set(itemId(t, id), v);
    return true;
  };

  const targets = new Map<string, Target>();
  for (const key of points) {
    const t = targetOf(key, imported.elements, imported.lists);
    if (t) targets.set(key, t);
    if (!t) {
      notEntered.push(key);
      continue;
    }
    if (t.listId !== undefined)
      listItems.set(t.listId, Math.max(listItems.get(t.listId) ?? 0, (t.item ?? 0) + 1));
    const el = imported.elements.get(t.element)!;
    const value = example[key];
    // The "any" element above this one: the user first picks the type.
    const parentPath = t.element.slice(0, t.element.lastIndexOf('/'));
    const parent = imported.elements.get(parentPath);
    if (parent?.alternatives && parent.parts['type']) {
      const alternative = t.element.slice(parentPath.length + 1).replace(/:\d+$/, '');
      set(t, parent.parts['type'], alternative);
    }
    let ok = false;
    if (el.multi && t.rest === '|code') {
      const id = el.parts['value']!;
      const o = optionFor(byId.get(id)?.options ?? [], value);
      if (o !== undefined) {
        const k = itemId(t, id);
        const list = multi.get(k) ?? [];
        list[t.occurrence ?? 0] = o;
        multi.set(k, list);
        ok = true;
      }
    } else if (el.rmType !== 'DV_TEXT' && (el.multi || /^\|(value|terminology|ordinal)$/.test(t.rest))) {
      // Written with the chosen option (its text and terminology), or by the code and term inputs below.
      const direct = byOehr.get(`${t.element}${t.rest}`);
      ok = direct
        ? direct.hidden || set(t, direct.id, value)
        : byOehr.has(t.element) || el.parts['value'] !== undefined;
    } else if (el.rmType === 'DV_DATE_TIME' && t.rest === '') {
      // A date with its time of day, a date alone, or (where the template allows it) a partial date.
      const m = /^(\d{4}(?:-\d{2}(?:-\d{2})?)?)(?:T(.+))?$/.exec(String(value));
      const whole = m !== null && m[1]!.length === 10;
      // A Date takes only a whole date; a partial one needs the Text a partial-date template gets.
      if (m && (whole || byId.get(el.parts['date']!)?.type === 'Text')) {
        ok = set(t, el.parts['date']!, m[1]);
        if (m[2]) ok = set(t, el.parts['time']!, m[2]) && ok;
      }
    } else if (t.rest === '' && BARE_PART[el.rmType] !== undefined) {
      // The bare path of an identifier (its id), a parsable (its value) or a multimedia (its URL): typed into
      // that part's input.
      const part = byOehr.get(`${t.element}${BARE_PART[el.rmType]}`);
      ok = part !== undefined && set(t, part.id, value);
    } else if (el.rmType === 'DV_TEXT' && t.rest === '|value') {
      // A DV_TEXT's value written as `|value` (a coded text standing for the text): typed into the text.
      ok = el.parts['value'] !== undefined && set(t, el.parts['value'], value);
    } else if (el.rmType === 'DV_TEXT' && (t.rest === '|code' || t.rest === '|terminology')) {
      // A code on a DV_TEXT element (a DV_CODED_TEXT standing for the text): typed into the code and
      // terminology inputs where the archetype prefers the text coded; elsewhere the form has none.
      const part = el.parts[t.rest.slice(1)];
      ok = part !== undefined && set(t, part, value);
    } else if (el.rmType === 'DV_PROPORTION' && t.rest === '') {
      // The bare path is the proportion's magnitude, numerator / denominator: entered by the numerator and
      // denominator, or (an example with the magnitude alone) by the numerator over a fixed denominator.
      ok = `${key}|numerator` in example || set(t, el.parts['numerator']!, value);
    } else if (el.rmType === 'DV_DURATION' && t.rest === '') {
      const d = durationParts(String(value), el.units ?? []);
      if (d) {
        ok = set(t, el.parts['number']!, d.n);
        if (el.parts['unit'] && (el.units?.length ?? 0) > 1) ok = set(t, el.parts['unit'], d.unit) && ok;
      }
    } else {
      // (A List's oEhrId is its node's path: a repeating element's value goes into the input inside it.)
      const direct = byOehr.get(`${t.element}${t.rest}`);
      if (direct && direct.type !== 'List') ok = direct.hidden || set(t, direct.id, value);
      else if ((t.rest === '' || t.rest === '|code') && el.parts['value'])
        ok = set(t, el.parts['value'], value);
    }
    if (!ok) notEntered.push(key);
  }

  const actions: ActionStep[] = [];
  for (const [listId, count] of listItems) for (let i = 0; i < count; i++) actions.push({ add: listId });
  for (const [id, value] of sets) actions.push({ set: id, value } as ActionStep);
  for (const [id, values] of multi)
    actions.push({ set: id, value: values.filter((v) => v !== undefined) } as ActionStep);
  const run = runHeadless({ spec: imported.yaml, actions });
  if (run.kind !== 'ran') throw new Error(`the form did not run: ${JSON.stringify(run).slice(0, 500)}`);
  const out = run.outputs.openEhr as Flat;
  const different: { key: string; expected: unknown; got: unknown }[] = [];
  let exact = 0;
  // Keys of ours that write the same reference-model value as an example key written another way.
  const aliases = new Set<string>();
  /** What the form wrote for an example key: the value itself, or the same RM value written another way. */
  const gotOf = (key: string): unknown => {
    const t = targets.get(key);
    const el = t && t.rest === '' ? imported.elements?.get(t.element) : undefined;
    // A bare path written as its part: an identifier's id (Better writes `path`, EHRbase `path|id`; both read
    // either), a parsable's value, a multimedia's URL.
    const part = el ? BARE_PART[el.rmType] : undefined;
    if (part !== undefined && !(key in out) && `${key}${part}` in out) {
      aliases.add(`${key}${part}`);
      return out[`${key}${part}`];
    }
    // A DV_TEXT's `|value` is its bare path (both vendors read either), and its bare path its `|value`.
    if (el?.rmType === 'DV_TEXT' && !(key in out) && `${key}|value` in out) {
      aliases.add(`${key}|value`);
      return out[`${key}|value`];
    }
    const textT = t && t.rest === '|value' ? imported.elements?.get(t.element) : undefined;
    if (textT?.rmType === 'DV_TEXT' && !(key in out)) {
      const bare = key.slice(0, -'|value'.length);
      if (bare in out) aliases.add(bare);
      return out[bare];
    }
    // A DV_PROPORTION's bare path is its magnitude, numerator / denominator (Better writes it; a server
    // derives it from the two).
    if (el?.rmType === 'DV_PROPORTION' && !(key in out)) {
      const n = out[`${key}|numerator`];
      const d = out[`${key}|denominator`];
      return n === undefined || d === undefined ? undefined : Number(n) / Number(d);
    }
    return out[key];
  };
  for (const key of points) {
    const got = gotOf(key);
    if (
      got === example[key] ||
      (got !== undefined && String(got) === String(example[key]) && typeof example[key] === typeof got)
    )
      exact++;
    else different.push({ key, expected: example[key], got });
  }
  const extra = Object.keys(out).filter((k) => !isContextKey(k) && !(k in example) && !aliases.has(k));
  return { dataPoints: points.length, exact, notEntered, different, extra, actions };
}
