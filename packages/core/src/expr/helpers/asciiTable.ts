import { formatMessage } from '../../diagnostics';
import type { TableData } from './tableData';

/** A horizontal rule: left corner, fill pattern (repeated over each column), column joint, right corner. */
interface Rule {
  readonly l: string;
  readonly fill: string;
  readonly x: string;
  readonly r: string;
}

/** The vertical parts of a text row: left wall, column separator, right wall. */
interface Walls {
  readonly l: string;
  readonly x: string;
  readonly r: string;
}

/**
 * One text-table style: optional rules above the table, below the header, between body rows and below
 * the table; walls for body rows (and, if different, for the header row); spaces on each side of a cell.
 * Joints of rules and walls have the same width so columns line up (except jira, whose `||` header is markup).
 */
export interface AsciiStyle {
  readonly top?: Rule;
  readonly head?: Rule;
  readonly mid?: Rule;
  readonly bottom?: Rule;
  readonly walls: Walls;
  readonly headWalls?: Walls;
  readonly pad: number;
}

const rule = (l: string, fill: string, x: string, r: string): Rule => ({ l, fill, x, r });
const walls = (l: string, x: string, r: string): Walls => ({ l, x, r });
const plus = rule('+', '-', '+', '+');
const bars = walls('|', '|', '|');

/** The 15 styles of docs/helpers.md#tables, all plain ASCII (see the golden files for how each looks). */
export const ASCII_STYLES = {
  none: { walls: walls('', '  ', ''), pad: 0 },
  simple: { head: rule('', '-', '  ', ''), walls: walls('', '  ', ''), pad: 0 },
  border: { top: plus, head: plus, mid: plus, bottom: plus, walls: bars, pad: 1 },
  border2: {
    top: rule('+', '=', '+', '+'),
    head: rule('+', '=', '+', '+'),
    mid: plus,
    bottom: rule('+', '=', '+', '+'),
    walls: bars,
    pad: 1,
  },
  simpleb: {
    top: rule('', '-', '--', ''),
    head: rule('', '-', '--', ''),
    bottom: rule('', '-', '--', ''),
    walls: walls('', '  ', ''),
    pad: 0,
  },
  simplemb: { head: rule('', '-', '-+-', ''), walls: walls('', ' | ', ''), pad: 0 },
  dashed: {
    top: rule('+', '- ', '+', '+'),
    head: rule('+', '- ', '+', '+'),
    mid: rule('+', '- ', '+', '+'),
    bottom: rule('+', '- ', '+', '+'),
    walls: walls(':', ':', ':'),
    pad: 1,
  },
  rounded: {
    top: rule('.', '-', '.', '.'),
    head: rule(':', '-', '+', ':'),
    bottom: rule("'", '-', "'", "'"),
    walls: bars,
    pad: 1,
  },
  mysql: { top: plus, head: plus, bottom: plus, walls: bars, pad: 1 },
  separated: {
    top: rule('+', '-', '+ +', '+'),
    head: rule('+', '-', '+ +', '+'),
    bottom: rule('+', '-', '+ +', '+'),
    walls: walls('|', '| |', '|'),
    pad: 1,
  },
  girder: {
    top: rule('//', '=', '[]', '\\\\'),
    head: rule('|[', '=', '[]', ']|'),
    bottom: rule('\\\\', '=', '[]', '//'),
    walls: walls('||', '||', '||'),
    pad: 1,
  },
  bubbles: {
    top: rule('o', '-', 'o', 'o'),
    head: rule('o', '-', 'o', 'o'),
    bottom: rule('o', '-', 'o', 'o'),
    walls: walls('(', ':', ')'),
    pad: 1,
  },
  rstGrid: { top: plus, head: rule('+', '=', '+', '+'), mid: plus, bottom: plus, walls: bars, pad: 1 },
  rstSimple: {
    top: rule('', '=', '  ', ''),
    head: rule('', '=', '  ', ''),
    bottom: rule('', '=', '  ', ''),
    walls: walls('', '  ', ''),
    pad: 0,
  },
  jira: { walls: bars, headWalls: walls('||', '||', '||'), pad: 1 },
} as const satisfies Record<string, AsciiStyle>;

/** A style name of ToASCITable. */
export type AsciiStyleName = keyof typeof ASCII_STYLES;

/** The style ToASCITable uses when none is given. */
export const DEFAULT_ASCII_STYLE: AsciiStyleName = 'border';

/** Column alignment: left, center or right. */
export type Align = 'l' | 'c' | 'r';

/**
 * Reads per-column alignment: a text of letters (`'lcr'`, commas and spaces ignored) or an array of
 * letters; missing columns align left. Anything but l, c or r throws the catalogue's 'invalid align'.
 */
export function readAlign(value: unknown, columns: number): Align[] {
  let letters: unknown[];
  if (value === undefined || value === null || value === '') letters = [];
  else if (typeof value === 'string') letters = [...value.replace(/[\s,]/g, '')];
  else if (Array.isArray(value)) letters = value;
  else throw new Error(formatMessage('invalid-align'));
  for (const a of letters)
    if (a !== 'l' && a !== 'c' && a !== 'r') throw new Error(formatMessage('invalid-align'));
  return Array.from({ length: columns }, (_, i) => (letters[i] as Align | undefined) ?? 'l');
}

const len = (s: string) => [...s].length;

function alignCell(text: string, width: number, align: Align): string {
  const gap = width - len(text);
  if (align === 'r') return ' '.repeat(gap) + text;
  if (align === 'c') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(gap - Math.floor(gap / 2));
  return text + ' '.repeat(gap);
}

function ruleLine(r: Rule, widths: readonly number[], pad: number): string {
  const seg = (w: number) => r.fill.repeat(Math.ceil((w + 2 * pad) / r.fill.length)).slice(0, w + 2 * pad);
  return r.l + widths.map(seg).join(r.x) + r.r;
}

function rowLine(
  cells: readonly string[],
  w: Walls,
  widths: readonly number[],
  aligns: readonly Align[],
  pad: number,
): string {
  const p = ' '.repeat(pad);
  return w.l + cells.map((c, i) => p + alignCell(c, widths[i] ?? 0, aligns[i] ?? 'l') + p).join(w.x) + w.r;
}

/** Renders table data as text lines in a style; trailing spaces are trimmed from every line. */
export function renderAsciiTable(data: TableData, style: AsciiStyle, aligns: readonly Align[]): string {
  const widths = Array.from({ length: data.columns }, (_, i) =>
    data.body.reduce((m, r) => Math.max(m, len(r[i] ?? '')), len(data.head?.[i] ?? '')),
  );
  const lines: string[] = [];
  if (style.top) lines.push(ruleLine(style.top, widths, style.pad));
  if (data.head) {
    lines.push(rowLine(data.head, style.headWalls ?? style.walls, widths, aligns, style.pad));
    if (style.head && data.body.length > 0) lines.push(ruleLine(style.head, widths, style.pad));
  }
  data.body.forEach((row, i) => {
    if (i > 0 && style.mid) lines.push(ruleLine(style.mid, widths, style.pad));
    lines.push(rowLine(row, style.walls, widths, aligns, style.pad));
  });
  if (style.bottom) lines.push(ruleLine(style.bottom, widths, style.pad));
  return lines.map((l) => l.trimEnd()).join('\n');
}
