/**
 * The live report's content (docs/designer.md#the-live-report): what the radiologist's system gets from the
 * form at this moment (the hidden inputs the runtime writes: `#Report`, `#DiagnosticCodes`, the worklist
 * attributes and free fields), the report's sections, and the report as rich text with what the smart
 * filter and false `if`s removed put back in place, marked. Each part is worked out on its own: one that
 * fails carries its error, and the others are still shown.
 */
import {
  nodesToPlainText,
  parseReportMarkup,
  sectionMarkups,
  type FormSnapshot,
  type HiddenInput,
  type ProvenancePiece,
  type RichNode,
} from '@formwright/core/runtime';
import { formHiddenInputs } from '@formwright/react';

/** A part of the live report, or the error that kept it from being worked out. */
export type Part<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Opens and closes removed text inside annotated markup (private-use characters: no report holds them). */
export const DEL_OPEN = '\uE000';
export const DEL_CLOSE = '\uE001';
/** Opens and closes a failed piece's error inside annotated markup. */
export const ERR_OPEN = '\uE002';
export const ERR_CLOSE = '\uE003';

/** One piece of removed text: where it is written and why it went. */
export interface Removal {
  readonly site: string;
  readonly line: number;
  /** Why, in words. */
  readonly reason: string;
}

/** The report as rich text, with the removed text and failed pieces marked in it. */
export interface AnnotatedReport {
  /** Report markup with {@link DEL_OPEN}…{@link DEL_CLOSE} and {@link ERR_OPEN}…{@link ERR_CLOSE} spans. */
  readonly markup: string;
  /** The removals in the order their spans appear. */
  readonly removals: readonly Removal[];
  /**
   * Removed text of the pieces inside other pieces' values (a Summary's template, a List's summary line),
   * which the report shows only through the placeholder that reads them.
   */
  readonly elsewhere: readonly {
    readonly site: string;
    readonly markup: string;
    readonly removals: readonly Removal[];
  }[];
  /** False when the pieces did not add up to the report: `markup` is then the report alone, unmarked. */
  readonly exact: boolean;
}

/** A worklist attribute or free field the host gets. */
export interface HostField {
  readonly id: string;
  /** The worklist attribute or free field it fills. */
  readonly target: string;
  readonly value: string;
  /** For a free field: what an empty value does. */
  readonly whenEmpty?: 'clear' | 'ignore';
}

/** Everything the live report shows. */
export interface LiveReportContent {
  /** `#Report`: the plain text the host gets. */
  readonly text: Part<string>;
  readonly annotated: Part<AnnotatedReport>;
  /** Declared sections and their plain text (empty without sections). */
  readonly sections: Part<readonly { readonly id: string; readonly text: string }[]>;
  /** `#DiagnosticCodes`, undefined when the form has no diagnostic codes. */
  readonly codes: Part<string | undefined>;
  readonly worklist: Part<readonly HostField[]>;
  readonly freeFields: Part<readonly HostField[]>;
  readonly reportVersion: 'v1' | 'v2';
}

