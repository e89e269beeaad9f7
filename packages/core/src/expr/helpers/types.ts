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
 * One helper function as it runs: one record drives evaluation, the checker (unknown names, argument
 * counts) and the signature of completion and the docs. Its prose is apart, in `HelperDocs`
 * (`docs/*.ts`, keyed by name), so the runtime bundle holds none of it.
 */
export interface HelperDef {
  readonly name: string;
  readonly category: HelperCategory;
  readonly params: readonly HelperParam[];
  readonly returns: string;
  /** Arguments arrive unevaluated as thunks `() => unknown` (If, And, Or, IfEmpty short-circuit). */
  readonly lazy?: boolean;
  /** Reads state only known at run time (GetDynamicAll, Get): formulas calling it are dynamic. */
  readonly dynamic?: boolean;
  /** Has effects on the form (Set, MirrorComponentValues, RequestDataProviderUpdate): engine only. */
  readonly effect?: boolean;
  fn(args: readonly unknown[], scope: EvalScope): unknown;
}

/** The prose of one helper, for docs/helpers.md, editor completion and hover help: authoring only. */
export interface HelperDocs {
  /** One line: what it does, including its rule for empty inputs. */
  readonly description: string;
  /** A formula using it, shown in the docs (and evaluated by the docs test when exampleResult is given). */
  readonly example: string;
  readonly exampleResult?: unknown;
}

/** A helper with its docs: what authoring tools (docs, completion, hover help) read. */
export type DocumentedHelper = HelperDef & HelperDocs;
