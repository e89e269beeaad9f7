import { isEmpty, type CompiledFormula, type EvalScope, type ExprTemplate } from '../expr';
import { reportTextScope } from './reportScope';

/** A report item compiled once: the `if` formula, the text template and how it joins. */
export interface CompiledReportItem {
  readonly text: ExprTemplate;
  readonly if: CompiledFormula | undefined;
  /** Placed after this item's text when another part follows (default a newline). */
  readonly separator: string | undefined;
  readonly sectionId: string | undefined;
  /** Apply the smart filter to the text (default true; it only acts on `||` markers). */
  readonly smartFilter: boolean;
}

/** The rendered parts of a list of report items. */
export interface RenderedReport {
  readonly markup: string;
  /** Parts by section id in order of first appearance (empty when no item has a sectionId). */
  readonly sections: readonly { readonly id: string; readonly markup: string }[];
}

/** Whether a condition result lets the item through: false, 0, 'false' and empty values do not. */
export function isTruthy(value: unknown): boolean {
  if (value === false || value === 0 || value === 'false') return false;
  return !isEmpty(value);
}

/** One rendered report part, before joining. */
export interface ReportPart {
  readonly text: string;
  readonly separator: string;
  readonly sectionId: string | undefined;
}

/** Renders one item: undefined when its `if` is false or the text comes out empty. */
export function renderReportItem(
  item: CompiledReportItem,
  scope: EvalScope,
  style?: string,
): ReportPart | undefined {
  if (item.if && !isTruthy(item.if.evaluate(scope))) return undefined;
  // The text is markup: values are escaped into it (reportScope.ts); the condition compares raw values.
  const textScope = reportTextScope(scope);
  const text = item.smartFilter ? item.text.renderFiltered(textScope, style) : item.text.render(textScope);
  if (text === '') return undefined;
  return { text, separator: item.separator ?? '\n', sectionId: item.sectionId };
}

/** Joins parts: each part's separator goes between it and the next part. */
export function joinParts(parts: readonly (ReportPart | undefined)[]): RenderedReport {
  let markup = '';
  let prev: ReportPart | undefined;
  const bySection = new Map<string, { markup: string; prev: ReportPart | undefined }>();
  for (const part of parts) {
    if (!part) continue;
    markup += prev ? prev.separator + part.text : part.text;
    prev = part;
    if (part.sectionId !== undefined) {
      const s = bySection.get(part.sectionId);
      if (!s) bySection.set(part.sectionId, { markup: part.text, prev: part });
      else {
        s.markup += (s.prev?.separator ?? '') + part.text;
        s.prev = part;
      }
    }
  }
  return { markup, sections: [...bySection].map(([id, s]) => ({ id, markup: s.markup })) };
}

/** The report parts of one Report component placed in the form, and whether it is visible. */
export interface ComponentReportParts {
  readonly visible: boolean;
  readonly parts: readonly (ReportPart | undefined)[];
}

/**
 * The parts of the form's report (docs/outputs.md, 'Report components'): the ReportOutput items, then
 * the items of each Report component placed in the form, in document order; a hidden one adds nothing.
 * With sectioned output the whole report goes section by section (`sectionOrder`: the ReportOutput's
 * sections in order of first use, then any only Report components name), so a Report component's item
 * follows its section's ReportOutput items; parts without a section come after the sections.
 */
export function formReportParts(
  output: readonly (ReportPart | undefined)[],
  components: readonly ComponentReportParts[],
  sectionOrder: readonly string[] = [],
): readonly (ReportPart | undefined)[] {
  if (components.length === 0) return output;
  const all: ReportPart[] = [];
  for (const p of output) if (p) all.push(p);
  for (const c of components) if (c.visible) for (const p of c.parts) if (p) all.push(p);
  if (!all.some((p) => p.sectionId !== undefined)) return all;
  const order = [...sectionOrder];
  for (const p of all) if (p.sectionId !== undefined && !order.includes(p.sectionId)) order.push(p.sectionId);
  const rank = (p: ReportPart): number =>
    p.sectionId === undefined ? order.length : order.indexOf(p.sectionId);
  // A stable sort: within a section, ReportOutput items first, then Report components in document order.
  return all
    .map((p, i) => ({ p, i }))
    .sort((x, y) => rank(x.p) - rank(y.p) || x.i - y.i)
    .map((x) => x.p);
}

/**
 * Renders report items (ReportOutput, a Summary's reportTemplate, a List's reportSummary) in a scope:
 * each item's `if` decides, its text template renders, the smart filter drops parts with empty
 * variables, and parts are joined with their separators (default newline).
 */
export function renderReportItems(
  items: readonly CompiledReportItem[],
  scope: EvalScope,
  style?: string,
): RenderedReport {
  return joinParts(items.map((it) => renderReportItem(it, scope, style)));
}

/**
 * Report change markers (docs/engine.md#how-a-form-runs): compares report parts before and after a custom state was set.
 * With sectioned output, the ids of the sections whose text changed (a section that appears or goes
 * counts as changed); without sections, 'all' when the report changed.
 */
export function changedSections(before: RenderedReport, after: RenderedReport): readonly string[] | 'all' {
  if (after.sections.length === 0 && before.sections.length === 0)
    return before.markup === after.markup ? [] : 'all';
  const old = new Map(before.sections.map((s) => [s.id, s.markup]));
  const now = new Map(after.sections.map((s) => [s.id, s.markup]));
  const ids = [...new Set([...now.keys(), ...old.keys()])];
  return ids.filter((id) => (old.get(id) ?? '') !== (now.get(id) ?? ''));
}
