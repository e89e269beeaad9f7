import { isAlias, isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { MAX_ALIAS_NODES, MAX_DEPTH } from './limits';
import type { SourceMap, Span } from './sourceMap';

/** Thrown inside the converter to stop at the first fatal problem; never leaves this module. */
class StopConversion {
  constructor(readonly diagnostic: Diagnostic) {}
}

/**
 * Turns the yaml document into plain values in one walk, recording in `sourceMap` where every mapping,
 * sequence, key and value is written. Aliases are expanded here (the yaml package's own `toJS` would walk
 * the document a second time), with a budget against alias bombs, a check against self-referencing
 * anchors, and a depth cap so that no later recursive walk can overflow the stack.
 */
export function convertDocument(
  doc: Document,
  sourceMap: SourceMap,
): { value: unknown; diagnostics: Diagnostic[] } {
  const anchors = new Map<string, Node>();
  const inProgress = new Set<Node>();
  let aliasNodes = 0;
  let aliasDepth = 0;

  const fail = (span: Span | undefined, detail: string): never => {
    throw new StopConversion(
      createDiagnostic('fatal-parse', { range: sourceMap.range(span), params: { detail } }),
    );
  };

  const convert = (node: unknown, depth: number): unknown => {
    if (node === null || node === undefined) return null;
    const span = spanOf(node);
    if (depth > MAX_DEPTH) fail(span, `the text is nested more than ${MAX_DEPTH} levels deep`);
    if (aliasDepth > 0 && ++aliasNodes > MAX_ALIAS_NODES) {
      fail(span, `aliases expand to more than ${MAX_ALIAS_NODES} nodes (an alias bomb?)`);
    }
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (!target) return fail(span, `unknown alias *${node.source}`);
      if (inProgress.has(target)) return fail(span, `alias *${node.source} refers to its own ancestor`);
      aliasDepth++;
      try {
        return convert(target, depth);
      } finally {
        aliasDepth--;
      }
    }
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor && aliasDepth === 0) anchors.set(anchor, node as Node);
    if (isScalar(node)) return node.value ?? null;
    if (isMap(node)) {
      inProgress.add(node);
      const obj: Record<string, unknown> = {};
      const keys = new Map<string, Span>();
      const values = new Map<string, Span>();
      for (const pair of node.items) {
        const key = keyText(pair.key);
        const keySpan = spanOf(pair.key) ?? span ?? [0, 0];
        const value = convert(pair.value, depth + 1);
        if (key === '__proto__') {
          Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
        } else {
          obj[key] = value;
        }
        keys.set(key, keySpan);
        values.set(key, spanOf(pair.value) ?? [keySpan[1], keySpan[1]]);
      }
      inProgress.delete(node);
      sourceMap.set(obj, { span: span ?? [0, 0], keys, values });
      return obj;
    }
    if (isSeq(node)) {
      inProgress.add(node);
      const arr: unknown[] = [];
      const values = new Map<number, Span>();
      node.items.forEach((item, i) => {
        arr.push(convert(item, depth + 1));
        const s = spanOf(item);
        if (s) values.set(i, s);
      });
      inProgress.delete(node);
      sourceMap.set(arr, { span: span ?? [0, 0], keys: new Map(), values });
      return arr;
    }
    return null;
  };

  try {
    return { value: convert(doc.contents, 0), diagnostics: [] };
  } catch (err) {
    if (err instanceof StopConversion) return { value: undefined, diagnostics: [err.diagnostic] };
    const detail = err instanceof RangeError ? 'the text is nested too deeply' : String(err);
    return { value: undefined, diagnostics: [createDiagnostic('fatal-parse', { params: { detail } })] };
  }
}

/** Mapping keys become strings: `1: x` is the key '1', a null key '' and complex keys their JSON text. */
function keyText(key: unknown): string {
  if (key === null || key === undefined) return '';
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  const s = spanOf(key);
  return s ? `[complex key at ${s[0]}]` : '[complex key]';
}

function spanOf(node: unknown): Span | undefined {
  const range = (node as { range?: readonly number[] | null } | null)?.range;
  return range && range[0] !== undefined && range[1] !== undefined ? [range[0], range[1]] : undefined;
}
