import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { readWrittenDateTime } from '../expr/helpers/date';
import { behaviourOfType } from '../components/behaviours';
import { stringProp, type OutputComponent } from './outputComponent';

/**
 * openEHR output: components with an oEhrId write a FLAT composition (the key format of Better's and
 * EHRbase's FLAT JSON: `path`, `path|code`, `path:0/…`). Rules, checked against real FLAT files in the
 * tests:
 * - Number: with a unit (the suffix, such as mm) `path|magnitude` and `path|unit` (DV_QUANTITY); without,
 *   `path` with the number. Text, TextArea: `path` with the text. Date: `path` with the date. On a
 *   DV_DATE_TIME element (options.dateTimes) the value (an imported form's joined date and time of day,
 *   `2021-02-17T11:11`, or a plain date at midnight) is written as ISO 8601 with seconds and the time
 *   zone offset, `2021-02-17T11:11:00+01:00`; elsewhere a value that carries its own time is written as
 *   ISO 8601 with seconds. Checkbox: `path` true
 *   when ticked; an unticked box writes nothing (an unanswered question is never a clinical "no").
 * - An option value `2::at0010` is an ordinal (`|code`, `|value`, `|ordinal`); `null_flavour::253` writes
 *   `path/_null_flavour|code` (the user marked the element unknown).
 * - A single choice (multichoice false) writes its one value without an occurrence index.
 * - A choice (Option, Dropdown, CheckboxList, AutoComplete) whose chosen option is an object with a text
 *   other than its value is coded text: `path|code` (the value), `path|value` (the text),
 *   `path|terminology` (`local`, or the prefix of a value written `TERMINOLOGY::code`). Other choices give
 *   plain text in `path`.
 * - Several values (multichoice) index the last segment: `path:0|code`, `path:1|code`.
 * - Children of a List with an oEhrId L, whose own oEhrId starts with `L/`, get the item index after L
 *   (`L:0/size`); other list children index their last segment by item.
 * - An oEhrId that already holds a `|` is a whole key: the value's text is written to it as is.
 * Empty values write nothing. `ctx/language` comes from the form's language.
 */
export type FlatComposition = Record<string, string | number | boolean>;

const SEGMENT = /^[^\s/|]+$/;

/** True when an oEhrId is a usable FLAT path (segments without spaces, separated by '/'). */
export function isFlatPath(id: string): boolean {
  const [path, ...suffix] = id.split('|');
  return path !== undefined && suffix.length <= 1 && path.split('/').every((s) => SEGMENT.test(s));
}

interface Choice {
  readonly value: unknown;
  readonly text?: unknown;
}

function optionFor(options: unknown, value: unknown): Choice | undefined {
  if (!Array.isArray(options)) return undefined;
  for (const o of options) {
    if (o && typeof o === 'object' && (o as Choice).value === value) return o as Choice;
  }
  return undefined;
}

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Whether a choice holds one value: its multichoice is false, or unset on a single-choice type. */
function isSingleChoice(c: OutputComponent): boolean {
  const own = c.props['multichoice'];
  if (typeof own === 'boolean') return !own;
  return behaviourOfType(c.type)?.openEhr === 'singleChoice';
}

/** A FLAT path without its occurrence indexes (`a/b:0/c` → `a/b/c`), as the template names the node. */
const withoutIndexes = (path: string): string => path.replace(/:\d+(?=\/|$)/g, '');

/** Appends `:n` to the last segment of a path. */
const indexLast = (path: string, n: number): string => `${path}:${n}`;

/**
 * The suffix object of the openEHR helpers (OehrCode, OehrQuantity …: `{'|code': …, '|value': …}`), or
 * undefined for any other value.
 */
function suffixEntries(value: unknown): [string, unknown][] | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k]) => /^\|[A-Za-z_]+$/.test(k)) ? entries : undefined;
}

