import type { ErrorObject } from 'ajv';
import type { ComponentDefinition } from '../components';
import { createDiagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import { isFormula, isMapping, type CheckContext } from './checkContext';
import { ruleProperties } from './ruleProperties';
import { checkSuggestedValue } from './suggestionRules';
import { checkDateValues, checkStaticChoiceValue } from './valueRules';

/** Where a component is, for the rules below. */
export interface RuleTarget {
  readonly def: ComponentDefinition;
  /** The properties as written (`{}` for `- HR:` with nothing after it). */
  readonly props: Record<string, unknown>;
  readonly id: string;
  /** Spec path of the properties (`['Components', 3, 'Option']`). */
  readonly path: SpecPath;
  /** The type key of the entry, where whole-component problems point. */
  readonly anchor: SourceRange;
}

/** Properties that hold a regular expression (plain or /pattern/flags). */
const REGEX_PROPERTIES = ['optionsDisableFilter'] as const;

/**
 * The rules a JSON Schema cannot say, or says with a worse message: clamped ranges (a warning), Option
 * options (at least one, unique, objects need value or text), static choice values that are no option
 * (a warning), dates that do not exist, regex filters, report items needing text (itemTextRule), and the Tabs
 * specification. Schema errors that these rules replace are dropped by
 * {@link skipSchemaError}.
 */
export function checkComponentRules(t: RuleTarget, ctx: CheckContext): void {
  const { def, props } = t;
  const at = (key: string | number, container: unknown = props, part: 'key' | 'value' = 'value') =>
    ctx.sourceMap.entryRange(container, key, part);
  const base = { componentId: t.id };

  const rules = ruleProperties(def);
  for (const [name, lo, hi] of rules.clamped) {
    const v = props[name];
    if (typeof v !== 'number' || Number.isNaN(v)) continue;
    if (v < lo || v > hi) {
      const clamped = Math.min(hi, Math.max(lo, v));
      ctx.diagnostics.push(
        createDiagnostic('value-clamped', {
          ...base,
          range: at(name),
          path: [...t.path, name],
          property: name,
          params: { name, value: v, clamped },
        }),
      );
    }
  }

  if (def.properties.options) checkOptions(t, ctx);
  checkFirstOptionPreselected(t, ctx);
  checkStaticChoiceValue(t, ctx);
  checkDateValues(t, ctx);
  checkSuggestedValue(t, ctx);

  for (const name of REGEX_PROPERTIES) {
    const v = props[name];
    if (typeof v !== 'string' || isFormula(v) || !(name in def.properties)) continue;
    const problem = regexProblem(v);
    if (problem) {
      ctx.diagnostics.push(
        createDiagnostic('invalid-regex', {
          ...base,
          range: at(name),
          path: [...t.path, name],
          property: name,
          params: { name, detail: problem },
        }),
      );
    }
  }

  for (const name of rules.itemTexts) {
    const items = props[name];
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      if (isMapping(item) && (item.text === undefined || item.text === null)) {
        ctx.diagnostics.push(
          createDiagnostic('summary-item-text', {
            ...base,
            range: at(i, items),
            path: [...t.path, name, i],
            property: name,
          }),
        );
      }
    });
  }

  if (def.children === 'tabs' && !isValidTabs(props.tabs)) {
    ctx.diagnostics.push(
      createDiagnostic('tab-spec', {
        ...base,
        range: 'tabs' in props ? at('tabs') : t.anchor,
        path: [...t.path, 'tabs'],
        property: 'tabs',
      }),
    );
  }
}

/**
 * Options of choice components: every object needs value or text; where the definition's options schema
 * asks for at least one (`minItems`) or unique ones (`uniqueItems`, both Option's), these rules say so.
 */
function checkOptions(t: RuleTarget, ctx: CheckContext): void {
  const options = t.props.options;
  const schema = t.def.properties.options;
  const needsOne = (schema?.minItems ?? 0) > 0;
  const unique = schema?.uniqueItems === true;
  const path = [...t.path, 'options'];
  const base = { componentId: t.id, property: 'options' };
  if (isFormula(options)) return;
  // A choice with nothing to choose from and no data source (dataarg) to fill it: the user is stuck.
  const dataarg = t.props.dataarg;
  if (
    t.def.family === 'choice' &&
    !needsOne &&
    (options === undefined || options === null || (Array.isArray(options) && options.length === 0)) &&
    !(typeof dataarg === 'string' && dataarg.trim() !== '')
  ) {
    const range = 'options' in t.props ? ctx.sourceMap.entryRange(t.props, 'options') : t.anchor;
    ctx.diagnostics.push(
      createDiagnostic('choice-no-options', { ...base, range, path, params: { type: t.def.type, id: t.id } }),
    );
  }
  if (!Array.isArray(options)) {
    if (needsOne && (options === undefined || options === null)) {
      const range = 'options' in t.props ? ctx.sourceMap.entryRange(t.props, 'options') : t.anchor;
      ctx.diagnostics.push(createDiagnostic('option-empty', { ...base, range, path }));
    }
    return;
  }
  if (needsOne && options.length === 0) {
    ctx.diagnostics.push(
      createDiagnostic('option-empty', {
        ...base,
        range: ctx.sourceMap.entryRange(t.props, 'options'),
        path,
      }),
    );
  }
  const seen = new Set<string>();
  options.forEach((item, i) => {
    const range = ctx.sourceMap.entryRange(options, i);
    let value: unknown = item;
    if (isMapping(item)) {
      const hasValue = item.value !== undefined && item.value !== null;
      const hasText = item.text !== undefined && item.text !== null;
      if (!hasValue && !hasText) {
        ctx.diagnostics.push(createDiagnostic('option-object', { ...base, range, path: [...path, i] }));
        return;
      }
      value = hasValue ? item.value : item.text;
    }
    if (!unique || (typeof value === 'object' && value !== null)) return;
    const key = `${typeof value}:${String(value)}`;
    if (seen.has(key)) {
      ctx.diagnostics.push(
        createDiagnostic('option-duplicate', { ...base, range, path: [...path, i], params: { value } }),
      );
    }
    seen.add(key);
  });
}

