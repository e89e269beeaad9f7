import type { EvalScope } from '../contract';

/** One parameter of a helper, for docs, completion and the argument-count check. */
export interface HelperParam {
  readonly name: string;
  /** Type as shown in docs: `any`, `number`, `string`, `array`, `(x) => any`, … */
  readonly type: string;
  readonly optional?: boolean;
  /** Takes any number of further arguments. */
  readonly rest?: boolean;
}

/** The groups of docs/helpers.md#helper-functions. */
export type HelperCategory =
  'logic' | 'number' | 'text' | 'date' | 'array' | 'table' | 'output' | 'state' | 'misc';

/**
 * One helper function: one record drives evaluation, the checker (unknown names, argument counts),
 * editor completion and hover help, and the generated docs/helpers.md.
 */
export interface HelperDef {
  readonly name: string;
  readonly category: HelperCategory;
  readonly params: readonly HelperParam[];
  readonly returns: string;
  /** One line: what it does, including its rule for empty inputs. */
  readonly description: string;
  /** A formula using it, shown in the docs (and evaluated by the docs test when exampleResult is given). */
  readonly example: string;
  readonly exampleResult?: unknown;
  /** Arguments arrive unevaluated as thunks `() => unknown` (If, And, Or, IfEmpty short-circuit). */
  readonly lazy?: boolean;
  /** Reads state only known at run time (GetDynamicAll, Get): formulas calling it are dynamic. */
  readonly dynamic?: boolean;
  /** Has effects on the form (Set, MirrorComponentValues, RequestDataProviderUpdate): engine only. */
  readonly effect?: boolean;
  fn(args: readonly unknown[], scope: EvalScope): unknown;
}
