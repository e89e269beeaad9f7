import type { Diagnostic } from '../diagnostics';
import type { DefaultTexts, EvalScope, ListItemVars } from '../expr';
import type { FormSpec } from '../specification';
import type { ComponentState, FormSnapshot, MandatoryEntry, ReportParts } from './contract';
import { listItemVars } from './model';
import { reportProvenance, type ReportProvenance } from './provenance';

/**
 * An EvalScope over a frozen snapshot (outputs re-render report items with it to place warnings): plain ids
 * inside a list item prefix read that item's instances.
 */
export class SnapshotScope implements EvalScope {
  readonly listItem: ListItemVars | undefined;

  constructor(
    private readonly components: ReadonlyMap<string, ComponentState>,
    private readonly listChildIds: ReadonlyMap<string, ReadonlySet<string>>,
    readonly texts: DefaultTexts,
    readonly reportVersion: 'v1' | 'v2',
    private readonly prefix: string | undefined,
  ) {
    const m = prefix ? /^(.*)_(\d+)_$/.exec(prefix) : null;
    if (m) {
      const listId = m[1] as string;
      const count = components.get(listId)?.props.count;
      this.listItem = listItemVars(listId, Number(m[2]), typeof count === 'number' ? count : 0);
    } else this.listItem = undefined;
  }

  private resolve(id: string): string {
    const li = this.listItem;
    if (li && this.prefix && this.listChildIds.get(li.prefixBase.slice(0, -1))?.has(id))
      return this.prefix + id;
    return id;
  }

  value(id: string): unknown {
    return this.components.get(this.resolve(id))?.value;
  }

  prop(id: string, name: string): unknown {
    if (id === 'ListItem') return (this.listItem as Record<string, unknown> | undefined)?.[name];
    const c = this.components.get(this.resolve(id));
    // A List's rendered summary under its documented name (see Engine.read).
    if (name === 'reportSummary' && c?.node.type === 'List') return c.props.report;
    return c?.props[name];
  }
}

/** Everything a snapshot holds, assembled by the store. */
export interface SnapshotParts {
  readonly spec: FormSpec;
  readonly revision: number;
  readonly components: ReadonlyMap<string, ComponentState>;
  /** Top-level instance ids in document order (they never change while a form runs). */
  readonly roots: readonly string[];
  readonly mandatory: readonly MandatoryEntry[];
  readonly report: ReportParts;
  readonly diagnostics: readonly Diagnostic[];
  readonly listChildIds: ReadonlyMap<string, ReadonlySet<string>>;
  readonly texts: DefaultTexts;
}

/** Makes a frozen FormSnapshot. */
export function makeSnapshot(parts: SnapshotParts): FormSnapshot {
  const { spec, revision, components, roots, mandatory, report, diagnostics, listChildIds, texts } = parts;
  const snap: FormSnapshot = {
    spec,
    revision,
    components,
    roots,
    mandatory,
    report,
    diagnostics,
    scope: (prefix?: string) =>
      new SnapshotScope(components, listChildIds, texts, spec.metadata.reportVersion, prefix),
    provenance: () => (provenance ??= reportProvenance(snap)),
  };
  let provenance: ReportProvenance | undefined;
  return Object.freeze(snap);
}
