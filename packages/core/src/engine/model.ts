import type { ComponentBehaviour } from '../components/behaviour';
import type { SourceRange, SpecPath } from '../diagnostics';
import type { ComponentDefinition } from '../components/definition';
import type { Dependency, EvalScope, ListItemVars } from '../expr';
import type { ComponentNode } from '../specification';
import type { ComponentState, MandatoryEntry } from './contract';

/**
 * The engine's internal, mutable working state. Nothing here leaves the engine: snapshots copy what
 * they show into frozen ComponentState objects.
 */

/** Where a list item lives: its list, its number and its id prefix (docs/specification.md#the-form-specification). */
export interface ItemContext {
  readonly listId: string;
  /** 1-based item number. */
  readonly index: number;
  /** `lesions_2_` */
  readonly prefix: string;
}

/** One component instance with its layers (spec base < user < script < formula) and computed props. */
export interface Instance {
  readonly id: string;
  readonly node: ComponentNode;
  readonly def: ComponentDefinition | undefined;
  readonly behaviour: ComponentBehaviour | undefined;
  /** Parent instance id (undefined at the top level). */
  readonly parent: string | undefined;
  /** Index of the tab holding it, when its parent is a Tabs. */
  readonly tabIndex: number | undefined;
  readonly item: ItemContext | undefined;
  readonly depth: number;
  /** Child instance ids in document order (for a List: the items' top-level children, item by item). */
  children: string[];
  /** Literal properties as written (formula properties left out). */
  readonly base: Record<string, unknown>;
  user: Record<string, unknown>;
  script: Record<string, unknown>;
  formula: Record<string, unknown>;
  /** Engine-internal values that feed derived props (tab flags, collapse summaries) but are not props. */
  internal: Record<string, unknown>;
  /** Effective properties, derived values merged in; a fresh frozen object after each change. */
  props: Readonly<Record<string, unknown>>;
  /** Own flag: not hidden and displayed (ancestors not considered). */
  shown: boolean;
  visible: boolean;
  /** A container above it (Section, ComponentGroup, Row, Tabs, …) is disabled: it is read-only too. */
  containerDisabled: boolean;
  /** Cells computing this instance's formula properties. */
  cells: Cell[];
  /** The last published state, reused by snapshots while unchanged. */
  state: ComponentState | undefined;
  /** Its entry of the mandatory list as last computed (null: not listed), kept while it is unchanged. */
  mandatory: MandatoryEntry | null;
  dead: boolean;
}

/**
 * What a cell writes its result into: a layer (override, user, template, summary, listSummary), an
 * internal value (tab, collapse and itemName per list item, reportItem: a Report component's part, codeGroup: a DiagnosticCodes
 * entry's groups), or a ReportOutput part (report).
 */
export type CellKind =
  | 'override'
  | 'user'
  | 'template'
  | 'tab'
  | 'report'
  | 'reportItem'
  | 'summary'
  | 'listSummary'
  | 'collapse'
  | 'itemName'
  | 'codeGroup';

/** A formula site of the spec, compiled once and shared by every instance (list items share them). */
export interface CellTemplate {
  /** Node id (template id for list children), or `#Report` for report items. */
  readonly nodeId: string;
  /** The property written, e.g. `value`, `hidden`, `calculatedReport`, `item3`. */
  readonly prop: string;
  readonly kind: CellKind;
  readonly deps: readonly Dependency[];
  readonly dynamic: boolean;
  /** Formula text, for messages. */
  readonly source: string;
  /** Runs the formula (or template, or report items) in a scope. */
  readonly run: (scope: EvalScope, cell: Cell) => unknown;
  /** Topological rank over the template graph (cycles share arbitrary ranks). */
  rank: number;
  /**
   * Where the formula is written when it is not the node's property `prop` (report items): the name
   * shown in messages (`ReportOutput[0]`), its range and path in the spec.
   */
  readonly site?: FormulaSite;
}

/** A formula's place in the spec, for located runtime diagnostics. */
export interface FormulaSite {
  /** Shown before the property in messages: `ReportOutput[0]`, `S.reportTemplate[1]`. */
  readonly name: string;
  readonly range: SourceRange;
  readonly path: SpecPath;
}

/** One live formula: a template bound to an instance (and its list item). */
export interface Cell {
  readonly tpl: CellTemplate;
  readonly inst: Instance;
  readonly scope: EvalScope;
  /** For per-item cells of a list (collapse summaries): the item number. */
  readonly itemIndex?: number;
  /** The iteration in which it was last queued (avoids double queueing). */
  queuedIn: number;
  dead: boolean;
  /** Read keys recorded at run time (dynamic reads), so edges are added only once. */
  readonly seen: Set<string>;
}

/** The ListItem variables for item `index` of `count`. */
export function listItemVars(listId: string, index: number, count: number): ListItemVars {
  return { index, zindex: index - 1, count, prefix: `${listId}_${index}_`, prefixBase: `${listId}_` };
}

/** What separates the id from the property in a {@link depKey}. */
export const DEP_SEPARATOR = '\u0001';

/** The key of one readable thing: a property (or `value`) of an instance. */
export function depKey(id: string, prop = 'value'): string {
  return `${id}${DEP_SEPARATOR}${prop}`;
}
