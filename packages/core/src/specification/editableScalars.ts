import { isScalar, LineCounter, parseDocument } from 'yaml';
import { SourceMap, type ContainerLoc, type Span } from './sourceMap';

/** The yaml options every reading of a specification text uses (parse.ts), and the lone scalar's here. */
export const YAML_READ_OPTIONS = { prettyErrors: false, uniqueKeys: true, keepSourceTokens: false } as const;

/** The scalar styles an edit can stay inside: one line, read the same alone as in a block mapping or list. */
const TYPES = ['PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE'] as const;

/**
 * The one-line scalar values of a text written in block context (never keys, never inside `[...]` or
 * `{...}`), sorted by offset: where each is written (`[froms[i], tos[i])`), its style (an index into
 * TYPES) and the keys from the root to it. Kept per parse beside the result (parse.ts), never on it.
 */
export interface EditableScalars {
  readonly froms: Int32Array;
  readonly tos: Int32Array;
  readonly types: Uint8Array;
  readonly paths: readonly (readonly (string | number)[])[];
}

/** Collects {@link EditableScalars} while convert.ts walks the document; `usable` false drops them. */
export class EditableScalarsBuilder {
  usable = true;
  readonly #froms: number[] = [];
  readonly #tos: number[] = [];
  readonly #types: number[] = [];
  readonly #paths: (readonly (string | number)[])[] = [];

  constructor(private readonly text: string) {}

