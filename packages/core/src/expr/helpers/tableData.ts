import { isEmpty } from '../empty';
import { toText } from './values';

/** Rows of a table as cell texts, with an optional header row; every row has `columns` cells. */
export interface TableData {
  readonly head?: readonly string[];
  readonly body: readonly (readonly string[])[];
  readonly columns: number;
}

/** Cell text: empty gives '', line breaks and tabs become spaces (one physical line per row). */
export function cellText(value: unknown): string {
  return toText(value).replace(/\r\n|[\r\n\t]/g, ' ');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/**
 * Reads the rows argument of ToASCITable and ToTable. Rows are arrays of cells (a non-array row is one
 * cell) or objects (the header is then the union of their keys). `header`: true (default) takes the first
 * array row as the header, false means no header, an array gives the header cells. Returns undefined for
 * empty input.
 */
export function readTable(rows: unknown, header: unknown): TableData | undefined {
  if (isEmpty(rows) || (!Array.isArray(rows) && !isRecord(rows))) return undefined;
  const list = Array.isArray(rows) ? rows : [rows];
  let head: string[] | undefined;
  let body: string[][];
  if (list.every(isRecord) && list.length > 0) {
    const keys = [...new Set(list.flatMap((r) => Object.keys(r as Record<string, unknown>)))];
    head = keys;
    body = list.map((r) => keys.map((k) => cellText((r as Record<string, unknown>)[k])));
  } else {
    body = list.map((r) => (Array.isArray(r) ? r.map(cellText) : [cellText(r)]));
    if (header === undefined || header === true) head = body.shift();
  }
  if (Array.isArray(header)) head = header.map(cellText);
  else if (header === false) head = undefined;
  const columns = body.reduce((m, r) => Math.max(m, r.length), head?.length ?? 0);
  if (columns === 0) return undefined;
  const fill = (r: readonly string[]) => [...r, ...Array<string>(columns - r.length).fill('')];
  return { ...(head ? { head: fill(head) } : {}), body: body.map(fill), columns };
}

/** Reads the options argument: a text is the `key` option (style or size), an object is used as it is. */
export function readOptions(options: unknown, key: string): Readonly<Record<string, unknown>> {
  if (typeof options === 'string') return { [key]: options };
  return isRecord(options) ? options : {};
}