/** Runs a part, catching what it throws. */
export function part<T>(make: () => T): Part<T> {
  try {
    return { ok: true, value: make() };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The words for a removal. */
export function removalReason(
  p: ProvenancePiece,
  segment?: { readonly removed?: string; readonly empty?: readonly string[] },
): string {
  if (segment) {
    const names = (segment.empty ?? []).filter((n) => n !== '');
    const of = names.length > 0 ? `: ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} empty` : '';
    if (segment.removed === 'row-marker')
      return `removed by the smart filter: the value after || is empty or false${of}`;
    if (segment.removed === 'row-style') return `removed by the smart filter (style rows)${of}`;
    return `removed by the smart filter${of || ': it refers to an empty value'}`;
  }
  if (p.removed === 'if') return 'removed: its condition (if) is false';
  if (p.removed === 'smartFilter') return 'removed by the smart filter: it refers to an empty value';
  return 'removed';
}

/** Escapes text so it stays text inside markup. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A piece's text with its removed segments (or the whole withheld or removed text) marked. */
function pieceMarkup(p: ProvenancePiece, removals: Removal[]): { kept: boolean; markup: string } {
  const at = { site: p.site, line: p.line };
  if (p.removed === 'failed') {
    return {
      kept: false,
      markup: `${ERR_OPEN}${escapeMarkup(`${p.site} failed: ${p.error ?? 'unknown error'}`)}${ERR_CLOSE}`,
    };
  }
  if (p.segments && p.segments.length > 0) {
    let markup = '';
    for (const s of p.segments) {
      if (s.removed === undefined) markup += s.text;
      else if (s.text !== '') {
        removals.push({ ...at, reason: removalReason(p, s) });
        markup += `${DEL_OPEN}${s.text}${DEL_CLOSE}`;
      }
    }
    return { kept: p.removed === undefined, markup };
  }
  if (p.removed === 'if' && p.withheld) {
    removals.push({ ...at, reason: removalReason(p) });
    return { kept: false, markup: `${DEL_OPEN}${p.withheld}${DEL_CLOSE}` };
  }
  return { kept: p.removed === undefined, markup: p.removed === undefined ? p.text : '' };
}

/** Removes the marked spans: what the annotated markup says the report is. */
export function keptMarkup(markup: string): string {
  return markup.replace(/\uE000[^\uE001]*\uE001/g, '').replace(/\uE002[^\uE003]*\uE003/g, '');
}

/**
 * The report pieces in report order (docs/outputs.md#report-components: ReportOutput entries, then the
 * visible Report components' items; with sections, section by section).
 */
function reportOrder(snapshot: FormSnapshot, pieces: readonly ProvenancePiece[]): ProvenancePiece[] {
  const top = pieces.filter((p) => p.kind === 'reportOutput' || p.kind === 'reportItem');
  const kept = top.filter((p) => p.removed === undefined);
  if (!top.some((p) => p.kind === 'reportItem') || !kept.some((p) => p.sectionId !== undefined)) return top;
  const order: string[] = [];
  for (const item of snapshot.spec.reportOutput)
    if (typeof item.sectionId === 'string' && item.sectionId !== '' && !order.includes(item.sectionId))
      order.push(item.sectionId);
  for (const p of top) if (p.sectionId !== undefined && !order.includes(p.sectionId)) order.push(p.sectionId);
  const rank = (p: ProvenancePiece) =>
    p.sectionId === undefined ? order.length : order.indexOf(p.sectionId);
  return top
    .map((p, i) => ({ p, i }))
    .sort((x, y) => rank(x.p) - rank(y.p) || x.i - y.i)
    .map((x) => x.p);
}

/** The report with its removed text in place (see {@link AnnotatedReport}). */
export function annotatedReport(snapshot: FormSnapshot): AnnotatedReport {
  const { pieces } = snapshot.provenance();
  const removals: Removal[] = [];
  let markup = '';
  let prev: ProvenancePiece | undefined;
  for (const p of reportOrder(snapshot, pieces)) {
    const m = pieceMarkup(p, removals);
    if (m.kept) {
      markup += (prev ? (prev.separator ?? '\n') : '') + m.markup;
      prev = p;
    } else if (m.markup !== '') {
      // A removed piece stands where it is written, on a line of its own; its line break is removed too.
      const open = m.markup[0] as string;
      markup += markup === '' ? m.markup : `${open}\n${m.markup.slice(1)}`;
    }
  }
  const elsewhere = pieces
    .filter((p) => p.kind !== 'reportOutput' && p.kind !== 'reportItem')
    .flatMap((p) => {
      const own: Removal[] = [];
      const m = pieceMarkup(p, own);
      return own.length > 0 || p.removed === 'failed'
        ? [{ site: p.site, markup: m.markup, removals: own }]
        : [];
    });
  const exact = keptMarkup(markup) === snapshot.report.markup;
  return exact
    ? { markup, removals, elsewhere, exact }
    : { markup: snapshot.report.markup, removals: [], elsewhere, exact };
}

function hiddenValue(inputs: readonly HiddenInput[], name: string): string | undefined {
  return inputs.find((i) => i.name === name)?.value;
}

/** Everything the live report shows of a snapshot, each part on its own. */
export function liveReportOf(snapshot: FormSnapshot): LiveReportContent {
  const reportVersion = snapshot.spec.metadata.reportVersion;
  const inputs = part(() => formHiddenInputs(snapshot));
  const fromInputs = <T>(read: (list: readonly HiddenInput[]) => T): Part<T> =>
    inputs.ok ? part(() => read(inputs.value)) : inputs;
  return {
    reportVersion,
    text: fromInputs((list) => hiddenValue(list, '#Report') ?? ''),
    annotated: part(() => annotatedReport(snapshot)),
    sections: part(() =>
      sectionMarkups(snapshot).map((s) => ({
        id: s.id,
        text: nodesToPlainText(parseReportMarkup(s.markup, { reportVersion }).nodes),
      })),
    ),
    codes: fromInputs((list) => hiddenValue(list, '#DiagnosticCodes')),
    worklist: fromInputs((list) =>
      list.flatMap((i) => {
        const target = i.attributes['data-worklist-attribute'];
        return target === undefined ? [] : [{ id: i.name, target, value: i.value }];
      }),
    ),
    freeFields: fromInputs((list) =>
      list.flatMap((i) => {
        const target = i.attributes['data-free-field'];
        if (target === undefined) return [];
        const whenEmpty = i.attributes['data-free-field-clear'] === 'true' ? 'clear' : 'ignore';
        return [{ id: i.name, target, value: i.value, whenEmpty } as const];
      }),
    ),
  };
}

/** The annotated markup as a tree (the report's own parser: the marks are plain characters to it). */
export function annotatedNodes(markup: string, reportVersion: 'v1' | 'v2'): readonly RichNode[] {
  return parseReportMarkup(markup, { reportVersion }).nodes;
}
