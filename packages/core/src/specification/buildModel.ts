import { NO_RANGE, type SourceRange } from '../diagnostics';
import { isMapping, type CheckContext } from './checkContext';
import { codeEntryRanges } from './codeRanges';
import type { ComponentNode, DiagnosticCodesSpec, FormSpec, Metadata, ReportItem } from './model';
import type { TopLevelSections } from './topLevel';

/** Ids of the components the parser adds (docs/specification.md#top-level). */
export const HIDDEN_IDS = {
  report: '#Report',
  mandatoryFields: '#MandatoryFields',
  diagnosticCodes: '#DiagnosticCodes',
} as const;

/**
 * Builds the immutable model of a validated specification: the written components followed by the
 * parser's hidden ones (#Report with the ReportOutput items, #MandatoryFields unless Metadata says
 * no-display, #DiagnosticCodes), every component by id and in document order, and the data sources.
 * Also called when validation found errors (for the formula check): sections of the wrong shape are
 * missing from `sections`, and the model is then never handed out.
 */
export function buildModel(
  sections: TopLevelSections,
  nodes: readonly ComponentNode[],
  ctx: CheckContext,
): FormSpec {
  const { sourceMap } = ctx;
  const raw = sections.metadata ?? {};
  const metadata = { ...raw, reportVersion: raw.reportVersion ?? 'v1' } as unknown as Metadata;
  const rawItems = sections.reportOutput ?? [];
  // Indexes of the written list: with errors, an item that is not a mapping is left out but keeps its place.
  const reportOutput: ReportItem[] = rawItems.flatMap((item, i) =>
    isMapping(item)
      ? [
          {
            ...(item as Omit<ReportItem, 'path' | 'range'>),
            text: typeof item.text === 'string' ? item.text : '',
            path: ['ReportOutput', i],
            range: sourceMap.entryRange(rawItems, i),
          },
        ]
      : [],
  );

  const codesRaw = sections.diagnosticCodes;
  const diagnosticCodes: DiagnosticCodesSpec | undefined = codesRaw && {
    ...codesRaw,
    path: ['DiagnosticCodes'],
    range: sourceMap.rangeOf(codesRaw),
  };

  const root = sourceMap.rangeOf(sections.reportOutput);
  const hidden: ComponentNode[] = [
    hiddenNode('Report', HIDDEN_IDS.report, { items: rawItems }, ['ReportOutput'], root),
  ];
  if (metadata.mandatoryFields !== 'no-display') {
    const displayType = metadata.mandatoryFields ?? 'display';
    hidden.push(
      hiddenNode('MandatoryFields', HIDDEN_IDS.mandatoryFields, { displayType }, ['Metadata'], NO_RANGE),
    );
  }
  const { path: _p, range: _r, ...codeProps } = diagnosticCodes ?? { path: [], range: NO_RANGE };
  const codesNode = hiddenNode(
    'DiagnosticCodes',
    HIDDEN_IDS.diagnosticCodes,
    codeProps,
    ['DiagnosticCodes'],
    diagnosticCodes?.range ?? NO_RANGE,
  );
  // The section's fields and entries are located, so a failing code formula points at its line.
  const codeRanges: Record<string, SourceRange> = codesRaw ? codeEntryRanges(codesRaw, sourceMap) : {};
  for (const key of ['codeGroups', 'calculatedCodeGroups', 'spacer'])
    if (codesRaw && key in codesRaw) codeRanges[key] = sourceMap.entryRange(codesRaw, key);
  hidden.push({ ...codesNode, propRanges: codeRanges });

  const components = [...nodes, ...hidden];
  const all: ComponentNode[] = [];
  const visit = (list: readonly ComponentNode[]) => {
    for (const node of list) {
      all.push(node);
      visit(node.children);
      for (const tab of node.tabs ?? []) visit(tab.components);
    }
  };
  visit(components);
  const byId = new Map(all.map((n) => [n.id, n] as const));

  const spec: FormSpec = {
    metadata,
    components,
    reportOutput,
    ...(diagnosticCodes ? { diagnosticCodes } : {}),
    ...(sections.exportsImages === undefined ? {} : { exportsImages: sections.exportsImages }),
    byId,
    all,
    dataSources: ctx.providers.names(),
    metadataRanges: metadataRanges(sections.metadata, ctx),
  };
  return deepFreeze(spec);
}

/**
 * The range of each Metadata key's value, and of each key inside `defaults` as `defaults.<key>`. Built
 * with fromEntries so a key written `__proto__` stays an own entry.
 */
function metadataRanges(raw: unknown, ctx: CheckContext): Record<string, SourceRange> {
  if (!isMapping(raw)) return {};
  const entries: [string, SourceRange][] = Object.keys(raw).map((key) => [
    key,
    ctx.sourceMap.entryRange(raw, key),
  ]);
  const defaults = raw.defaults;
  if (isMapping(defaults)) {
    for (const key of Object.keys(defaults))
      entries.push([`defaults.${key}`, ctx.sourceMap.entryRange(defaults, key)]);
  }
  return Object.fromEntries(entries);
}

function hiddenNode(
  type: string,
  id: string,
  props: Readonly<Record<string, unknown>>,
  path: (string | number)[],
  range: SourceRange,
): ComponentNode {
  return {
    type,
    id,
    explicitId: false,
    props: { id, ...props },
    children: [],
    parentId: '#Root',
    generated: true,
    path,
    range,
    propRanges: {},
  };
}

/**
 * Freezes the model and everything in it (maps are frozen as objects; their contents are frozen nodes).
 * Iterative, so deep property values cannot overflow the stack.
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    Object.freeze(v);
    if (v instanceof Map) for (const entry of v.values()) stack.push(entry);
    else for (const key of Object.keys(v)) stack.push((v as Record<string, unknown>)[key]);
  }
  return value;
}
