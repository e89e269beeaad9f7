import { commonProperties, getComponentDefinition, type PropertySchema } from '../components';
import { createDiagnostic, NO_RANGE, type Diagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import {
  checkFormula,
  compileFormulaDetailed,
  getHelper,
  parseFormula,
  parsePropertyValue,
  parseTemplate,
  type CheckContext,
  type CheckFinding,
  type HelperDef,
} from '../expr';
import type { ComponentNode, FormSpec } from './model';
import { functionHint, referenceHint } from './nameHints';
import { findKeyValue, locateValue, type ValueLocator } from './valueLocation';

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

/** The ListItem variables (designer.md), which a List's item texts read as `ListItem.<name>`. */
const LIST_ITEM_VARIABLES: readonly string[] = ['index', 'zindex', 'count', 'prefix', 'prefixBase'];

/** List properties whose texts are evaluated once per item, where the ListItem variables exist. */
const LIST_ITEM_PROPERTIES: readonly string[] = ['collapseSummary', 'reportSummary', 'itemName'];

/** An own entry of a record: `constructor` or `__proto__` written as a property name must not find Object's. */
function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** `lesions_2_size` → `size` when `lesions` is a List holding `size`. */
export function listInstanceTemplate(spec: FormSpec, id: string): ComponentNode | undefined {
  const m = /^(.+?)_(\d+)_(.+)$/.exec(id);
  if (!m) return undefined;
  const node = spec.byId.get(m[3] as string);
  return node?.listId === m[1] && spec.byId.get(m[1] as string)?.type === 'List' ? node : undefined;
}

/** Where a checked text lives: for diagnostics. */
interface Site {
  readonly componentId?: string;
  readonly property: string;
  /** Shown in messages: `size.value`, `ReportOutput[2].text`. */
  readonly name: string;
  readonly path: SpecPath;
  readonly locator: ValueLocator;
  readonly names?: readonly string[];
  /** True where the ListItem variables exist (a List's item texts, components inside a List). */
  readonly inListItem?: boolean;
}

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
  const propsCache = new Map<string, ReadonlySet<string> | undefined>();
  const baseCtx: CheckContext = {
    isKnownId: (id) =>
      spec.byId.has(id) || listInstanceTemplate(spec, id) !== undefined || options.droppedIds?.(id) === true,
    propsOf: (id) => {
      if (propsCache.has(id)) return propsCache.get(id);
      const node = spec.byId.get(id) ?? listInstanceTemplate(spec, id);
      const def = node && getComponentDefinition(node.type);
      const set = def
        ? new Set<string>(['value', ...Object.keys(def.properties), ...Object.keys(def.derived ?? {})])
        : undefined;
      propsCache.set(id, set);
      return set;
    },
    scriptFunctions: options.scriptFunctions ?? [],
    helpers,
  };
  const ctxFor = ({ names, inListItem }: Site): CheckContext => ({
    ...baseCtx,
    inListItem: inListItem === true,
    ...(names?.length ? { isKnownId: (id: string) => names.includes(id) || baseCtx.isKnownId(id) } : {}),
  });

  const hintOf = (site: Site, code: CheckFinding['code'], name: unknown): string => {
    if (typeof name !== 'string') return '';
    if (code === 'unknown-function') return functionHint(name, options.scriptFunctions ?? []);
    if (code !== 'unrecognized-reference') return '';
    return (
      listItemHint(site, name) || referenceHint(name, spec, baseCtx.propsOf ?? (() => undefined), site.names)
    );
  };

  const report = (
    site: Site,
    code: CheckFinding['code'],
    params: Readonly<Record<string, unknown>>,
    range: SourceRange,
  ): void => {
    diagnostics.push(
      createDiagnostic(code, {
        params: { ...params, hint: hintOf(site, code, params.name) },
        range,
        path: site.path,
        property: site.property,
        ...(site.componentId === undefined ? {} : { componentId: site.componentId }),
      }),
    );
  };

  /** Compiles one formula written at `offset` inside the value. */
  const checkOneFormula = (site: Site, formula: string, offset: number): void => {
    const result = compileFormulaDetailed(formula, { helpers });
    if ('error' in result) {
      const e = result.error;
      diagnostics.push(
        createDiagnostic('expression-syntax', {
          params: { name: site.name, detail: e.message },
          range: site.locator.range(offset + e.offset, offset + e.offset + e.length),
          path: site.path,
          property: site.property,
          ...(site.componentId === undefined ? {} : { componentId: site.componentId }),
        }),
      );
      return;
    }
    for (const f of checkFormula(result.ast, ctxFor(site))) {
      report(site, f.code, f.params, site.locator.range(offset + f.offset, offset + f.offset + f.length));
    }
  };

  const checkTemplate = (site: Site, text: string): void => {
    const { parts, errors } = parseTemplate(text, { helpers });
    for (const e of errors) {
      const range = site.locator.range(e.offset, e.offset + e.length);
      diagnostics.push(
        createDiagnostic('template-syntax', {
          params: {
            name: site.name,
            position: `line ${range.line}, column ${range.column}`,
            expression: e.expression.trim(),
            detail: e.message,
          },
          range,
          path: site.path,
          property: site.property,
          ...(site.componentId === undefined ? {} : { componentId: site.componentId }),
        }),
      );
    }
    for (const part of parts) {
      if (part.kind !== 'expr') continue;
      const ast = parseFormula(part.source); // compiled already: cannot throw
      if (
        ast.type === 'name' &&
        !site.names?.includes(ast.name) &&
        spec.byId.get(ast.name)?.type === 'List'
      ) {
        diagnostics.push(
          createDiagnostic('template-list-value', {
            params: {
              placeholder: `{${part.source.trim()}}`,
              name: site.name,
              id: ast.name,
              summary: `{${ast.name}.reportSummary}`,
            },
            range: site.locator.range(part.offset + ast.start, part.offset + ast.end),
            path: site.path,
            property: site.property,
            ...(site.componentId === undefined ? {} : { componentId: site.componentId }),
          }),
        );
      }
      for (const f of checkFormula(ast, ctxFor(site))) {
        const at = part.offset + f.offset;
        report(site, f.code, f.params, site.locator.range(at, at + f.length));
      }
    }
  };

  /** Checks one written value against its schema, recursing into item lists. */
  const checkValue = (
    site: Omit<Site, 'locator'>,
    raw: unknown,
    schema: PropertySchema | undefined,
    at: SourceRange | undefined,
  ): void => {
    if (typeof raw === 'string') {
      const locator = locateValue(raw, at ?? NO_RANGE, at ? source : undefined);
      const full: Site = { ...site, locator };
      const isFormula = raw.startsWith('=') || raw.startsWith(':=');
      if (schema?.template && !isFormula) {
        checkTemplate(full, raw);
        return;
      }
      const pv = parsePropertyValue(raw, schema?.formula ?? 'allowed');
      if (pv.kind !== 'literal') checkOneFormula(full, pv.formula.source, pv.formula.offset);
      if (pv.init) checkOneFormula(full, pv.init.source, pv.init.offset);
      return;
    }
    const items = schema?.items as PropertySchema | undefined;
    if (!Array.isArray(raw) || !items?.properties) return;
    const counts = new Map<string, number>();
    raw.forEach((item: unknown, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return;
      for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
        const sub = own(items.properties, key) as PropertySchema | undefined;
        if (!sub || typeof value !== 'string' || sub.formula === 'never') continue;
        if (!sub.template && sub.formula === undefined && !value.startsWith('=') && !value.startsWith(':='))
          continue;
        const n = counts.get(key) ?? 0;
        counts.set(key, n + 1);
        const valueAt = at ? findKeyValue(source, at, key, n) : undefined;
        checkValue(
          {
            ...site,
            property: `${site.property}[${i}].${key}`,
            name: `${site.name}[${i}].${key}`,
            path: [...site.path, i, key],
          },
          value,
          sub,
          valueAt ?? at,
        );
      }
    });
  };

  for (const node of spec.all) {
    if (node.generated) continue;
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
      checkValue(
        {
          componentId: node.id,
          property: prop,
          name: `${node.id}.${prop}`,
          path: [...node.path, prop],
          ...(names ? { names } : {}),
          ...(inListItem ? { inListItem } : {}),
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

  const itemSchema: Readonly<Record<string, PropertySchema>> = {
    text: { description: '', template: true },
    if: { description: '', formula: 'always' },
  };
  spec.reportOutput.forEach((item, i) => {
    for (const key of ['text', 'if'] as const) {
      const raw = item[key];
      if (typeof raw !== 'string') continue;
      checkValue(
        { property: key, name: `ReportOutput[${i}].${key}`, path: [...item.path, key] },
        raw,
        itemSchema[key],
        findKeyValue(source, item.range, key) ?? item.range,
      );
    }
  });

  const codes = spec.diagnosticCodes;
  if (codes) checkCodeFormulas(codes, spec.byId.get('#DiagnosticCodes')?.propRanges ?? {}, checkValue);
}

/**
 * The hint of 'unrecognized-reference' for a bare ListItem variable (`{index}`) where ListItem exists:
 * ` (inside a List use ListItem.index)`; empty otherwise, so the message reads as before.
 */
function listItemHint(site: Pick<Site, 'inListItem'>, name: unknown): string {
  if (!site.inListItem || typeof name !== 'string' || !LIST_ITEM_VARIABLES.includes(name)) return '';
  return ` (inside a List use ListItem.${name})`;
}

/**
 * The formulas and templates of the DiagnosticCodes section: calculatedCodeGroups (always formulas), every
 * `if`, and the code strings of codeGroups (text templates, or formulas written `=…`), each at the place
 * the engine points at when it fails (the section's node ranges, spec/codeRanges.ts).
 */
function checkCodeFormulas(
  codes: NonNullable<FormSpec['diagnosticCodes']>,
  ranges: Readonly<Record<string, SourceRange>>,
  checkValue: (where: Omit<Site, 'locator'>, raw: unknown, schema: PropertySchema, at: SourceRange) => void,
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
