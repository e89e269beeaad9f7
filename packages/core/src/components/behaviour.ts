import type { DefaultTexts } from '../expr/contract';

/**
 * The run-time behaviour of a component type, written as pure functions over its effective properties.
 * The engine calls these generically; each type that needs one keeps it in `components/<type>/behaviour.ts`.
 */
export interface BehaviourContext {
  readonly id: string;
  /** Effective properties: specification < user input < formula/script overrides, formulas evaluated. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly texts: DefaultTexts;
  /** Today, from the engine's clock (Date strict mode). */
  readonly today: () => string;
  /**
   * Inside a list item: the same component's values in the other items, split at this item (Dropdown
   * uniqueInRepeatedElements). An item gives way to the items before it, so duplicates settle in one pass.
   */
  readonly siblingsValues?: { readonly before: readonly unknown[]; readonly after: readonly unknown[] };
  /** Summary: renders its reportTemplate (smart filter applied) into the calculated report. */
  readonly renderReport?: () => string;
  /** Summary: the summaries its reportTemplate reads, with their inconsistency (referenced warning). */
  readonly referencedSummaries?: readonly { readonly id: string; readonly inconsistent: boolean }[];
  /** Containers (Row): the direct children and whether each is shown (not hidden and displayed). */
  readonly children?: readonly { readonly id: string; readonly visible: boolean }[];
  /** Whether a property is set by a formula (List numItems by formula hides add and delete). */
  readonly isFormula?: (prop: string) => boolean;
  /** The locale's decimal separator for Number input (comma and dot are always accepted). */
  readonly decimalSeparator?: string;
}

/** A side effect of an interaction the engine carries out (Button: toggle the target, then the click event). */
export type BehaviourEffect =
  | { readonly kind: 'toggleDisplay'; readonly id: string }
  | { readonly kind: 'event'; readonly reason: string; readonly source: string };

/** A mandatory level after a component's own rules (CheckboxList's other option may raise it). */
export type MandatoryLevel = 'none' | 'alert' | 'prohibit';

/** A user interaction the engine routes to a component. */
export type ComponentInput =
  | { readonly kind: 'set'; readonly value: unknown }
  | { readonly kind: 'toggleOption'; readonly option: unknown; readonly ctrl?: boolean }
  | { readonly kind: 'otherText'; readonly text: string }
  | { readonly kind: 'toggleOther'; readonly checked: boolean }
  | { readonly kind: 'focus' }
  | { readonly kind: 'blur' }
  | { readonly kind: 'step'; readonly direction: 1 | -1 }
  | { readonly kind: 'check'; readonly value: boolean }
  | { readonly kind: 'editText'; readonly text: string }
  | { readonly kind: 'click' }
  | { readonly kind: 'selectTab'; readonly tab: number };

/** Template-field Type (docs/specification.md#top-level): 0 other, 1 Number, 2 Date, 3 Checkbox; also the data-field-type marker. */
export type FieldType = 0 | 1 | 2 | 3;

/** How a type feeds the form's data fields: template fields, hidden inputs, worklist and free fields. */
export interface FieldRole {
  readonly fieldType: FieldType;
  /** Whether a component with these props is a field; absent: always (StaticText: only with formField). */
  isField?(props: Readonly<Record<string, unknown>>): boolean;
  /** The value its fields give; absent: its value (StaticText: the derived fieldValue when set). */
  fieldValue?(props: Readonly<Record<string, unknown>>, value: unknown): unknown;
}

/**
 * How a type's value is written as openEHR FLAT data (docs/outputs.md): `quantity` a number, with
 * `|magnitude` and `|unit` when it has a suffix; `boolean`; `itemPath` writes no value, its oEhrId is the
 * path its items' components write under (List); `date` a date, or a date-time with seconds when the value
 * carries a time of day; `singleChoice` a list value that holds one choice unless `multichoice` is true,
 * written without an occurrence index (docs/openehr.md). Absent: an option's coded text, else the scalar.
 */
export type OpenEhrKind = 'quantity' | 'boolean' | 'itemPath' | 'date' | 'singleChoice';

