import { childrenOf, type ExprNode } from './ast';
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

/** The walk's running state (a plain object: no closures made per formula). */
interface DepsState {
  readonly lookup: (name: string) => HelperDef | undefined;
  readonly deps: Dependency[];
  /** Keys of `deps`, made only once a formula reads many names (a short list is scanned instead). */
  seen: Set<string> | undefined;
  readonly scriptCalls: string[];
  dynamic: boolean;
}

/** Lists searched linearly below this size; a set above it. */
const SCAN_LIMIT = 16;

function keyOf(d: Dependency): string {
  return d.prop === undefined ? d.id : `${d.id}\u0000${d.prop}`;
}

function addDep(st: DepsState, id: string, prop?: string): void {
  const deps = st.deps;
  if (st.seen === undefined) {
    for (const d of deps) if (d.id === id && d.prop === prop) return;
    deps.push(prop === undefined ? { id } : { id, prop });
    if (deps.length > SCAN_LIMIT) st.seen = new Set(deps.map(keyOf));
    return;
  }
  const key = prop === undefined ? id : `${id}\u0000${prop}`;
  if (st.seen.has(key)) return;
  st.seen.add(key);
  deps.push(prop === undefined ? { id } : { id, prop });
}

function isParam(frames: readonly (readonly string[])[], name: string): boolean {
  return frames.length > 0 && resolveParam(frames, name) !== undefined;
}

function walk(st: DepsState, node: ExprNode, frames: readonly (readonly string[])[]): void {
  switch (node.type) {
    case 'literal':
      return;
    case 'name':
      if (node.name !== LIST_ITEM && !isParam(frames, node.name)) addDep(st, node.name);
      return;
    case 'member': {
      const obj = node.object;
      if (obj.type === 'name' && !isParam(frames, obj.name)) {
        if (obj.name !== LIST_ITEM && !BLOCKED_MEMBERS.has(node.name)) addDep(st, obj.name, node.name);
        return;
      }
      walk(st, obj, frames);
      return;
    }
    case 'call': {
      const helper = st.lookup(node.callee);
      if (!helper) {
        st.dynamic = true;
        if (!st.scriptCalls.includes(node.callee)) st.scriptCalls.push(node.callee);
      } else if (helper.dynamic) {
        st.dynamic = true;
      }
      for (const a of node.args) walk(st, a, frames);
      return;
    }
    case 'lambda':
      walk(st, node.body, [...frames, node.params]);
      return;
    default:
      // index, unary, binary, conditional, array, object: nothing of their own, only their children.
      for (const c of childrenOf(node)) walk(st, c, frames);
  }
}

/**
 * Finds the static dependencies of a formula: ids and `id.prop` reads; `ListItem.*` and lambda
 * parameters are not dependencies. A call of a name that is not a helper is a script call.
 */
export function analyzeFormula(
  root: ExprNode,
  lookup: (name: string) => HelperDef | undefined,
): FormulaAnalysis {
  const st: DepsState = { lookup, deps: [], seen: undefined, scriptCalls: [], dynamic: false };
  walk(st, root, []);
  return { deps: st.deps, dynamic: st.dynamic, scriptCalls: st.scriptCalls };
}
