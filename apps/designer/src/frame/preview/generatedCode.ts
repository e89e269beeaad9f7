/**
 * The Generated Code tab's content: every formula of the form with where it is written, its line and
 * dependencies, in evaluation order (a formula after the formulas of the components it reads; cycles
 * keep document order), beside the script. Every formula: component properties (`=`, `:=`, `||init=`
 * and the always-formulas hidden, disabled, display), the placeholders of text templates (labels,
 * report items), the items of report lists and options (`text`, `if`), tabs, the ReportOutput items'
 * text placeholders and `if:` conditions, and the DiagnosticCodes section (codeGroups codes and `if:`,
 * calculatedCodeGroups).
 */
import {
  analyzeFormula,
  getComponentDefinition,
  getHelper,
  parseFormula,
  parsePropertyValue,
  parseTemplate,
  type FormSpec,
  type PropertySchema,
  type SourceRange,
} from '@formwright/core/authoring';

/** One formula of the form. */
export interface FormulaEntry {
  /** The component id, or the section (`ReportOutput`, `DiagnosticCodes`) for the form's own texts. */
  readonly component: string;
  /** The component type ('' for a section). */
  readonly type: string;
  /** Where in it: `label`, `options[1].text`, `[2].if`, `codeGroups[0].codes`. */
  readonly property: string;
  readonly source: string;
  /** 'override' (=), 'user' (:=), 'init' (||init=) or 'placeholder' (`{…}` of a text template). */
  readonly kind: 'override' | 'user' | 'init' | 'placeholder';
  readonly dependencies: readonly string[];
  /** The line it is written on (0 when unknown). */
  readonly line: number;
  /** From 1, in evaluation order. */
  readonly order: number;
}

type Found = Omit<FormulaEntry, 'order'>;
interface Site {
  readonly component: string;
  readonly type: string;
  readonly line: number;
}

const ALWAYS: PropertySchema = { description: '', formula: 'always' };
const TEMPLATE: PropertySchema = { description: '', template: true };
const ITEM_SCHEMA: Readonly<Record<string, PropertySchema>> = { text: TEMPLATE, if: ALWAYS };

function dependenciesOf(source: string): string[] {
  try {
    return analyzeFormula(parseFormula(source), getHelper).deps.map((d) =>
      d.prop ? `${d.id}.${d.prop}` : d.id,
    );
  } catch {
    // A formula that does not parse has its error in the list; here it shows without dependencies.
    return [];
  }
}

/** The formulas of one written value by its schema (a formula, a template's placeholders, an item list). */
function collect(
  out: Found[],
  site: Site,
  property: string,
  raw: unknown,
  schema: PropertySchema | undefined,
): void {
  const add = (source: string, kind: Found['kind']) =>
    out.push({ ...site, property, source, kind, dependencies: dependenciesOf(source) });
  if (typeof raw === 'string') {
    const isFormula = raw.startsWith('=') || raw.startsWith(':=');
    if (schema?.template && !isFormula) {
      for (const part of parseTemplate(raw, { helpers: getHelper }).parts)
        if (part.kind === 'expr') add(part.source.trim(), 'placeholder');
      return;
    }
    const value = parsePropertyValue(raw, schema?.formula ?? 'allowed');
    if (value.kind !== 'literal') add(value.formula.source, value.kind);
    if (value.init) add(value.init.source, 'init');
    return;
  }
  const items = schema?.items as PropertySchema | undefined;
  if (!Array.isArray(raw) || !items?.properties) return;
  raw.forEach((item: unknown, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return;
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      const sub = items.properties?.[key] as PropertySchema | undefined;
      if (sub && sub.formula !== 'never') collect(out, site, `${property}[${i}].${key}`, value, sub);
    }
  });
}

function lineOf(range: SourceRange | undefined): number {
  return range?.line ?? 0;
}

/** The formulas of `spec` in evaluation order. */
export function generatedFormulas(spec: FormSpec): FormulaEntry[] {
  const found: Found[] = [];
  for (const node of spec.all) {
    if (node.generated) continue;
    const def = getComponentDefinition(node.type);
    for (const [property, raw] of Object.entries(node.props)) {
      if (property === 'id') continue;
      const schema = def?.properties[property];
      const site = {
        component: node.id,
        type: node.type,
        line: lineOf(node.propRanges[property] ?? node.range),
      };
      collect(found, site, property, raw, schema ?? { description: '' });
    }
    node.tabs?.forEach((tab, i) => {
      const site = { component: node.id, type: node.type, line: lineOf(tab.range) };
      for (const key of ['hidden', 'display'] as const)
        collect(found, site, `tabs[${i}].${key}`, tab[key], ALWAYS);
    });
  }
  spec.reportOutput.forEach((item, i) => {
    const site = { component: 'ReportOutput', type: '', line: lineOf(item.range) };
    for (const key of ['text', 'if'] as const)
      collect(found, site, `[${i}].${key}`, item[key], ITEM_SCHEMA[key]);
  });
  const codes = spec.diagnosticCodes;
  if (codes) {
    const site = { component: 'DiagnosticCodes', type: '', line: lineOf(codes.range) };
    for (const field of ['codeGroups', 'calculatedCodeGroups'] as const) {
      const schema = field === 'codeGroups' ? TEMPLATE : ALWAYS;
      const raw = codes[field];
      if (!Array.isArray(raw)) {
        collect(found, site, field, raw, schema);
        continue;
      }
      raw.forEach((entry: unknown, i) => {
        const at = `${field}[${i}]`;
        if (Array.isArray(entry))
          entry.forEach((c: unknown, j) => collect(found, site, `${at}[${j}]`, c, schema));
        else if (typeof entry !== 'object' || entry === null) collect(found, site, at, entry, schema);
        else {
          const group = entry as Record<string, unknown>;
          const list: unknown[] = Array.isArray(group.codes) ? group.codes : [group.codes];
          list.forEach((c) => collect(found, site, `${at}.codes`, c, schema));
          collect(found, site, `${at}.if`, group.if, ALWAYS);
        }
      });
    }
  }
  return evaluationOrder(found);
}

function evaluationOrder(entries: Found[]): FormulaEntry[] {
  const byComponent = new Map<string, number[]>();
  entries.forEach((e, i) => byComponent.set(e.component, [...(byComponent.get(e.component) ?? []), i]));
  const done = new Set<number>();
  const visiting = new Set<number>();
  const order: number[] = [];
  const visit = (i: number) => {
    if (done.has(i) || visiting.has(i)) return;
    visiting.add(i);
    for (const dep of entries[i]?.dependencies ?? []) {
      for (const j of byComponent.get(dep.split('.')[0] ?? '') ?? []) if (j !== i) visit(j);
    }
    visiting.delete(i);
    done.add(i);
    order.push(i);
  };
  entries.forEach((_, i) => visit(i));
  return order.map((i, n) => ({ ...entries[i]!, order: n + 1 }));
}
