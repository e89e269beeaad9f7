import { childrenOf, type ExprNode } from './ast';
import type { HelperDef, HelperParam } from './helpers/types';
import { BLOCKED_MEMBERS, LIST_ITEM, LIST_ITEM_VARS } from './names';
import { resolveParam } from './scopeFrames';

/** What the checker knows about the form a formula lives in. */
export interface CheckContext {
  /** True when `id` names a component (or a list item instance such as `lesions_2_size`). */
  isKnownId(id: string): boolean;
  /**
   * The names readable as `id.name` (properties and derived values), or undefined when not known (then any
   * name is accepted).
   */
  propsOf?(id: string): ReadonlySet<string> | undefined;
  /** Functions of the form script. Absent or empty: the form has no script, so every non-helper call is unknown. */
  readonly scriptFunctions?: Iterable<string>;
  /** Helper registry (default: the caller passes the library's getHelper). */
  readonly helpers: (name: string) => HelperDef | undefined;
  /** False where no List item is around, so `ListItem.*` reads nothing (absent: not checked). */
  readonly inListItem?: boolean;
}

/** One finding of the checker, located in the formula text. */
export interface CheckFinding {
  readonly code: 'unknown-function' | 'argument-count' | 'unrecognized-reference' | 'list-item-outside-list';
  /** Message parameters for the diagnostic catalogue. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly offset: number;
  readonly length: number;
}

/** How many arguments a helper accepts: `[min, max]` (max Infinity with a rest parameter). */
export function arity(params: readonly HelperParam[]): readonly [number, number] {
  let min = 0;
  for (const p of params) if (!p.optional && !p.rest) min++;
  const max = params.some((p) => p.rest) ? Infinity : params.length;
  return [min, max];
}

function expected(min: number, max: number): string {
  if (min === max) return String(min);
  if (max === Infinity) return `at least ${min}`;
  return `${min} to ${max}`;
}

/**
 * Checks the names of a parsed formula: unknown component ids and `id.prop` names, unknown `ListItem.*`
 * names, unknown functions, and helper calls with a wrong number of arguments; with `inListItem: false`, any
 * use of ListItem. Lambda parameters are known inside their lambda.
 */
export function checkFormula(root: ExprNode, ctx: CheckContext): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const scriptFns = new Set(ctx.scriptFunctions ?? []);
  const unknown = (name: string, offset: number, length: number): void => {
    findings.push({ code: 'unrecognized-reference', params: { name }, offset, length });
  };
  const outside = (name: string, offset: number, length: number): void => {
    findings.push({ code: 'list-item-outside-list', params: { name }, offset, length });
  };
  const walk = (node: ExprNode, frames: readonly (readonly string[])[]): void => {
    switch (node.type) {
      case 'literal':
        return;
      case 'name':
        if (resolveParam(frames, node.name)) return;
        if (node.name === LIST_ITEM) {
          if (ctx.inListItem === false) outside(node.name, node.start, node.end - node.start);
          return;
        }
        if (!ctx.isKnownId(node.name)) unknown(node.name, node.start, node.end - node.start);
        return;
      case 'member': {
        const obj = node.object;
        if (obj.type === 'name' && !resolveParam(frames, obj.name)) {
          const full = `${obj.name}.${node.name}`;
          if (obj.name === LIST_ITEM) {
            if (!LIST_ITEM_VARS.has(node.name)) unknown(full, node.start, node.end - node.start);
            else if (ctx.inListItem === false) outside(full, node.start, node.end - node.start);
            return;
          }
          if (!ctx.isKnownId(obj.name)) {
            unknown(obj.name, obj.start, obj.end - obj.start);
            return;
          }
          const props = ctx.propsOf?.(obj.name);
          if (BLOCKED_MEMBERS.has(node.name) || (props && !props.has(node.name))) {
            unknown(full, node.nameStart, node.end - node.nameStart);
          }
          return;
        }
        walk(obj, frames);
        return;
      }
      case 'call': {
        const helper = ctx.helpers(node.callee);
        if (helper) {
          const [min, max] = arity(helper.params);
          const n = node.args.length;
          if (n < min || n > max) {
            findings.push({
              code: 'argument-count',
              params: { name: node.callee, expected: expected(min, max), actual: n },
              offset: node.start,
              length: node.end - node.start,
            });
          }
        } else if (!scriptFns.has(node.callee)) {
          findings.push({
            code: 'unknown-function',
            params: { name: node.callee },
            offset: node.start,
            length: node.callee.length,
          });
        }
        for (const a of node.args) walk(a, frames);
        return;
      }
      case 'lambda':
        walk(node.body, [...frames, node.params]);
        return;
      default:
        // index, unary, binary, conditional, array, object: nothing to check but their children.
        for (const c of childrenOf(node)) walk(c, frames);
    }
  };
  walk(root, []);
  return findings;
}
