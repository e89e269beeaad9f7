import type { ComponentDefinition } from '../components/definition';
import { selectFormatter } from '../components/staticText/behaviour';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import {
  compileFormula,
  compileTemplate,
  parsePropertyValue,
  renderFormatter,
  type CompiledFormula,
  type ExprTemplate,
  type Dependency,
  type FormulaSource,
} from '../expr';
import type { ComponentNode, ReportItem } from '../specification';
import { compileItemFormulas } from './itemFormulas';
import type { ItemNameRenderer } from './itemNames';
import type { CellKind, CellTemplate, FormulaSite } from './model';
import type { CompiledReportItem } from './report';
import { locateItems, renderLocatedItem, renderLocatedItems } from './reportFailure';

/** Properties that are formulas whether or not they start with '=' (docs/expressions.md#expressions-text-templates-and-the-smart-filter). */
const ALWAYS_FORMULA = new Set(['hidden', 'disabled', 'display']);
/** Properties that carry text templates when the definition is not known. */
const TEMPLATE_FALLBACK = new Set(['label', 'name', 'prefix', 'suffix']);
/** Properties the engine reads structurally or renders itself, never as plain formulas. */
const STRUCTURAL = new Set([
  'id',
  'tabs',
  'components',
  'reportTemplate',
  'reportSummary',
  'collapseSummary',
  'itemName',
  'onClick',
  // A DiagnosticCodes' groups: one cell per entry (codeCells.ts).
  'codeGroups',
  'calculatedCodeGroups',
]);

/** The compiled formula sites of one spec node. */
export interface NodeFormulas {
  /** Literal props (formula props removed, static templates resolved). */
  readonly base: Readonly<Record<string, unknown>>;
  readonly cells: readonly CellTemplate[];
  /** `||init=` formulas by property, evaluated once when an instance is created. */
  readonly inits: readonly { readonly prop: string; readonly formula: CompiledFormula }[];
  /** Button onClick (run on click, not reactively). */
  readonly onClick?: CompiledFormula;
  /** List collapseSummary template (per item). */
  readonly collapseSummary?: ExprTemplate;
  /** List itemName (per item), when it has placeholders or is a formula (itemNames.ts). */
  readonly itemName?: ItemNameRenderer;
}

/** Collects compile errors while compiling a spec. */
export interface CompileSink {
  readonly diagnostics: Diagnostic[];
  /**
   * Findings of compiling that no spec check makes (a code group of an unknown shape in a spec that
   * skipped validation): the engine publishes them with its run-time diagnostics.
   */
  readonly published?: Diagnostic[];
}

/** Compiles a formula of a node's property (`prop` may name an entry: `codeGroups[1].if`). */
export function formulaOf(
  src: FormulaSource,
  node: ComponentNode,
  prop: string,
  sink: CompileSink,
): CompiledFormula | undefined {
  const r = compileFormula(src.source);
  if ('formula' in r) return r.formula;
  const range = node.propRanges[prop] ?? node.range;
  sink.diagnostics.push(
    createDiagnostic('expression-syntax', {
      params: { name: `${node.id}.${prop}`, detail: r.error.message },
      range,
      path: [...node.path, prop],
      componentId: node.id,
      property: prop,
    }),
  );
  return undefined;
}

/** Compiles a text template of a node's property, its errors into the sink. */
export function templateOf(text: string, node: ComponentNode, prop: string, sink: CompileSink): ExprTemplate {
  const { template, errors } = compileTemplate(text);
  for (const e of errors) {
    sink.diagnostics.push(
      createDiagnostic('template-syntax', {
        params: {
          name: `${node.id}.${prop}`,
          position: e.offset + 1,
          expression: e.expression,
          detail: e.message,
        },
        range: node.propRanges[prop] ?? node.range,
        path: [...node.path, prop],
        componentId: node.id,
        property: prop,
      }),
    );
  }
  return template;
}

function cell(
  nodeId: string,
  prop: string,
  kind: CellKind,
  deps: readonly Dependency[],
  dynamic: boolean,
  source: string,
  run: CellTemplate['run'],
  site?: FormulaSite,
): CellTemplate {
  return { nodeId, prop, kind, deps, dynamic, source, run, rank: 0, ...(site ? { site } : {}) };
}

/** The site of a report-items property of a node (`S.reportTemplate`), for located failures. */
function itemsSite(node: ComponentNode, prop: string, suffix = ''): FormulaSite {
  return {
    name: `${node.id}.${prop}${suffix}`,
    range: node.propRanges[prop] ?? node.range,
    path: [...node.path, prop],
  };
}

function isTemplateProp(def: ComponentDefinition | undefined, prop: string): boolean {
  const schema = def?.properties[prop];
  return schema ? schema.template === true : TEMPLATE_FALLBACK.has(prop);
}

