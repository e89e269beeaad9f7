import type { Diagnostic } from '../diagnostics';
import type { EvalScope, ListItemVars } from '../expr';
import type { ComponentPropsByType, ComponentType } from '../components/propsByType';
import type { ComponentNode, FormSpec } from '../specification';
import type { ReportProvenance } from './provenance';

/**
 * The engine's public contract: a framework-free store over a validated spec. Views subscribe and render
 * snapshots; everything changes through `update`. Outputs read snapshots.
 */

/** A list item in the instance tree: its number (from 1), its id prefix and its children's instance ids. */
export interface ListItemTreeNode {
  readonly index: number;
  /** `lesions_2_` (docs/specification.md#the-form-specification). */
  readonly prefix: string;
  /** The item's top-level children, in document order: `lesions_2_size`, … */
  readonly children: readonly string[];
}

/** A tab in the instance tree: its index (from 0), whether it is shown, and its children's instance ids. */
export interface TabTreeNode {
  readonly index: number;
  /** Shown by its own hidden/display and the tab filters (the props' `tabVisible`). */
  readonly visible: boolean;
  readonly children: readonly string[];
}

/** The value a type's state holds: its props' `value` (undefined for types without one). */
export type ComponentValue<T extends ComponentType> = 'value' extends keyof ComponentPropsByType[T]
  ? ComponentPropsByType[T]['value' & keyof ComponentPropsByType[T]] | undefined
  : undefined;

/** What every component's state holds. */
interface ComponentStateBase<T extends ComponentType> {
  /** Instance id: `size`, or `lesions_2_size` inside item 2 of list `lesions`. */
  readonly id: string;
  /** The type name (aliases resolved): the discriminant that narrows `props`. */
  readonly type: T;
  /** The specification node (for list children: the template node). */
  readonly node: ComponentNode;
  /**
   * Effective properties: spec < user input < formula/script overrides, formulas evaluated, derived values
   * merged. Typed per type (components/<type>/props.ts); other keys read as unknown.
   */
  readonly props: ComponentPropsByType[T] & Readonly<Record<string, unknown>>;
  readonly value: ComponentValue<T>;
  /** Shown: not hidden, displayed, and so are all its ancestors (up to 100). */
  readonly visible: boolean;
  readonly listItem?: ListItemVars;
  /** The parent's instance id (undefined at the top level: see FormSnapshot.roots). */
  readonly parent: string | undefined;
  /**
   * Direct children's instance ids in document order: a List's items' children item by item, a Tabs'
   * tabs' children tab by tab (grouped in `items` and `tabs`). Empty for components without children.
   */
  readonly children: readonly string[];
}

/** The tree a List or Tabs adds: its items, or its tabs and the active tab. */
type TreeOf<T extends ComponentType> = T extends 'List'
  ? { readonly items: readonly ListItemTreeNode[] }
  : T extends 'Tabs'
    ? {
        readonly tabs: readonly TabTreeNode[];
        /** The tab shown, from 0 (the first visible one when the chosen tab is hidden; -1: none visible). */
        readonly activeTab: number;
      }
    : unknown;

/**
 * One component instance as a view reads it (list children exist once per item, with prefixed ids). A
 * union over the type names, so `if (state.type === 'Number') state.props.scale` is a number. A state is a
 * new object exactly when something it holds changed; otherwise snapshots share it (docs/engine.md).
 */
export type ComponentState<T extends ComponentType = ComponentType> = {
  readonly [K in T]: ComponentStateBase<K> & TreeOf<K>;
}[T];

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
  /** The top-level instance ids in document order: the roots of the instance tree (see ComponentState.children). */
  readonly roots: readonly string[];
  readonly mandatory: readonly MandatoryEntry[];
  readonly report: ReportParts;
  /** Engine findings: formula failures, loop warnings, script errors, provider logs (compile errors are parseSpec's). */
  readonly diagnostics: readonly Diagnostic[];
  /** A scope for evaluating formulas against this snapshot (outputs use it to place report markup warnings). */
  scope(listItemPrefix?: string): EvalScope;
  /**
   * Sentence provenance: each report piece with the component values and formulas it read (engine/provenance.ts).
   * Computed on the first call for this snapshot and kept; nothing is computed while nobody asks.
   */
  provenance(): ReportProvenance;
}
