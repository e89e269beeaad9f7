import { commonProperties, getComponentDefinition, type PropertySchema } from '../components';
import type { Diagnostic, SourceRange, SpecPath } from '../diagnostics';
import { getHelper, toSmartFilterStyle, type HelperDef } from '../expr';
import { formulaChecker, own, type CheckValue } from './formulaChecker';
import { formulaNames } from './formulaNames';
import type { ComponentNode, FormSpec } from './model';
import { findKeyValue } from './valueLocation';

// checkFormulas walks the spec to every written text that may hold a formula or a template (this file);
// formulaChecker.ts checks one text, formulaNames.ts knows what a formula may name.

/** Options of {@link checkFormulas}. */
export interface CheckFormulasOptions {
  /** The specification text: with it, errors inside quoted, multi-line and nested values are located exactly. */
  readonly source?: string;
  /** Functions of the form script (callable from formulas); absent: the form has no script. */
  readonly scriptFunctions?: readonly string[];
  /** Helper registry (default: the helper library). */
  readonly helpers?: (name: string) => HelperDef | undefined;
  /**
   * Ids written in the text but missing from the model because their entry had errors (an unknown type):
   * formulas may name them, with any property, so one mistake does not cascade into unknown references.
   */
  readonly droppedIds?: (id: string) => boolean;
}

/** Names a template property knows beside the form's ids (`{value}` in formatters, `{index}` in item names). */
const TEMPLATE_NAMES: Readonly<Record<string, readonly string[]>> = {
  formatter: ['value'],
  emptyFormatter: ['value'],
  nullFormatter: ['value'],
  itemName: ['index', 'zindex', 'count'],
};

/**
 * The report texts the smart filter reads, by component type: the item list and the property holding its
 * style (docs/expressions.md#the-smart-filter). A List's collapseSummary is filtered (default style) unless
 * `collapseSummaryAutoFilter` is false.
 */
const FILTERED_LISTS: Readonly<Record<string, { readonly prop: string; readonly style?: string }>> = {
  Report: { prop: 'items' },
  Summary: { prop: 'reportTemplate', style: 'smartFilterStyle' },
  List: { prop: 'reportSummary', style: 'reportSummarySmartFilterStyle' },
};

/** The smart filter style of a component's property when the smart filter reads it, else undefined. */
function filterStyleOf(node: ComponentNode, prop: string): string | undefined {
  if (node.type === 'List' && prop === 'collapseSummary') {
    return node.props.collapseSummaryAutoFilter === false ? undefined : 'parts';
  }
  const list = own(FILTERED_LISTS, node.type);
  if (list?.prop !== prop) return undefined;
  return toSmartFilterStyle(list.style === undefined ? undefined : node.props[list.style]);
}

/** List properties whose texts are evaluated once per item, where the ListItem variables exist. */
const LIST_ITEM_PROPERTIES: readonly string[] = ['collapseSummary', 'reportSummary', 'itemName'];

/**
 * Compiles every formula and text template of a spec model and reports errors with component, property,
 * line and column: 'expression-syntax', 'template-syntax', 'unknown-function', 'argument-count' and
 * 'unrecognized-reference' (with the nearest name), and warns about ListItem outside a List
 * ('list-item-outside-list') and a placeholder that prints a whole List ('template-list-value').
 * The model may come from a spec with other errors (parseSpec checks formulas in the same pass).
 * Properties follow their definition (`formula` mode, `template` flag); items of report lists, options and
 * tabs are checked by their item schema.
 */
export function checkFormulas(
  spec: FormSpec,
  diagnostics: Diagnostic[],
  options: CheckFormulasOptions = {},
): void {
  const helpers = options.helpers ?? getHelper;
  const source = options.source;
  const check = formulaChecker(spec, diagnostics, formulaNames(spec, options, helpers), helpers, source);
  for (const node of spec.all) if (!node.generated) checkComponentFormulas(node, check, source);
  checkReportOutputFormulas(spec, check, source);
  const codes = spec.diagnosticCodes;
  if (codes) checkCodeFormulas(codes, spec.byId.get('#DiagnosticCodes')?.propRanges ?? {}, check);
}

