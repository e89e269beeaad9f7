import type { ExprNode } from './ast';
import type { Dependency } from './contract';
import type { HelperDef } from './helpers/types';
import { BLOCKED_MEMBERS, LIST_ITEM } from './names';
import { resolveParam } from './scopeFrames';

/** What a formula reads, found without running it. */
export interface FormulaAnalysis {
  /** Component values (`size`) and properties (`size.displayValue`) read, each once, in source order. */
  readonly deps: readonly Dependency[];
  /** True when it calls a dynamic helper (GetDynamicAll, Get) or a script function. */
  readonly dynamic: boolean;
  /** Script functions called (names that are not helpers), each once. */
  readonly scriptCalls: readonly string[];
}

/**
 * Finds the static dependencies of a formula: ids and `id.prop` reads; `ListItem.*` and lambda
 * parameters are not dependencies. A call of a name that is not a helper is a script call.
 */
export function analyzeFormula(
  root: ExprNode,
  lookup: (name: string) => HelperDef | undefined,
): FormulaAnalysis {
  const deps: Dependency[] = [];
  const seen = new Set<string>();
  const scriptCalls: string[] = [];
  let dynamic = false;
  const add = (id: string, prop?: string): void => {
    const key = prop === undefined ? id : `${id}\u0000${prop}`;
    if (seen.has(key)) return;
    seen.add(key);
    deps.push(prop === undefined ? { id } : { id, prop });
  };
  const walk = (node: ExprNode, frames: readonly (readonly string[])[]): void => {
    switch (node.type) {
      case 'literal':
        return;
      case 'name':
        if (node.name !== LIST_ITEM && !resolveParam(frames, node.name)) add(node.name);
        return;
      case 'member': {
        const obj = node.object;
        if (obj.type === 'name' && !resolveParam(frames, obj.name)) {
          if (obj.name !== LIST_ITEM && !BLOCKED_MEMBERS.has(node.name)) add(obj.name, node.name);
          return;
        }
        walk(obj, frames);
        return;
      }
      case 'index':
        walk(node.object, frames);
        walk(node.index, frames);
        return;
      case 'call': {
        const helper = lookup(node.callee);
        if (!helper) {
          dynamic = true;
          if (!scriptCalls.includes(node.callee)) scriptCalls.push(node.callee);
        } else if (helper.dynamic) {
          dynamic = true;
        }
        for (const a of node.args) walk(a, frames);
        return;
      }
      case 'lambda':
        walk(node.body, [...frames, node.params]);
        return;
      case 'unary':
        walk(node.operand, frames);
        return;
      case 'binary':
        walk(node.left, frames);
        walk(node.right, frames);
        return;
      case 'conditional':
        walk(node.test, frames);
        walk(node.then, frames);
        walk(node.otherwise, frames);
        return;
      case 'array':
        for (const item of node.items) walk(item, frames);
        return;
      case 'object':
        for (const e of node.entries) walk(e.value, frames);
        return;
    }
  };
  walk(root, []);
  return { deps, dynamic, scriptCalls };
}
