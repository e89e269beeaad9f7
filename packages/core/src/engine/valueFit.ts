import type { ValueKind } from '../components/definition';
import { parseNumberText } from '../components/number/decimal';

/**
 * Whether a value from outside the form (provider data, a user `set`) fits a component. One rule for the
 * host and the user, so a value the host may send is a value the user may enter and the reverse.
 */

/** How deep provider data and set values may nest (objects and lists); deeper data is refused. */
export const MAX_VALUE_DEPTH = 100;

function isScalar(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`;
}

function isContainer(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}

/**
 * Whether a value nests objects and lists more than `limit` levels deep (`{a: {b: 1}}` is 2 levels), or
 * holds itself (a cycle never ends). Walked with an explicit stack, so data thousands of levels deep gives an
 * answer, never a stack overflow; a part shared by several parents is measured once.
 */
export function nestedTooDeep(value: unknown, limit = MAX_VALUE_DEPTH): boolean {
  if (!isContainer(value)) return false;
  interface Frame {
    readonly node: object;
    readonly children: unknown[];
    i: number;
    /** Levels of the deepest path below and including this node found so far. */
    height: number;
  }
  const heights = new Map<object, number>();
  const onPath = new Set<object>([value]);
  const stack: Frame[] = [{ node: value, children: Object.values(value), i: 0, height: 1 }];
  while (stack.length > 0) {
    if (stack.length > limit) return true;
    const top = stack[stack.length - 1] as Frame;
    if (top.i < top.children.length) {
      const child = top.children[top.i++];
      if (!isContainer(child)) continue;
      if (onPath.has(child)) return true;
      const known = heights.get(child);
      if (known === undefined) {
        onPath.add(child);
        stack.push({ node: child, children: Object.values(child), i: 0, height: 1 });
      } else if (stack.length + known > limit) return true;
      else top.height = Math.max(top.height, known + 1);
      continue;
    }
    stack.pop();
    onPath.delete(top.node);
    heights.set(top.node, top.height);
    const parent = stack[stack.length - 1];
    if (parent) parent.height = Math.max(parent.height, top.height + 1);
  }
  return false;
}

/** A number from a number or numeric text; a decimal comma counts ('72,5' is 72.5). */
export function numberFromValue(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseNumberText(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Why a value does not fit a component's value kind (definition.valueKind), or undefined when it does:
 * numbers take numbers and numeric text (decimal point or comma); text takes text, numbers and booleans;
 * booleans take booleans and 'true'/'false'; lists (the multichoice components) take plain values and lists
 * of plain values, never lists of lists or objects; a component without a value takes nothing. Null always
 * fits (it clears the value). Data nested deeper than {@link MAX_VALUE_DEPTH} never fits.
 */
export function valueMisfit(value: unknown, kind: ValueKind | undefined): string | undefined {
  if (value === null || kind === undefined) return undefined;
  if (nestedTooDeep(value)) return `the value is nested deeper than ${MAX_VALUE_DEPTH} levels`;
  if (kind === 'any') return undefined;
  const got = describe(value);
  switch (kind) {
    case 'number':
      return numberFromValue(value) === undefined ? `expected a number, got ${got}` : undefined;
    case 'string':
      return isScalar(value) ? undefined : `expected text, got ${got}`;
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false'
        ? undefined
        : `expected true or false, got ${got}`;
    case 'array':
      return isScalar(value) || (Array.isArray(value) && value.every(isScalar))
        ? undefined
        : `expected a list of values, got ${got}`;
    case 'none':
      return 'the component holds no value';
  }
}