/** The formulas and templates of one component's properties, and of its tabs' hidden and display. */
function checkComponentFormulas(
  node: ComponentNode,
  checkValue: CheckValue,
  source: string | undefined,
): void {
  const def = getComponentDefinition(node.type);
  for (const [prop, raw] of Object.entries(node.props)) {
    if (prop === 'id') continue;
    const schema =
      own(def?.properties, prop) ?? own(commonProperties as Record<string, PropertySchema>, prop);
    // A property the type does not have is already an error ('property-not-allowed'): not checked twice.
    if (!schema || (schema.formula === 'never' && !Array.isArray(raw))) continue;
    const names = own(TEMPLATE_NAMES, prop);
    const inListItem =
      node.listId !== undefined || (node.type === 'List' && LIST_ITEM_PROPERTIES.includes(prop));
    const smartFilter = filterStyleOf(node, prop);
    checkValue(
      {
        componentId: node.id,
        property: prop,
        name: `${node.id}.${prop}`,
        path: [...node.path, prop],
        ...(names ? { names } : {}),
        ...(inListItem ? { inListItem } : {}),
        ...(smartFilter === undefined ? {} : { smartFilter }),
      },
      raw,
      schema,
      node.propRanges[prop],
    );
  }
  const tabsSchema = own(def?.properties, 'tabs');
  node.tabs?.forEach((tab, i) => {
    for (const key of ['hidden', 'display'] as const) {
      const raw = tab[key];
      if (typeof raw !== 'string') continue;
      const sub = (tabsSchema?.items as PropertySchema | undefined)?.properties?.[key] as
        PropertySchema | undefined;
      checkValue(
        {
          componentId: node.id,
          property: `tabs[${i}].${key}`,
          name: `${node.id}.tabs[${i}].${key}`,
          path: [...tab.path, key],
        },
        raw,
        sub ?? { description: '', formula: 'always' },
        findKeyValue(source, tab.range, key) ?? tab.range,
      );
    }
  });
}

/** The `text` (a template) and `if` (a formula) of every ReportOutput item. */
function checkReportOutputFormulas(spec: FormSpec, checkValue: CheckValue, source: string | undefined): void {
  const itemSchema: Readonly<Record<string, PropertySchema>> = {
    text: { description: '', template: true },
    if: { description: '', formula: 'always' },
  };
  spec.reportOutput.forEach((item, i) => {
    for (const key of ['text', 'if'] as const) {
      const raw = item[key];
      if (typeof raw !== 'string') continue;
      const filtered = key === 'text' && item.smartFilter !== false;
      checkValue(
        {
          property: key,
          name: `ReportOutput[${i}].${key}`,
          path: [...item.path, key],
          ...(filtered ? { smartFilter: 'parts' } : {}),
        },
        raw,
        itemSchema[key],
        findKeyValue(source, item.range, key) ?? item.range,
      );
    }
  });
}

/**
 * The formulas and templates of the DiagnosticCodes section: calculatedCodeGroups (always formulas), every
 * `if`, and the code strings of codeGroups (text templates, or formulas written `=…`), each at the place
 * the engine points at when it fails (the section's node ranges, spec/codeRanges.ts).
 */
function checkCodeFormulas(
  codes: NonNullable<FormSpec['diagnosticCodes']>,
  ranges: Readonly<Record<string, SourceRange>>,
  checkValue: CheckValue,
): void {
  const always: PropertySchema = { description: '', formula: 'always' };
  const template: PropertySchema = { description: '', template: true };
  const check = (key: string, path: SpecPath, raw: unknown, schema: PropertySchema): void => {
    if (typeof raw !== 'string') return;
    checkValue(
      {
        componentId: '#DiagnosticCodes',
        property: key,
        name: `DiagnosticCodes.${path.slice(codes.path.length).join('.')}`,
        path,
      },
      raw,
      schema,
      ranges[key] ?? codes.range,
    );
  };
  for (const field of ['codeGroups', 'calculatedCodeGroups'] as const) {
    const schema = field === 'codeGroups' ? template : always;
    const raw = codes[field];
    const at = [...codes.path, field];
    if (!Array.isArray(raw)) {
      check(field, at, raw, schema);
      continue;
    }
    raw.forEach((entry: unknown, i) => {
      const key = `${field}[${i}]`;
      const path = [...at, i];
      if (Array.isArray(entry)) entry.forEach((c: unknown, j) => check(key, [...path, j], c, schema));
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        check(key, path, entry, schema);
        return;
      }
      const group = entry as Record<string, unknown>;
      const list: unknown[] = Array.isArray(group.codes) ? group.codes : [group.codes];
      list.forEach((c, j) =>
        check(
          `${key}.codes`,
          Array.isArray(group.codes) ? [...path, 'codes', j] : [...path, 'codes'],
          c,
          schema,
        ),
      );
      check(`${key}.if`, [...path, 'if'], group.if, always);
    });
  }
}
