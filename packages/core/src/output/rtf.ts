import { createDiagnostic, type Diagnostic, type DiagnosticInit } from '../diagnostics';
import {
  DEFAULT_BASE_SIZE,
  DEFAULT_RELATIVE_SIZES,
  parseFontSizeInput,
  pointsToHalfPoints,
} from './fontSize';
import { parseReportMarkup, type ParseMarkupOptions } from './parseReportMarkup';
import { tableToTextLines } from './plainText';
import type { RichNode, RichTable, StyleTag } from './richText';

/** Table widths in twips by size (docs/outputs.md#plain-text-markup-and-rtf). */
export const RTF_TABLE_WIDTHS = { xs: 3000, sm: 5000, md: 9000, lg: 10400 } as const;

/** Options of the RTF export: report version and the font settings of the default texts. */
export interface RtfOptions {
  readonly reportVersion?: 'v1' | 'v2';
  /** Places markup warnings at the report items that wrote the markup (see ParseMarkupOptions.locate). */
  readonly locate?: ParseMarkupOptions['locate'];
  /** Body font (default Segoe UI). */
  readonly fontFamily?: string;
  /** Monospace font for pre and mono (default Consolas, falling back to Courier New). */
  readonly monoFontFamily?: string;
  /** Base size: the font-size input rule (1–199 points, or a percentage above 0 up to 100 of 9). */
  readonly fontSize?: unknown;
  /** Relative sizes: points 1–199, or a percentage of the base (above 0 up to 400). */
  readonly h1Size?: unknown;
  readonly h2Size?: unknown;
  readonly h3Size?: unknown;
  readonly smallSize?: unknown;
  /**
   * Where a size setting (`fontSize`, `h1Size` …) is written, for its warning; without it the warning has
   * no position (origin 'none'), since the sizes may come from default texts that have no place.
   */
  readonly locateSize?: (name: string) => Pick<DiagnosticInit, 'range' | 'origin' | 'path'>;
}

/** An RTF document and the warnings found on the way. */
export interface RtfResult {
  readonly rtf: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads the RTF options out of a form's default texts (Metadata.defaults overrides them). */
export function rtfOptionsFromTexts(
  texts: Readonly<Record<string, unknown>>,
  reportVersion: 'v1' | 'v2',
): RtfOptions {
  const str = (k: string): string | undefined =>
    typeof texts[k] === 'string' ? (texts[k] as string) : undefined;
  return {
    reportVersion,
    fontFamily: str('fontFamily'),
    monoFontFamily: str('monoFontFamily'),
    fontSize: texts['fontSize'],
    h1Size: texts['h1Size'],
    h2Size: texts['h2Size'],
    h3Size: texts['h3Size'],
    smallSize: texts['smallSize'],
  };
}

interface Sizes {
  readonly base: number;
  readonly h1: number;
  readonly h2: number;
  readonly h3: number;
  readonly small: number;
}

/** Relative sizes may exceed 100% (h1 is 200% by default), so their percentage cap is wider. */
const RELATIVE_MAX_PERCENT = 400;

function resolveSizes(o: RtfOptions, diagnostics: Diagnostic[]): Sizes {
  const read = (name: string, input: unknown, base: number, fallback: number, maxPct: number): number => {
    if (input === undefined || input === null || input === '') return fallback;
    const v = parseFontSizeInput(input, base, maxPct);
    if (v === undefined) {
      diagnostics.push(
        createDiagnostic('report-font-size-ignored', {
          params: { value: String(input), name },
          ...(o.locateSize?.(name) ?? { path: ['Metadata', 'defaults', name], origin: 'none' }),
        }),
      );
      return fallback;
    }
    return v;
  };
  const base = read('fontSize', o.fontSize, DEFAULT_BASE_SIZE, DEFAULT_BASE_SIZE, 100);
  const rel = (name: keyof typeof DEFAULT_RELATIVE_SIZES, input: unknown): number =>
    read(`${name}Size`, input, base, (base * DEFAULT_RELATIVE_SIZES[name]) / 100, RELATIVE_MAX_PERCENT);
  return {
    base,
    h1: rel('h1', o.h1Size),
    h2: rel('h2', o.h2Size),
    h3: rel('h3', o.h3Size),
    small: rel('small', o.smallSize),
  };
}

/**
 * Escapes text for RTF: backslash and braces escaped, tab as `\tab`, line feed as `newline` (`\par` or, in a
 * table cell, `\line`), every non-ASCII UTF-16 unit as `\uN?` with N signed 16-bit (so characters outside
 * the BMP, such as emoji, become their surrogate pair), `?` being the fallback for readers without Unicode.
 */
export function escapeRtfText(text: string, newline = '\\par'): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) out += '\\\\';
    else if (c === 0x7b) out += '\\{';
    else if (c === 0x7d) out += '\\}';
    else if (c === 0x0a) out += `${newline}\n`;
    else if (c === 0x09) out += '\\tab ';
    else if (c < 0x20)
      continue; // other controls never reach here (cleaned), but never write them raw
    else if (c < 0x80) out += text[i];
    else out += `\\u${c > 32767 ? c - 65536 : c}?`;
  }
  return out;
}

