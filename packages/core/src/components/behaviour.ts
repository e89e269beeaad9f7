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
}

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

/** Pure behaviour of one component type. Every member is optional. */
export interface ComponentBehaviour {
  /** Derived values readable as `id.name` (checkListValue, displayValue, description, …). */
  derive?(ctx: BehaviourContext): Readonly<Record<string, unknown>>;
  /** The value after the type's rules (clamping, rounding, first option, …), from the layered value. */
  normalize?(value: unknown, ctx: BehaviourContext): unknown;
  /** Turns a user interaction into a patch of the user layer ({ value: …, otherIsChecked: … }). */
  input?(input: ComponentInput, ctx: BehaviourContext): Readonly<Record<string, unknown>>;
  /** Whether the value counts as empty for mandatory checks (the other-option rule lives here). */
  isEmpty?(value: unknown, ctx: BehaviourContext): boolean;
}