/** Which of the script delays (docs/engine.md#how-a-form-runs) a user's `set` into the type waits for; absent: the default. */
export type InputDelayKind = 'number' | 'text' | 'date';

/** Pure behaviour of one component type. Every member is optional. */
export interface ComponentBehaviour {
  /** Derived values readable as `id.name` (checkListValue, displayValue, description, …). */
  derive?(ctx: BehaviourContext): Readonly<Record<string, unknown>>;
  /** The value after the type's rules (clamping, rounding, first option, …), from the layered value. */
  normalize?(value: unknown, ctx: BehaviourContext): unknown;
  /** Turns a user interaction into a patch of the user layer ({ value: …, otherIsChecked: … }). */
  input?(input: ComponentInput, ctx: BehaviourContext): Readonly<Record<string, unknown>>;
  /**
   * Why (part of) a user interaction is ignored, one reason each: the engine reports each as an
   * `action-ignored` warning. `input` leaves the ignored part out of its patch (empty when all is refused).
   */
  inputNotes?(input: ComponentInput, ctx: BehaviourContext): readonly string[];
  /** Whether the value counts as empty for mandatory checks (the other-option rule lives here). */
  isEmpty?(value: unknown, ctx: BehaviourContext): boolean;
  /** Takes the `click` interaction (Button); a click on a type without it is refused (`action-ignored`). */
  readonly clickable?: boolean;
  /**
   * Whether a component with these props takes the `check` interaction (Checkbox, Summary's edit checkbox,
   * Row only with its checkbox); absent, or false: a check is refused (`action-ignored`).
   */
  checkable?(props: Readonly<Record<string, unknown>>): boolean;
  /** Effects of an interaction beyond the user-layer patch, in order (Button click). */
  effects?(input: ComponentInput, ctx: BehaviourContext): readonly BehaviourEffect[];
  /**
   * The effective mandatory level when the type adds its own rule (CheckboxList otherOption yes-alert /
   * yes-prohibit while the other box is checked); absent means the `mandatory` property applies as is.
   */
  mandatoryLevel?(value: unknown, ctx: BehaviourContext): MandatoryLevel;
  /**
   * Whether the type's own rule hides the component whatever `hidden` and `display` say, from its
   * effective props with the derived values (Row: `autoHidden`). Ancestors are the engine's concern.
   */
  hidesItself?(props: Readonly<Record<string, unknown>>): boolean;
  /**
   * Whether a child may show (Row: not while a display checkbox is unticked; Tabs: not on a hidden tab).
   * `tabIndex` is the child's tab for children of a tab. A type with this rule has its descendants'
   * visibility recomputed whenever its props change.
   */
  allowsChild?(props: Readonly<Record<string, unknown>>, tabIndex: number | undefined): boolean;
  /** `derive` reads `ctx.children`: the engine derives again when a child is shown or hidden (Row). */
  readonly readsChildren?: boolean;
  /** Its part in the form's data fields; absent: not a field. */
  readonly field?: FieldRole;
  readonly openEhr?: OpenEhrKind;
  readonly inputDelay?: InputDelayKind;
  /**
   * Whether a component with these props holds a value in the `values` output (docs/cli.md#the-formwright-command); absent:
   * when its definition's valueKind is not none. Row: only with a checkbox; Report, DiagnosticCodes: never
   * (their output is the report and the codes).
   */
  holdsValue?(props: Readonly<Record<string, unknown>>): boolean;
  /**
   * Its derived `warning` (a non-empty text) is published as a `summary-inconsistent` finding, and its
   * `inconsistent` is what a summary reader sees (Summary).
   */
  readonly publishesWarning?: boolean;
  /**
   * `derive` reads `ctx.referencedSummaries`: the components with `publishesWarning` its calculated report
   * reads; the engine derives again when one of them turns (in)consistent (Summary).
   */
  readonly readsSummaries?: boolean;
  /** Properties a script may read but not write (Summary `checked`: `summary-checked-script`). */
  readonly scriptReadOnly?: readonly string[];
}