/**
 * A choice whose definition marks a property `firstOptionWithout` (Dropdown's placeholder), written without
 * it and without a value (or a dataarg), starts on its first enabled option as if the user had chosen it
 * (docs/components.md#dropdown): an info at the type key, naming that option when the options are written out.
 */
function checkFirstOptionPreselected(t: RuleTarget, ctx: CheckContext): void {
  const property = Object.keys(t.def.properties).find((k) => t.def.properties[k]?.firstOptionWithout);
  if (property === undefined) return;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  // A dataarg gives the value from the provider's data, like a written value.
  if (given(t.props[property]) || given(t.props.value) || given(t.props.dataarg)) return;
  const options = t.props.options;
  const listed = Array.isArray(options) ? options : [];
  if (listed.length === 0 && !isFormula(options)) return; // nothing to preselect ('choice-no-options')
  const first = listed.find((o) => !(isMapping(o) && o.disabled === true));
  const shown = isMapping(first) ? (first.text ?? first.value) : first;
  ctx.diagnostics.push(
    createDiagnostic('first-option-preselected', {
      componentId: t.id,
      range: t.anchor,
      path: t.path,
      params: {
        type: t.def.type,
        id: t.id,
        property,
        first: shown === undefined || shown === null || isMapping(shown) ? '' : ` (${String(shown)})`,
      },
    }),
  );
}

/** Why a regex filter does not compile (plain or /pattern/flags), or undefined when it does. */
export function regexProblem(text: string): string | undefined {
  const slashed = /^\/(.*)\/([a-z]*)$/s.exec(text);
  try {
    if (slashed) new RegExp(slashed[1] ?? '', slashed[2] ?? '');
    else new RegExp(text);
    return undefined;
  } catch (err) {
    return regexDetail(err instanceof Error ? err.message : String(err));
  }
}

/**
 * JavaScript's message without what the diagnostic already says: `Invalid regular expression: /(a/:
 * Unterminated group` → `Unterminated group`; `Invalid flags supplied to RegExp constructor 'q'` →
 * `invalid flags 'q'`.
 */
function regexDetail(message: string): string {
  const plain = /^Invalid regular expression: \/.*\/[a-z]*: (.*)$/s.exec(message);
  if (plain) return plain[1] ?? message;
  const flags = /^Invalid flags supplied to RegExp constructor (.*)$/s.exec(message);
  if (flags) return `invalid flags ${flags[1] ?? ''}`;
  return message.replace(/^Invalid regular expression: /, '');
}

/** At least one tab, and every tab a mapping with a string tabname and a components list. */
export function isValidTabs(tabs: unknown): boolean {
  return (
    Array.isArray(tabs) &&
    tabs.length > 0 &&
    tabs.every((tab) => isMapping(tab) && typeof tab.tabname === 'string' && Array.isArray(tab.components))
  );
}

/**
 * Schema errors the walker or the rules above report better, or that belong to children: anything under
 * `components` (each child is validated against its own type), the tabs structure ('tab-spec'), Option's
 * list rules, option objects without value or text, Summary items without text, and range keywords of
 * clamped properties.
 */
export function skipSchemaError(def: ComponentDefinition, props: Record<string, unknown>) {
  return (segments: readonly string[], e: ErrorObject): boolean => {
    const [first, second, third] = segments;
    if (first === undefined) return false;
    if (first === 'components') return true;
    if (first === 'tabs' && def.children === 'tabs') {
      if (third === 'components') return true;
      return e.keyword !== 'additionalProperties' && third !== 'hidden' && third !== 'display';
    }
    if (def.properties[first]?.clamp && segments.length === 1) {
      return ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(e.keyword);
    }
    if (first === 'options' && Array.isArray(props.options)) {
      if (segments.length === 1)
        // The options rules above report these, with better messages.
        return e.keyword === 'minItems' || e.keyword === 'uniqueItems';
      const item = props.options[Number(second)];
      if (segments.length === 2 && isMapping(item) && item.value == null && item.text == null) {
        return e.keyword === 'anyOf' || e.keyword === 'required' || e.keyword === 'type';
      }
    }
    if (def.properties[first]?.itemTextRule && segments.length === 2) {
      return e.keyword === 'required' && e.params.missingProperty === 'text';
    }
    return false;
  };
}