function formulaMode(def: ComponentDefinition | undefined, prop: string): 'allowed' | 'always' | 'never' {
  return def?.properties[prop]?.formula ?? (ALWAYS_FORMULA.has(prop) ? 'always' : 'allowed');
}

/** Compiles report items (ReportOutput, Summary reportTemplate, List reportSummary) of a node. */
export function compileReportItems(
  raw: unknown,
  node: ComponentNode | undefined,
  owner: string,
  sink: CompileSink,
): CompiledReportItem[] {
  if (!Array.isArray(raw)) return [];
  const out: CompiledReportItem[] = [];
  raw.forEach((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null) return;
    const item = entry as Partial<ReportItem> & Record<string, unknown>;
    const written =
      typeof item.text === 'string' ? item.text : item.text === undefined ? '' : String(item.text);
    // A YAML block scalar (`text: |`) ends with a newline the author did not mean as a blank line.
    const text = written.endsWith('\n') ? written.slice(0, -1) : written;
    const fakeNode = node ?? REPORT_NODE;
    let cond: CompiledFormula | undefined;
    if (item.if !== undefined && item.if !== null && item.if !== true) {
      const pv = parsePropertyValue(item.if, 'always');
      if (pv.kind === 'literal') cond = constantFormula(pv.value);
      else cond = formulaOf(pv.formula, fakeNode, `${owner}[${i}].if`, sink) ?? constantFormula(false);
    }
    out.push({
      text: templateOf(text, fakeNode, `${owner}[${i}].text`, sink),
      if: cond,
      separator: typeof item.separator === 'string' ? item.separator : undefined,
      sectionId: typeof item.sectionId === 'string' ? item.sectionId : undefined,
      smartFilter: item.smartFilter !== false,
    });
  });
  return out;
}

const REPORT_NODE: ComponentNode = {
  type: 'Report',
  id: '#Report',
  explicitId: false,
  props: {},
  children: [],
  parentId: '#Root',
  path: ['ReportOutput'],
  range: { line: 1, column: 1, endLine: 1, endColumn: 1, from: 0, to: 0 },
  propRanges: {},
};

/** A formula that always yields `value` (for literal `if` conditions). */
export function constantFormula(value: unknown): CompiledFormula {
  return {
    source: JSON.stringify(value) ?? '',
    deps: [],
    dynamic: false,
    scriptCalls: [],
    evaluate: () => value,
  };
}

/** All dependencies of a list of report items. */
export function reportDeps(items: readonly CompiledReportItem[]): { deps: Dependency[]; dynamic: boolean } {
  const deps: Dependency[] = [];
  let dynamic = false;
  for (const it of items) {
    deps.push(...it.text.deps);
    dynamic ||= it.text.dynamic;
    if (it.if) {
      deps.push(...it.if.deps);
      dynamic ||= it.if.dynamic;
    }
  }
  return { deps, dynamic };
}

/**
 * Compiles one node's properties into a base of literals and cells (docs/expressions.md#expressions-text-templates-and-the-smart-filter): `=` formulas
 * write the formula layer, `:=` the user layer, `||init=` runs once per instance, templates with
 * placeholders re-render when what they read changes.
 */