/** Writes one value of a component at a path. */
function writeValue(
  out: FlatComposition,
  c: OutputComponent,
  path: string,
  value: unknown,
  dateTimes?: ReadonlySet<string>,
  zoneOffset: ZoneOffset = localZoneOffset,
): void {
  if (isEmpty(value)) return;
  if (typeof value === 'string' && dateTimes?.has(withoutIndexes(path))) {
    out[path] = flatDateTime(value, zoneOffset);
    return;
  }
  const suffixes = suffixEntries(value);
  if (suffixes) {
    // A helper's result: each non-empty scalar part at `path|suffix`.
    for (const [k, v] of suffixes) {
      if (!isEmpty(v) && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
        out[`${path}${k}`] = v;
    }
    return;
  }
  const kind = behaviourOfType(c.type)?.openEhr;
  if (kind === 'quantity') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return;
    const unit = stringProp(c.props, 'suffix');
    if (unit === undefined) out[path] = n;
    else {
      out[`${path}|magnitude`] = n;
      out[`${path}|unit`] = unit;
    }
    return;
  }
  if (kind === 'boolean') {
    // Only a ticked box is an answer: an unticked one may be a question left alone, and an unanswered
    // question must never become a clinical "no" (docs/openehr.md).
    if (value === true || value === 'true') out[path] = true;
    return;
  }
  const opt = optionFor(c.props['options'], value);
  const raw = opt ? String(opt.value) : typeof value === 'string' ? value : undefined;
  const nullFlavour = raw === undefined ? undefined : /^null_flavour::(\d+)$/.exec(raw)?.[1];
  if (nullFlavour !== undefined) {
    out[`${path}/_null_flavour|code`] = nullFlavour;
    out[`${path}/_null_flavour|value`] = NULL_FLAVOURS[nullFlavour] ?? nullFlavour;
    out[`${path}/_null_flavour|terminology`] = 'openehr';
    return;
  }
  if (opt && (raw === 'true' || raw === 'false')) {
    // A yes/no choice (an imported DV_BOOLEAN or an interval's inclusive flag): the Boolean itself.
    out[path] = raw === 'true';
    return;
  }
  const ordinal = raw === undefined ? undefined : /^(-?\d+)::(.+)$/.exec(raw);
  if (opt && ordinal) {
    const [, n, rest] = ordinal as unknown as [string, string, string];
    const term = /^([A-Za-z][\w.-]*)::(.+)$/.exec(rest);
    out[`${path}|code`] = term ? (term[2] ?? rest) : rest;
    out[`${path}|value`] = typeof opt.text === 'string' && opt.text !== '' ? opt.text : rest;
    out[`${path}|ordinal`] = Number(n);
    return;
  }
  if (opt && typeof opt.text === 'string' && opt.text !== '' && opt.text !== String(opt.value)) {
    const raw = String(opt.value);
    const m = /^([A-Za-z][\w.-]*)::(.+)$/.exec(raw);
    out[`${path}|code`] = m ? (m[2] ?? raw) : raw;
    out[`${path}|value`] = opt.text;
    out[`${path}|terminology`] = m ? (m[1] ?? 'local') : 'local';
    return;
  }
  if (typeof value === 'object') return; // only scalars reach a FLAT leaf
  if (typeof value === 'string' && kind === 'date') {
    out[path] = isoDateTime(value);
    return;
  }
  out[path] = typeof value === 'boolean' || typeof value === 'number' ? value : String(value);
}

/** The openEHR null flavours (openehr terminology) a choice may write as `null_flavour::code`. */
export const NULL_FLAVOURS: Readonly<Record<string, string>> = {
  '253': 'unknown',
  '271': 'no information',
  '272': 'masked',
  '273': 'not applicable',
};

/**
 * A Date's value for a FLAT leaf: a plain date stays `YYYY-MM-DD` (DV_DATE, or a DV_DATE_TIME given only a
 * date); a value that carries a time of day (a DV_DATE_TIME element set by a formula or script) is written
 * as ISO 8601 with seconds, `2021-02-17T11:11:00`, keeping its zone.
 */
export function isoDateTime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!m) return value;
  const [, date, h, min, sec, zone] = m as unknown as [string, string, string, string, string?, string?];
  return `${date}T${h}:${min}:${sec ?? '00'}${zone ?? ''}`;
}

/**
 * The offset from UTC in minutes (east positive: +60 for 11:11+01:00) of a wall-clock time; month 1-12.
 */
export type ZoneOffset = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) => number;

/** The offset of the place the form runs (the browser's or the process's time zone, summer time included). */
export const localZoneOffset: ZoneOffset = (year, month, day, hour, minute, second) =>
  -new Date(year, month - 1, day, hour, minute, second).getTimezoneOffset();

/** An offset in minutes as ISO 8601 writes it: `Z` for 0, else `+01:00`, `-05:30`. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * A DV_DATE_TIME element's value for a FLAT leaf: a date with an optional time of day (`2021-02-17`,
 * `2021-02-17T9:05`, `2021-02-17T11:11:30`, `.` also read as the separator, `17.48`) is written as ISO 8601
 * with seconds and the zone offset, `2021-02-17T09:05:00+01:00`; a zone written with the value is kept
 * (`+0200` as `+02:00`), otherwise `zoneOffset` gives the one of that date and time (summer time included).
 * A date alone is written as given. The text is read by the date helpers' reader ({@link readWrittenDateTime},
 * issue 20 item 11), so what FormatDate cannot read (31 April, 25:00, `noon`) is written as it is.
 */
