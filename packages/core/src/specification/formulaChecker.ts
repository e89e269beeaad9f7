import type { PropertySchema } from '../components';
import { createDiagnostic, NO_RANGE, type Diagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import {
  checkFormula,
  compileFormulaDetailed,
  parseFormula,
  parsePropertyValue,
  parseTemplate,
  smartFilterHazards,
  type CheckFinding,
  type HelperDef,
} from '../expr';
import type { FormulaNames, NameScope } from './formulaNames';
import type { FormSpec } from './model';
import { findKeyValue, locateValue, type ValueLocator } from './valueLocation';

/** Where a checked text lives: for diagnostics. */
export interface FormulaSite extends NameScope {
  readonly componentId?: string;
  readonly property: string;
  /** Shown in messages: `size.value`, `ReportOutput[2].text`. */
  readonly name: string;
  readonly path: SpecPath;
  /** The smart filter style when the text is a report text the smart filter reads (its hazards are warned about). */
  readonly smartFilter?: string;
}

/** A site with the locator of its written text. */
interface LocatedSite extends FormulaSite {
  readonly locator: ValueLocator;
}

/** Checks one written value of a site against its schema (`at`: where the value is written). */
export type CheckValue = (
  site: FormulaSite,
  raw: unknown,
  schema: PropertySchema | undefined,
  at: SourceRange | undefined,
) => void;

/** An own entry of a record: `constructor` or `__proto__` written as a property name must not find Object's. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * The checker of written values: a formula (`=`, `:=`, `||init=`) is compiled and its names checked, a
 * template's placeholders likewise, and an item list is checked item by item against its item schema.
 * Every finding goes into `diagnostics`, located in `source` when it is given.
 */
export function formulaChecker(
  spec: FormSpec,
  diagnostics: Diagnostic[],
  names: FormulaNames,
  helpers: (name: string) => HelperDef | undefined,
  source: string | undefined,
): CheckValue {
  const siteFields = (site: LocatedSite) => ({
    path: site.path,
    property: site.property,
    ...(site.componentId === undefined ? {} : { componentId: site.componentId }),
  });

  const report = (
    site: LocatedSite,
    code: CheckFinding['code'],
    params: Readonly<Record<string, unknown>>,
    range: SourceRange,
  ): void => {
    diagnostics.push(
      createDiagnostic(code, {
        params: { ...params, hint: names.hint(site, code, params.name) },
        range,
        ...siteFields(site),
      }),
    );
  };

  /** Compiles one formula written at `offset` inside the value. */
  const checkOneFormula = (site: LocatedSite, formula: string, offset: number): void => {
    const result = compileFormulaDetailed(formula, { helpers });
    if ('error' in result) {
      const e = result.error;
      diagnostics.push(
        createDiagnostic('expression-syntax', {
          params: { name: site.name, detail: e.message },
          range: site.locator.range(offset + e.offset, offset + e.offset + e.length),
          ...siteFields(site),
        }),
      );
      return;
    }
    for (const f of checkFormula(result.ast, names.context(site))) {
      report(site, f.code, f.params, site.locator.range(offset + f.offset, offset + f.offset + f.length));
    }
  };

  const checkTemplate = (site: LocatedSite, text: string): void => {
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
          ...siteFields(site),
        }),
      );
    }
    if (site.smartFilter !== undefined && errors.length === 0) {
      for (const h of smartFilterHazards(text, parts, site.smartFilter)) {
        diagnostics.push(
          createDiagnostic(h.code, {
            params: { ...h.params, name: site.name },
            range: site.locator.range(h.offset, h.offset + h.length),
            ...siteFields(site),
          }),
        );
      }
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
            ...siteFields(site),
          }),
        );
      }
      for (const f of checkFormula(ast, names.context(site))) {
        const at = part.offset + f.offset;
        report(site, f.code, f.params, site.locator.range(at, at + f.length));
      }
    }
  };

  /** Checks the items of an item list (report lists, options) by their item schema. */
  const checkItems = (
    site: FormulaSite,
    raw: unknown[],
    items: PropertySchema,
    at: SourceRange | undefined,
  ) => {
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
        // Only a report item's text is smart-filtered, and not when the item turns the filter off.
        const { smartFilter, ...itemSite } = site;
        const filtered = key === 'text' && (item as { smartFilter?: unknown }).smartFilter !== false;
        checkValue(
          {
            ...itemSite,
            ...(filtered && smartFilter !== undefined ? { smartFilter } : {}),
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

  const checkValue: CheckValue = (site, raw, schema, at) => {
    if (typeof raw === 'string') {
      const locator = locateValue(raw, at ?? NO_RANGE, at ? source : undefined);
      const full: LocatedSite = { ...site, locator };
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
    if (Array.isArray(raw) && items?.properties) checkItems(site, raw, items, at);
  };
  return checkValue;
}
