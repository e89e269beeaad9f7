import {
  componentDefinitions,
  componentSchema,
  getComponentDefinition,
  validateComponentProps,
} from '../components';
import { createDiagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import { isMapping, type CheckContext } from './checkContext';
import { codeEntryRanges } from './codeRanges';
import { checkComponentRules, isValidTabs, skipSchemaError } from './componentRules';
import { AUTO_ID_PREFIX, isReservedId, isValidId } from './identifiers';
import type { ComponentNode, TabNode } from './model';
import { providerOf } from './providers';
import { mapSchemaErrors } from './schemaErrors';
import { nearestName } from './suggest';

/** Every type name a component entry may use (aliases too), for 'did you mean'. */
const componentTypeNames = (): string[] =>
  componentDefinitions.flatMap((d) => [d.type, ...(d.aliases ?? [])]);

/** Where a list of component entries sits in the tree. */
export interface Placement {
  readonly path: SpecPath;
  /** The id of the component holding the list, or `#Root`. */
  readonly parentId: string;
  /** The id of the enclosing List, when inside one. */
  readonly listId?: string;
}

/**
 * Validates a list of component entries and builds their model nodes, depth first in document order.
 * Bad entries are reported and left out; the walk goes on so that one run finds every problem. The
 * recursion is bounded: the converter refuses nesting deeper than MAX_DEPTH.
 */
export function walkComponents(
  list: readonly unknown[],
  where: Placement,
  ctx: CheckContext,
): ComponentNode[] {
  const nodes: ComponentNode[] = [];
  list.forEach((entry, index) => {
    const node = walkEntry(list, index, entry, where, ctx);
    if (node) nodes.push(node);
  });
  return nodes;
}

function walkEntry(
  list: readonly unknown[],
  index: number,
  entry: unknown,
  where: Placement,
  ctx: CheckContext,
): ComponentNode | undefined {
  const { sourceMap, diagnostics } = ctx;
  const entryPath = [...where.path, index];
  const keys = isMapping(entry) ? Object.keys(entry) : [];
  const typeName = keys[0];
  if (!isMapping(entry) || keys.length !== 1 || typeName === undefined) {
    const under = notUnderType(entry, keys);
    if (under) {
      // `- Text:` with `label:` level with `Text` instead of under it: say so, on label's line.
      diagnostics.push(
        createDiagnostic('yaml-mistake', {
          range: sourceMap.entryRange(entry, under.keys[0] as string, 'key'),
          path: entryPath,
          params: { detail: `Indent ${listOf(under.keys)} under \`${under.type}:\`` },
        }),
      );
      return undefined;
    }
    diagnostics.push(
      createDiagnostic('unknown-component-structure', {
        range: sourceMap.entryRange(list, index),
        path: entryPath,
      }),
    );
    return undefined;
  }
  const raw = entry[typeName];
  const anchor = sourceMap.entryRange(entry, typeName, 'key');
  const path = [...entryPath, typeName];
  if (raw !== null && raw !== undefined && !isMapping(raw)) {
    diagnostics.push(
      createDiagnostic('unknown-component-structure', { range: sourceMap.entryRange(entry, typeName), path }),
    );
    return undefined;
  }
  const def = getComponentDefinition(typeName);
  if (!def) {
    if (typeof raw?.id === 'string') ctx.ids.note(raw.id);
    const near = nearestName(typeName, componentTypeNames());
    const hint = near ? `; did you mean ${near}?` : '';
    diagnostics.push(
      createDiagnostic('unknown-component', { range: anchor, path, params: { name: typeName, hint } }),
    );
    return undefined;
  }
  const props: Record<string, unknown> = raw ?? {};
  const id = claimId(props, path, ctx);

  const errors = validateComponentProps(def, props);
  if (errors.length > 0) {
    diagnostics.push(
      ...mapSchemaErrors(errors, {
        data: props,
        schema: componentSchema(def),
        owner: def.type,
        sourceMap,
        path,
        anchor,
        componentId: id,
        skip: skipSchemaError(def, props),
      }),
    );
  }
  checkComponentRules({ def, props, id, path, anchor }, ctx);
  if (typeof props.dataarg === 'string') {
    const range = sourceMap.entryRange(props, 'dataarg');
    const at = { range, path: [...path, 'dataarg'], componentId: id, property: 'dataarg' };
    if (props.dataarg.trim() === '') diagnostics.push(createDiagnostic('empty-dataarg', at));
    else ctx.providers.use(providerOf(props.dataarg), range, at.path, id, diagnostics);
  }
  if (def.type === 'List' && where.listId !== undefined) {
    diagnostics.push(createDiagnostic('list-in-list', { range: anchor, path, componentId: id }));
  }

  const listId = def.type === 'List' ? id : where.listId;
  const inner = { parentId: id, ...(listId === undefined ? {} : { listId }) };
  let children: ComponentNode[] = [];
  let tabs: TabNode[] | undefined;
  if (def.children === 'components' && Array.isArray(props.components)) {
    children = walkComponents(props.components, { path: [...path, 'components'], ...inner }, ctx);
  } else if (def.children === 'tabs') {
    tabs = walkTabs(props.tabs, [...path, 'tabs'], inner, ctx);
  }

  const own: Record<string, unknown> = {};
  const propRanges: Record<string, SourceRange> = {};
  for (const key of Object.keys(props)) {
    if (key === def.children) continue;
    own[key] = props[key];
    propRanges[key] = sourceMap.entryRange(props, key, 'value');
  }
  if (def.type === 'DiagnosticCodes') Object.assign(propRanges, codeEntryRanges(props, sourceMap));
  return {
    type: def.type,
    id,
    explicitId: typeof props.id === 'string',
    props: own,
    children,
    ...(tabs === undefined ? {} : { tabs }),
    ...(where.listId === undefined ? {} : { listId: where.listId }),
    parentId: where.parentId,
    path,
    range: sourceMap.rangeOf(entry),
    propRanges,
  };
}

/** Checks a written id (reserved, pattern, duplicate) and returns the id to use, or a generated `#Auto{n}`. */
function claimId(props: Record<string, unknown>, path: SpecPath, ctx: CheckContext): string {
  const written = props.id;
  if (typeof written !== 'string') return `${AUTO_ID_PREFIX}${++ctx.autoCount}`;
  const range = ctx.sourceMap.entryRange(props, 'id');
  const idPath = [...path, 'id'];
  const base = { range, path: idPath, property: 'id', componentId: written, params: { id: written } };
  if (isReservedId(written)) ctx.diagnostics.push(createDiagnostic('unallowed-identifier', base));
  else if (!isValidId(written)) ctx.diagnostics.push(createDiagnostic('invalid-identifier', base));
  return ctx.ids.claim(written, range, idPath, ctx.diagnostics);
}

/**
 * Walks the tabs of a Tabs component. Every tab's components are validated; the model keeps the tabs
 * only when the whole tabs specification is valid (an invalid one renders nothing, docs/diagnostics.md#diagnostics).
 */
function walkTabs(
  tabs: unknown,
  path: SpecPath,
  inner: { parentId: string; listId?: string },
  ctx: CheckContext,
): TabNode[] {
  if (!Array.isArray(tabs)) return [];
  const valid = isValidTabs(tabs);
  const out: TabNode[] = [];
  tabs.forEach((tab, t) => {
    if (!isMapping(tab) || !Array.isArray(tab.components)) return;
    const tabPath = [...path, t];
    const components = walkComponents(tab.components, { path: [...tabPath, 'components'], ...inner }, ctx);
    if (!valid) return;
    out.push({
      tabname: String(tab.tabname),
      ...('hidden' in tab ? { hidden: tab.hidden } : {}),
      ...('display' in tab ? { display: tab.display } : {}),
      components,
      path: tabPath,
      range: ctx.sourceMap.rangeOf(tab),
    });
  });
  return out;
}

/**
 * A component entry whose properties sit level with its type key instead of under it (`- Text:` then
 * `label:` at Text's column): the type and the keys to indent. Only when the first key is a component type
 * with no properties of its own or a mapping, and the others are not component types.
 */
function notUnderType(entry: unknown, keys: readonly string[]): { type: string; keys: string[] } | undefined {
  const [type, ...rest] = keys;
  if (!isMapping(entry) || type === undefined || rest.length === 0) return undefined;
  if (!getComponentDefinition(type)) return undefined;
  const raw = entry[type];
  if (raw !== null && raw !== undefined && !isMapping(raw)) return undefined;
  if (rest.some((k) => getComponentDefinition(k))) return undefined;
  return { type, keys: rest };
}

/** `a`, `a` and `b`, `a`, `b` and `c`. */
function listOf(names: readonly string[]): string {
  const quoted = names.map((n) => `\`${n}\``);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