export function compileNode(
  node: ComponentNode,
  def: ComponentDefinition | undefined,
  sink: CompileSink,
): NodeFormulas {
  const base: Record<string, unknown> = {};
  const cells: CellTemplate[] = [];
  const inits: { prop: string; formula: CompiledFormula }[] = [];
  let onClick: CompiledFormula | undefined;
  let collapseSummary: ExprTemplate | undefined;

  const formatters = node.type === 'StaticText' ? FORMATTERS : undefined;
  for (const [prop, raw] of Object.entries(node.props)) {
    if (STRUCTURAL.has(prop)) {
      // Item names render per item (lists.ts), with {index}, {zindex} and {count} as variables.
      if (prop === 'itemName') base[prop] = raw;
      continue;
    }
    const pv = parsePropertyValue(raw, formulaMode(def, prop));
    if (pv.init) {
      const f = formulaOf(pv.init, node, prop, sink);
      if (f) inits.push({ prop, formula: f });
    }
    if (pv.kind === 'literal') {
      // A list whose items' fields hold formulas (Graph traces) is one cell making the whole list.
      const items =
        Array.isArray(pv.value) && def?.itemFormulas?.includes(prop)
          ? compileItemFormulas(pv.value, node, prop, (src, n, p) => formulaOf(src, n, p, sink))
          : undefined;
      if (items) {
        cells.push(cell(node.id, prop, 'override', items.deps, items.dynamic, items.source, items.run));
        continue;
      }
      // A formatter is rendered with the value (formattedValue below), not as a template of its own.
      if (formatters?.has(prop)) base[prop] = pv.value;
      else if (typeof pv.value === 'string' && isTemplateProp(def, prop) && pv.value.includes('{')) {
        const t = templateOf(pv.value, node, prop, sink);
        if (t.isStatic) base[prop] = t.render(STATIC_SCOPE);
        else
          cells.push(
            cell(node.id, prop, 'template', t.deps, t.dynamic, t.source, (scope) => t.render(scope)),
          );
      } else {
        base[prop] = pv.value;
      }
      continue;
    }
    const f = formulaOf(pv.formula, node, prop, sink);
    if (!f) continue;
    cells.push(cell(node.id, prop, pv.kind, f.deps, f.dynamic, f.source, (scope) => f.evaluate(scope)));
  }

  if (formatters) cells.push(formattedValueCell(node, sink));

  const rawClick = node.props.onClick;
  if (rawClick !== undefined && rawClick !== null && rawClick !== '') {
    const pv = parsePropertyValue(rawClick, 'always');
    if (pv.kind !== 'literal') onClick = formulaOf(pv.formula, node, 'onClick', sink);
  }

  if (node.type === 'Summary') {
    const items = compileReportItems(node.props.reportTemplate, node, 'reportTemplate', sink);
    const { deps, dynamic } = reportDeps(items);
    const located = locateItems(items);
    const style = typeof node.props.smartFilterStyle === 'string' ? node.props.smartFilterStyle : undefined;
    cells.push(
      cell(
        node.id,
        'calculatedReport',
        'summary',
        deps,
        dynamic,
        'reportTemplate',
        (scope) => renderLocatedItems(located, scope, style).markup,
        itemsSite(node, 'reportTemplate'),
      ),
    );
  }

  // A Report placed in the form: one cell per item, joined into the form's report (reportComponents.ts).
  if (node.type === 'Report' && !node.generated) {
    compileReportItems(node.props.items, node, 'items', sink).forEach((item, i) => {
      const { deps, dynamic } = reportDeps([item]);
      const [located] = locateItems([item]) as [ReturnType<typeof locateItems>[number]];
      cells.push(
        cell(
          node.id,
          `item${i}`,
          'reportItem',
          deps,
          dynamic,
          item.text.source,
          (scope) => renderLocatedItem(located, scope),
          { ...itemsSite(node, 'items', `[${i}]`), path: [...node.path, 'items', i] },
        ),
      );
    });
  }

  node.tabs?.forEach((tab, i) => {
    for (const flag of ['hidden', 'display'] as const) {
      const raw = tab[flag];
      if (raw === undefined) continue;
      const pv = parsePropertyValue(raw, 'always');
      if (pv.kind === 'literal') {
        base[`#tab${i}.${flag}`] = pv.value;
        continue;
      }
      const f = formulaOf(pv.formula, node, `tabs[${i}].${flag}`, sink);
      if (f)
        cells.push(
          cell(node.id, `#tab${i}.${flag}`, 'tab', f.deps, f.dynamic, f.source, (scope) => f.evaluate(scope)),
        );
    }
  });

  if (node.type === 'List' && typeof node.props.collapseSummary === 'string') {
    collapseSummary = templateOf(node.props.collapseSummary, node, 'collapseSummary', sink);
  }

  return {
    base,
    cells,
    inits,
    ...(onClick ? { onClick } : {}),
    ...(collapseSummary ? { collapseSummary } : {}),
  };
}

/** The StaticText properties holding formatter templates (docs/components.md#components). */
const FORMATTERS: ReadonlySet<string> = new Set(['formatter', 'emptyFormatter', 'nullFormatter']);

/**
 * StaticText's `formattedValue`: the formatter that applies to the value (selectFormatter) rendered with
 * `{value}` as the value and other placeholders reading the form (expr's renderFormatter); the value as
 * is without one. Formatters may be formulas or set by scripts, so they are read as properties (tracked).
 */
function formattedValueCell(node: ComponentNode, sink: CompileSink): CellTemplate {
  const deps: Dependency[] = [{ id: node.id }];
  let dynamic = false;
  for (const key of FORMATTERS) {
    const raw = node.props[key];
    deps.push({ id: node.id, prop: key });
    if (typeof raw !== 'string' || !raw.includes('{') || raw.startsWith('=')) continue;
    const t = templateOf(raw, node, key, sink);
    // `{value}` is the StaticText's own value, not a component called value.
    for (const d of t.deps) if (d.id !== 'value' || d.prop !== undefined) deps.push(d);
    dynamic ||= t.dynamic;
  }
  return cell(node.id, 'formattedValue', 'override', deps, dynamic, 'formatter', (scope) => {
    const value = scope.value(node.id);
    const texts: Record<string, unknown> = {};
    for (const key of FORMATTERS) texts[key] = scope.prop(node.id, key);
    const key = selectFormatter(value, texts);
    return renderFormatter(key ? String(texts[key]) : '{value}', value, scope);
  });
}

/** A scope for rendering static templates (they read nothing). */
const STATIC_SCOPE = {
  value: () => undefined,
  prop: () => undefined,
  texts: {},
  reportVersion: 'v1' as const,
};
