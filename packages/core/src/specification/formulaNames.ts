import { getComponentDefinition } from '../components';
import type { CheckContext, CheckFinding, HelperDef } from '../expr';
import type { CheckFormulasOptions } from './formulas';
import type { ComponentNode, FormSpec } from './model';
import { functionHint, referenceHint } from './nameHints';

/** The ListItem variables (docs/expressions.md), which a List's item texts read as `ListItem.<name>`. */
const LIST_ITEM_VARIABLES: readonly string[] = ['index', 'zindex', 'count', 'prefix', 'prefixBase'];

/** `lesions_2_size` → `size` when `lesions` is a List holding `size`. */
export function listInstanceTemplate(spec: FormSpec, id: string): ComponentNode | undefined {
  const m = /^(.+?)_(\d+)_(.+)$/.exec(id);
  if (!m) return undefined;
  const node = spec.byId.get(m[3] as string);
  return node?.listId === m[1] && spec.byId.get(m[1] as string)?.type === 'List' ? node : undefined;
}

/** What a checked text may name beside the form's ids, and whether the ListItem variables exist there. */
export interface NameScope {
  /** Names a template property knows beside the form's ids (`{value}` in formatters). */
  readonly names?: readonly string[];
  /** True where the ListItem variables exist (a List's item texts, components inside a List). */
  readonly inListItem?: boolean;
}

/** The names a formula of the spec may use, and the hints of the messages about names it may not. */
export interface FormulaNames {
  /** The checker's context for a text with this scope. */
  context(scope: NameScope): CheckContext;
  /** The hint appended to a finding's message (the nearest name, `ListItem.index`), or ''. */
  hint(scope: NameScope, code: CheckFinding['code'], name: unknown): string;
}

/**
 * The names of a spec model for the formula checker: its ids (list item ids such as `lesions_2_size`
 * and ids dropped for errors included), each id's properties by its definition, the script's functions
 * and the helpers.
 */
export function formulaNames(
  spec: FormSpec,
  options: CheckFormulasOptions,
  helpers: (name: string) => HelperDef | undefined,
): FormulaNames {
  const propsCache = new Map<string, ReadonlySet<string> | undefined>();
  const propsOf = (id: string): ReadonlySet<string> | undefined => {
    if (propsCache.has(id)) return propsCache.get(id);
    const node = spec.byId.get(id) ?? listInstanceTemplate(spec, id);
    const def = node && getComponentDefinition(node.type);
    const set = def
      ? new Set<string>(['value', ...Object.keys(def.properties), ...Object.keys(def.derived ?? {})])
      : undefined;
    propsCache.set(id, set);
    return set;
  };
  const base: CheckContext = {
    isKnownId: (id) =>
      spec.byId.has(id) || listInstanceTemplate(spec, id) !== undefined || options.droppedIds?.(id) === true,
    propsOf,
    scriptFunctions: options.scriptFunctions ?? [],
    helpers,
  };
  return {
    context: ({ names, inListItem }) => ({
      ...base,
      inListItem: inListItem === true,
      ...(names?.length ? { isKnownId: (id: string) => names.includes(id) || base.isKnownId(id) } : {}),
    }),
    hint: (scope, code, name) => {
      if (typeof name !== 'string') return '';
      if (code === 'unknown-function') return functionHint(name, options.scriptFunctions ?? []);
      if (code !== 'unrecognized-reference') return '';
      return listItemHint(scope, name) || referenceHint(name, spec, propsOf, scope.names);
    },
  };
}

/**
 * The hint of 'unrecognized-reference' for a bare ListItem variable (`{index}`) where ListItem exists:
 * ` (inside a List use ListItem.index)`; empty otherwise, so the message reads as before.
 */
function listItemHint(scope: NameScope, name: string): string {
  if (!scope.inListItem || !LIST_ITEM_VARIABLES.includes(name)) return '';
  return ` (inside a List use ListItem.${name})`;
}