/** A font name for the font table: escaped, without the `;` that ends an entry. */
const fontName = (name: string): string => escapeRtfText(name.replace(/[;\n\t]/g, ' ').trim());

interface Run {
  readonly text: string;
  readonly styles: readonly StyleTag[];
}
type Block =
  | { readonly kind: 'runs'; readonly runs: Run[] }
  | { readonly kind: 'table'; readonly table: RichTable; readonly styles: readonly StyleTag[] }
  | { readonly kind: 'textTable'; readonly lines: readonly string[]; readonly styles: readonly StyleTag[] };

/** Flattens the tree into top-level blocks: runs of styled text, and tables (never inside a group). */
function toBlocks(nodes: readonly RichNode[]): Block[] {
  const blocks: Block[] = [];
  const runs = (): Run[] => {
    const last = blocks[blocks.length - 1];
    if (last?.kind === 'runs') return last.runs;
    const b: Block = { kind: 'runs', runs: [] };
    blocks.push(b);
    return b.runs;
  };
  const walk = (ns: readonly RichNode[], styles: readonly StyleTag[]): void => {
    for (const n of ns) {
      if (n.kind === 'text') runs().push({ text: n.text, styles });
      else if (n.kind === 'style') walk(n.children, [...styles, n.tag]);
      else if (n.asText)
        blocks.push({ kind: 'textTable', lines: tableToTextLines(n), styles: [...styles, 'pre'] });
      else blocks.push({ kind: 'table', table: n, styles });
    }
  };
  walk(nodes, []);
  return blocks;
}

function styleWords(styles: readonly StyleTag[], sizes: Sizes): string {
  let bold = false;
  let italic = false;
  let mono = false;
  let size: number | undefined;
  for (const s of styles) {
    if (s === 'b' || s === 'strong') bold = true;
    else if (s === 'i' || s === 'em') italic = true;
    else if (s === 'pre' || s === 'mono') mono = true;
    else if (s === 'small') size = sizes.small;
    else if (s === 'h1' || s === 'h2' || s === 'h3') {
      size = sizes[s];
      bold = true;
    }
  }
  return (
    (mono ? '\\f1' : '') +
    (size === undefined ? '' : `\\fs${pointsToHalfPoints(size)}`) +
    (bold ? '\\b' : '') +
    (italic ? '\\i' : '')
  );
}

const BORDER = '\\brdrs\\brdrw10';
const CELL_BORDERS = `\\clbrdrt${BORDER}\\clbrdrl${BORDER}\\clbrdrb${BORDER}\\clbrdrr${BORDER}`;

/** Cumulative right edges (`\cellx`) of `cols` columns over `total` twips, proportional to `widths`. */
export function cellEdges(cols: number, total: number, widths?: readonly number[]): number[] {
  const given = widths ?? [];
  const avg = given.length > 0 ? given.reduce((a, b) => a + b, 0) / given.length : 1;
  const ws = Array.from({ length: cols }, (_, i) => given[i] ?? avg);
  const sum = ws.reduce((a, b) => a + b, 0);
  const edges: number[] = [];
  let acc = 0;
  for (let i = 0; i < cols; i++) {
    acc += ws[i] ?? 0;
    const edge = i === cols - 1 ? total : Math.round((total * acc) / sum);
    edges.push(Math.max((edges[i - 1] ?? 0) + 1, edge));
  }
  return edges;
}

/**
 * Renders report markup as an RTF document (docs/outputs.md#plain-text-markup-and-rtf): Segoe UI body, Consolas (else Courier New)
 * for pre and mono, base size 9 converted by 10/9, headings bold at 200/150/117%, small at 80%, tables as
 * bordered RTF rows of the size's twip width. The output is 7-bit ASCII and always well-formed.
 */