  /** A scalar value at `span`, of yaml style `type`, reached by `path` (copied). */
  add(span: Span, type: string | undefined, path: readonly (string | number)[]): void {
    const t = TYPES.indexOf(type as (typeof TYPES)[number]);
    const [from, to] = span;
    if (t < 0 || to <= from) return;
    const last = this.#tos.length > 0 ? (this.#tos[this.#tos.length - 1] ?? 0) : -1;
    if (from < last) {
      this.usable = false;
      return;
    }
    for (let i = from; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10 || c === 13) return;
    }
    this.#froms.push(from);
    this.#tos.push(to);
    this.#types.push(t);
    this.#paths.push(path.slice());
  }

  finish(): EditableScalars | undefined {
    if (!this.usable) return undefined;
    return {
      froms: Int32Array.from(this.#froms),
      tos: Int32Array.from(this.#tos),
      types: Uint8Array.from(this.#types),
      paths: this.#paths,
    };
  }
}

/** What {@link reparseScalarEdit} needs of the previous reading, and what it gives for the new one. */
export interface ScalarReading {
  readonly text: string;
  readonly root: unknown;
  readonly sourceMap: SourceMap;
  readonly lineCounter: LineCounter;
  readonly scalars: EditableScalars;
}

/**
 * Reads `text` again without the yaml parser when it differs from `before.text` by one edit inside one
 * of `before.scalars` (see docs/architecture.md#reading-a-specification-text) and the edited scalar,
 * read alone, is one scalar of the same style covering all of it: the same tree with new objects, the one
 * value replaced, every span and line start after the edit moved by the change in length. Undefined when
 * the edit is anything else (the caller reads the whole text). The caller has already refused texts that
 * cannot be read at all (too large, binary, empty).
 */
export function reparseScalarEdit(before: ScalarReading, text: string): ScalarReading | undefined {
  const old = before.text;
  const n = Math.min(old.length, text.length);
  let start = 0;
  while (start < n && old.charCodeAt(start) === text.charCodeAt(start)) start++;
  let same = 0;
  while (
    same < n - start &&
    old.charCodeAt(old.length - 1 - same) === text.charCodeAt(text.length - 1 - same)
  )
    same++;
  const delta = text.length - old.length;
  if (delta === 0 && start === old.length) return copyReading(before, text, old.length, 0, undefined);

  const { froms, tos } = before.scalars;
  const i = lastAtOrBefore(froms, start);
  if (i < 0 || old.length - same > (tos[i] ?? -1)) return undefined;
  const from = froms[i] ?? 0;
  const to = tos[i] ?? 0;
  const type = TYPES[before.scalars.types[i] ?? 0];
  const slice = text.slice(from, to + delta);
  if (slice === '' || /[\n\r]/.test(slice)) return undefined;
  if (type === 'PLAIN' && /[#,[\]{}]|:[ \t]|:$|^[ \t]|[ \t]$/.test(slice)) return undefined;
  // Read alone, a quoted scalar may lack its closing quote (the text ends there); in the text it may not.
  if (type !== 'PLAIN' && !closedQuote(slice, type === 'QUOTE_DOUBLE' ? '"' : "'")) return undefined;
  const alone = parseDocument(slice, YAML_READ_OPTIONS);
  const node = alone.contents;
  if (
    alone.errors.length > 0 ||
    alone.warnings.length > 0 ||
    !isScalar(node) ||
    node.type !== type ||
    node.anchor ||
    node.tag ||
    node.range?.[0] !== 0 ||
    node.range[1] !== slice.length
  )
    return undefined;
  return copyReading(before, text, to, delta, { index: i, value: node.value ?? null });
}

/**
 * Whether `slice` is one quoted scalar closed by its own quote: it starts and ends with `quote` and none
 * between ends it (`''` is a quote in single quotes, a backslash escapes the next character in double).
 */
function closedQuote(slice: string, quote: '"' | "'"): boolean {
  if (slice.length < 2 || slice[0] !== quote) return false;
  for (let i = 1; i < slice.length; i++) {
    const c = slice[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && slice[i + 1] === "'") i++;
      else return i === slice.length - 1;
    }
  }
  return false;
}

/** The index of the last scalar starting at or before `offset`, or -1. */
function lastAtOrBefore(froms: Int32Array, offset: number): number {
  let lo = 0;
  let hi = froms.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((froms[mid] ?? 0) <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The reading of `text`: `before`'s tree copied with new containers (offsets at or after `at` moved by
 * `delta`), with the scalar `replace.index` given its new value.
 */
function copyReading(
  before: ScalarReading,
  text: string,
  at: number,
  delta: number,
  replace: { index: number; value: unknown } | undefined,
): ScalarReading {
  const lineCounter = new LineCounter();
  for (const offset of before.lineCounter.lineStarts)
    lineCounter.addNewLine(offset >= at ? offset + delta : offset);
  const sourceMap = new SourceMap(lineCounter, text.length);
  const move = (offset: number) => (offset >= at ? offset + delta : offset);
  const moveSpan = (span: Span): Span => [move(span[0]), move(span[1])];
  const moveAll = <K>(spans: Map<K, Span>) => {
    const moved = new Map<K, Span>();
    for (const [key, span] of spans) moved.set(key, moveSpan(span));
    return moved;
  };

  const copy = (value: unknown): unknown => {
    const loc = before.sourceMap.loc(value);
    if (!loc) return value;
    let made: unknown[] | Record<string, unknown>;
    if (Array.isArray(value)) {
      made = value.map(copy);
    } else {
      const obj: Record<string, unknown> = {};
      for (const key of Object.keys(value as object))
        put(obj, key, copy((value as Record<string, unknown>)[key]));
      made = obj;
    }
    const moved: ContainerLoc =
      delta !== 0 && loc.span[1] >= at
        ? { span: moveSpan(loc.span), keys: moveAll(loc.keys), values: moveAll(loc.values) }
        : loc;
    sourceMap.set(made, moved);
    return made;
  };
  const root = copy(before.root);

  const old = before.scalars;
  let scalars = old;
  if (replace) {
    const path = old.paths[replace.index] ?? [];
    let container: unknown = root;
    for (let k = 0; k < path.length - 1; k++)
      container = (container as Record<string, unknown>)[path[k] as string];
    put(container as Record<string, unknown>, path[path.length - 1] as string, replace.value);
    if (delta !== 0) {
      const froms = old.froms.slice();
      const tos = old.tos.slice();
      tos[replace.index] = (tos[replace.index] ?? 0) + delta;
      for (let k = replace.index + 1; k < froms.length; k++) {
        froms[k] = (froms[k] ?? 0) + delta;
        tos[k] = (tos[k] ?? 0) + delta;
      }
      scalars = { froms, tos, types: old.types, paths: old.paths };
    }
  }
  return { text, root, sourceMap, lineCounter, scalars };
}

/** Sets an own entry, also one named `__proto__` (as convert.ts does). */
function put(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}
