import type { Diagnostic } from '../diagnostics';
import type { EvalScope, ListItemVars } from '../expr';
import type { ComponentNode, FormSpec } from '../spec';

/**
 * The engine's public contract: a framework-free store over a validated spec. Views subscribe and render
 * snapshots; everything changes through `update`. Outputs read snapshots.
 */

/** One component instance (list children exist once per item, with prefixed ids). */
export interface ComponentState {
  /** Instance id: `size`, or `lesions_2_size` inside item 2 of list `lesions`. */
  readonly id: string;
  /** The specification node (for list children: the template node). */
  readonly node: ComponentNode;
  /** Effective properties: spec < user input < formula/script overrides, formulas evaluated, derived values merged. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly value: unknown;
  /** Shown: not hidden, displayed, and so are all its ancestors (up to 100). */
  readonly visible: boolean;
  readonly listItem?: ListItemVars;
}

/** One entry of the mandatory-fields list. */
export interface MandatoryEntry {
  readonly id: string;
  readonly level: 'alert' | 'prohibit';
  readonly label: string;
}

/** Report markup by section as the Report component computes it (rich-text tags still in). */
export interface ReportParts {
  /** The whole report markup. */
  readonly markup: string;
  /** Parts by section id, in order (empty when sectioned output is not used). */
  readonly sections: readonly { readonly id: string; readonly markup: string }[];
  /** Section ids changed since the last custom state was set (report change markers); 'all' for all. */
  readonly changedSections: readonly string[] | 'all';
}

/** An immutable picture of the form at one moment. */
export interface FormSnapshot {
  readonly spec: FormSpec;
  readonly revision: number;
  /** Instances in document order. */
  readonly components: ReadonlyMap<string, ComponentState>;
  readonly mandatory: readonly MandatoryEntry[];
  readonly report: ReportParts;
  /** Engine findings: formula failures, loop warnings, script errors, provider logs (compile errors are parseSpec's). */
  readonly diagnostics: readonly Diagnostic[];
  /** A scope for evaluating formulas against this snapshot (outputs use it to place report markup warnings). */
  scope(listItemPrefix?: string): EvalScope;
}