export function markupToRtf(markup: string, options: RtfOptions = {}): RtfResult {
  const parsed = parseReportMarkup(markup, {
    reportVersion: options.reportVersion ?? 'v2',
    ...(options.locate ? { locate: options.locate } : {}),
  });
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  const sizes = resolveSizes(options, diagnostics);
  const body = fontName(options.fontFamily ?? 'Segoe UI') || 'Segoe UI';
  const mono = fontName(options.monoFontFamily ?? 'Consolas') || 'Consolas';
  const baseFs = pointsToHalfPoints(sizes.base);
  let out =
    `{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1` +
    `{\\fonttbl{\\f0\\fswiss\\fcharset0 ${body};}{\\f1\\fmodern\\fcharset0 ${mono}{\\*\\falt Courier New};}}\n` +
    `\\viewkind4\\pard\\plain\\f0\\fs${baseFs}\n`;

  let atParaStart = true;
  let afterTable = false;
  const runText = (run: Run, newline: string, extra: readonly StyleTag[] = []): string => {
    const words = styleWords([...extra, ...run.styles], sizes);
    const escaped = escapeRtfText(run.text, newline);
    return words === '' ? escaped : `{${words} ${escaped}}`;
  };
  for (const block of toBlocks(parsed.nodes)) {
    if (block.kind === 'runs') {
      for (const run of block.runs) {
        let text = run.text;
        // A table ends its last line: one line break right after it is that end, not an empty paragraph.
        if (afterTable && text !== '') {
          if (text.startsWith('\n')) text = text.slice(1);
          afterTable = false;
        }
        if (text === '') continue;
        out += runText({ text, styles: run.styles }, '\\par');
        atParaStart = text.endsWith('\n');
      }
      continue;
    }
    if (block.kind === 'textTable') {
      // v1 has no tables: the aligned text lines, in the monospace font so the columns stay aligned.
      if (block.lines.length === 0) continue;
      if (!atParaStart) out += '\\par\n';
      out += `${runText({ text: block.lines.join('\n'), styles: block.styles }, '\\par')}\\par\n`;
      atParaStart = true;
      afterTable = true;
      continue;
    }
    const table = block.table;
    const rows = table.rows.filter((r) => r.cells.length > 0);
    if (rows.length === 0) continue;
    if (!atParaStart) out += '\\par\n';
    const cols = Math.max(...rows.map((r) => r.cells.length));
    const edges = cellEdges(cols, RTF_TABLE_WIDTHS[table.size], table.widths);
    for (const row of rows) {
      out += `\\trowd\\trgaph70\\trleft0${row.header ? '\\trhdr' : ''}`;
      for (const e of edges) out += `${CELL_BORDERS}\\cellx${e}`;
      out += '\n\\pard\\intbl ';
      for (let c = 0; c < cols; c++) {
        const cell = row.cells[c] ?? [];
        const extra: StyleTag[] = [...block.styles, ...(row.header ? (['b'] as const) : [])];
        for (const b of toBlocks(cell)) {
          if (b.kind === 'runs') for (const run of b.runs) out += runText(run, '\\line', extra);
        }
        out += '\\cell ';
      }
      out += '\\row\n';
    }
    out += '\\pard\n';
    atParaStart = true;
    afterTable = true;
  }
  out += '}';
  return { rtf: out, diagnostics };
}

/** The report parts the RTF exports read (the engine's ReportParts). */
export interface RtfReportParts {
  readonly markup: string;
  readonly sections: readonly { readonly id: string; readonly markup: string }[];
}

/** getReportRtf: the whole report as one RTF document. */
export function getReportRtf(parts: RtfReportParts, options: RtfOptions = {}): RtfResult {
  return markupToRtf(parts.markup, options);
}

/** One section's RTF document. */
export interface SectionRtf {
  readonly id: string;
  readonly rtf: string;
}

/**
 * getReportSectionsRtf: one RTF document per report section, in order. Only v2 reports have it
 * (docs/outputs.md#hidden-inputs): for v1 the sections are undefined and a warning says why.
 */
export function getReportSectionsRtf(
  parts: RtfReportParts,
  options: RtfOptions = {},
): { readonly sections: readonly SectionRtf[] | undefined; readonly diagnostics: readonly Diagnostic[] } {
  if ((options.reportVersion ?? 'v2') !== 'v2') {
    return { sections: undefined, diagnostics: [createDiagnostic('report-sections-v1')] };
  }
  const diagnostics: Diagnostic[] = [];
  const sections = parts.sections.map((s) => {
    const r = markupToRtf(s.markup, options);
    diagnostics.push(...r.diagnostics);
    return { id: s.id, rtf: r.rtf };
  });
  return { sections, diagnostics };
}