export function flatDateTime(value: string, zoneOffset: ZoneOffset = localZoneOffset): string {
  const read = readWrittenDateTime(value);
  if (!read) return value;
  // A date alone is written as given: the user said nothing about the time of day.
  if (!read.hasTime) return value.trim();
  const { year, month, day, hour, minute, second, fraction, zone } = read;
  const two = (n: number) => String(n).padStart(2, '0');
  const offset =
    zone === undefined
      ? offsetText(zoneOffset(year, month, day, hour, minute, second))
      : zone === 'Z'
        ? 'Z'
        : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${fraction}${offset}`;
}

/** Options of {@link buildFlatComposition}. */
export interface FlatOptions {
  /** The form's language: written as `ctx/language` when given. */
  readonly lang?: string;
  /**
   * FLAT paths (without indexes) of DV_DATE_TIME elements (Metadata openEhrTemplate `dateTimes`, written
   * by the import): their value is written as a date-time with the zone offset ({@link flatDateTime}).
   */
  readonly dateTimes?: readonly string[];
  /** The zone offset of a wall-clock time written without one (default: the local time zone). */
  readonly zoneOffset?: ZoneOffset;
}

/** Builds the FLAT composition of the components that have an oEhrId, with warnings for unusable ids. */
export function buildFlatComposition(
  components: Iterable<OutputComponent>,
  options: FlatOptions = {},
): { readonly composition: FlatComposition; readonly diagnostics: readonly Diagnostic[] } {
  const list = [...components];
  const diagnostics: Diagnostic[] = [];
  const out: FlatComposition = {};
  if (options.lang) out['ctx/language'] = options.lang;
  const dateTimes = options.dateTimes ? new Set(options.dateTimes) : undefined;
  const zone = options.zoneOffset ?? localZoneOffset;
  const listPaths = new Map<string, string>();
  for (const c of list) {
    const id = stringProp(c.props, 'oEhrId');
    if (behaviourOfType(c.type)?.openEhr === 'itemPath' && id !== undefined) listPaths.set(c.id, id);
  }
  for (const c of list) {
    if (behaviourOfType(c.type)?.openEhr === 'itemPath') continue;
    const id = stringProp(c.props, 'oEhrId');
    if (id === undefined) continue;
    if (!isFlatPath(id)) {
      diagnostics.push(
        createDiagnostic('openehr-invalid-id', { params: { id }, componentId: c.id, property: 'oEhrId' }),
      );
      continue;
    }
    const bar = id.indexOf('|');
    let path = bar < 0 ? id : id.slice(0, bar);
    if (c.listId !== undefined && c.zindex !== undefined) {
      const listPath = listPaths.get(c.listId);
      path =
        listPath !== undefined && path.startsWith(`${listPath}/`)
          ? `${listPath}:${c.zindex}${path.slice(listPath.length)}`
          : indexLast(path, c.zindex);
    }
    if (bar >= 0) {
      // A whole key (`path|magnitude`, `path|id`): the value as is; inside a List the item index goes on the path.
      const value = Array.isArray(c.value) ? c.value.find((v) => !isEmpty(v)) : c.value;
      if (!isEmpty(value) && typeof value !== 'object')
        out[`${path}${id.slice(bar)}`] =
          typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
      continue;
    }
    if (Array.isArray(c.value)) {
      const values = c.value.filter((v) => !isEmpty(v));
      // A single choice (multichoice false) is one occurrence: no index the template may not have.
      if (isSingleChoice(c) && values.length <= 1) writeValue(out, c, path, values[0], dateTimes, zone);
      else values.forEach((v, i) => writeValue(out, c, indexLast(path, i), v, dateTimes, zone));
    } else writeValue(out, c, path, c.value, dateTimes, zone);
  }
  return { composition: withoutOrphanParts(out), diagnostics };
}

/**
 * The parts that only qualify another (a unit without its magnitude, a terminology without its code …): written
 * by imported forms as fixed values, they are dropped while the part they qualify is empty.
 */
const QUALIFIES: Readonly<Record<string, readonly string[]>> = {
  '|unit': ['|magnitude'],
  '|terminology': ['|code'],
  '|denominator': ['|numerator'],
  '|type': ['|numerator', '|id'],
  '|formalism': ['|value'],
  '|issuer': ['|id'],
  '|assigner': ['|id'],
  '|mediatype': ['|url'],
  '|size': ['|url'],
  '|alternatetext': ['|url'],
};

function withoutOrphanParts(out: FlatComposition): FlatComposition {
  for (const key of Object.keys(out)) {
    const bar = key.lastIndexOf('|');
    if (bar < 0) continue;
    const needs = QUALIFIES[key.slice(bar)];
    const base = key.slice(0, bar);
    if (needs && !needs.some((s) => `${base}${s}` in out)) delete out[key];
  }
  return out;
}

/** The clock the cache reads (the engine's Clock fits). */
export interface NowClock {
  now(): number;
}

/**
 * A cache for the openEHR output in the browser (docs/outputs.md#openehr: cached for 200 ms). The result is
 * reused while the key (the snapshot revision) is unchanged, and also for up to `ttlMs` after it was
 * computed even if the form changed since, which bounds the work when a host polls on every keystroke.
 * Time comes only from the injected clock.
 */
export function createOpenEhrCache<T>(clock: NowClock, ttlMs = 200): (key: unknown, compute: () => T) => T {
  let cached: { key: unknown; at: number; value: T } | undefined;
  return (key, compute) => {
    const now = clock.now();
    if (cached && (cached.key === key || now - cached.at < ttlMs)) return cached.value;
    cached = { key, at: now, value: compute() };
    return cached.value;
  };
}
