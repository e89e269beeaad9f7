/**
 * The contract between the expression language and its callers (spec checker, engine, outputs).
 * Formulas compile once into closures; the engine evaluates them against an {@link EvalScope}.
 */

/** What a formula reads, found statically: a component value (`size`) or one of its properties (`size.displayValue`). */
export interface Dependency {
  readonly id: string;
  /** The property read, or undefined for the value. */
  readonly prop?: string;
}

/** The ListItem variables inside a list item (docs/specification.md#the-form-specification). */
export interface ListItemVars {
  /** 1-based item number. */
  readonly index: number;
  /** 0-based item number. */
  readonly zindex: number;
  /** Number of items in the list. */
  readonly count: number;
  /** `lesions_2_` */
  readonly prefix: string;
  /** `lesions_` */
  readonly prefixBase: string;
}

/** Reads components at run time (Get, GetDynamicAll); the engine records each read as a dependency. */
export interface ValueReader {
  get(id: string, prop?: string): unknown;
  getDynamicAll(pattern: string, prop?: string): unknown[];
}

/** Writes the script layer (Set, MirrorComponentValues), with the engine's checks and warnings. */
export interface ScriptWriter {
  set(id: string, propOrValue: unknown, value?: unknown): void;
  mirror(sourceIds: unknown, targetIds: unknown): void;
}

/** Asks the host for fresh provider data (RequestDataProviderUpdate). */
export interface ProviderRequester {
  requestProviderUpdate(names?: readonly string[]): void;
}

/** The event the form is handling (IsEvent, StateChangeReasonIs). */
export interface EventReader {
  /** Current event reason (init, userInput, dataRetrieve, click, …) and its source id. */
  readonly event?: { readonly reason: string; readonly source?: string };
}

/** Where LogAndRet writes. */
export interface LogWriter {
  log(message: string, value: unknown): void;
}

/** The host's cookies (Cookie); absent: no cookies. */
export interface CookieJar {
  cookie?(name: string, value?: unknown): unknown;
}

/** The form's clock (Today, Now, the script's Date); absent: the machine's time. */
export interface TimeReader {
  /** The time in epoch milliseconds. */
  now?(): number;
}

/**
 * Everything outside the formula that the state helpers reach (MirrorComponentValues, Get, Set, …).
 * The engine implements it; in the spec checker it is absent and state helpers are not evaluated. Each
 * helper sees only the part it needs (expr/helpers/hostParts.ts).
 */
export interface HelperHost
  extends ValueReader, ScriptWriter, ProviderRequester, EventReader, LogWriter, CookieJar, TimeReader {}

/** Texts and settings of the form's language (docs/default-texts.md#default-texts default texts, overridden by Metadata.defaults). */
export type DefaultTexts = Readonly<Record<string, string | number>>;

/** The environment a formula runs in. */
export interface EvalScope {
  /** The value of a component id; inside a list item, a sibling's plain id reads the same item's component. */
  value(id: string): unknown;
  /** A property or derived value of a component (`size.displayValue`, `lesions.count`). */
  prop(id: string, name: string): unknown;
  /** ListItem variables when evaluating inside a list item. */
  readonly listItem?: ListItemVars;
  /** Calls a function of the form script; the engine routes it into the sandbox. */
  callScript?(name: string, args: readonly unknown[]): unknown;
  readonly texts: DefaultTexts;
  readonly reportVersion: 'v1' | 'v2';
  readonly host?: HelperHost;
}

/** A compiled formula: evaluate it as often as needed; it never throws for empty values. */
export interface CompiledFormula {
  readonly source: string;
  /** Static reads, for the dependency graph. */
  readonly deps: readonly Dependency[];
  /** True when the formula reads things only known at run time (GetDynamicAll, script functions, Get). */
  readonly dynamic: boolean;
  /** Names of script functions it calls. */
  readonly scriptCalls: readonly string[];
  evaluate(scope: EvalScope): unknown;
}

/** A compiled text template (`Size {size} mm`). */
export interface CompiledTemplate {
  readonly source: string;
  readonly deps: readonly Dependency[];
  readonly dynamic: boolean;
  /** True when the text has no placeholder: render returns it unchanged (escapes resolved). */
  readonly isStatic: boolean;
  render(scope: EvalScope): string;
}

/** A compile error with its place inside the formula text (0-based offset and 1-based column). */
export interface ExprError {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  /** The expression text that failed. */
  readonly expression: string;
}

/**
 * A property value as written, classified (docs/expressions.md#expressions-text-templates-and-the-smart-filter): a literal, an `=` override formula, or a `:=`
 * formula stored as user input; either may carry an `||init=EXPR` initial value. Offsets locate the formula
 * text inside the written string, so errors point at the right column.
 */
export type PropertyValue =
  | { readonly kind: 'literal'; readonly value: unknown; readonly init?: FormulaSource }
  | { readonly kind: 'override' | 'user'; readonly formula: FormulaSource; readonly init?: FormulaSource };

/** Formula text with its offset in the written property string. */
export interface FormulaSource {
  readonly source: string;
  readonly offset: number;
}

/*
 * The functions expr/index.ts exports (implemented in expr/):
 *   parsePropertyValue(raw: unknown, mode: 'allowed' | 'always' | 'never'): PropertyValue
 *   compileFormula(source: string): { formula: CompiledFormula } | { error: ExprError }
 *   compileTemplate(text: string): { template: CompiledTemplate; errors: readonly ExprError[] }
 *   isEmpty(value: unknown): boolean            // the one definition of "empty"
 *   smartFilter(text: string, style?: string): string  (see docs/expressions.md#the-smart-filter)
 */
