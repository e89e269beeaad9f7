import { isAlias, isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { EditableScalarsBuilder, type EditableScalars } from './editableScalars';
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
 *
 * Given the text, it also lists the one-line scalar values written in block context (`scalars`, for an
 * edit of one of them to be read again without the yaml parser, see editableScalars.ts); undefined when
 * the document has what such a reading cannot follow: an anchor, alias or explicit tag, a complex key,
 * two keys read as the same string, or a %YAML directive.
 */
export function convertDocument(
  doc: Document,
  sourceMap: SourceMap,
  text?: string,
): { value: unknown; diagnostics: Diagnostic[]; scalars?: EditableScalars } {
  const scalars =
    text !== undefined && !doc.directives?.yaml.explicit ? new EditableScalarsBuilder(text) : undefined;
  /** The keys from the root to the value being converted (where `scalars` records it). */
  const path: (string | number)[] = [];
  const anchors = new Map<string, Node>();
  const inProgress = new Set<Node>();
  let aliasNodes = 0;
  let aliasDepth = 0;

  const fail = (span: Span | undefined, detail: string): never => {
    throw new StopConversion(
      createDiagnostic('fatal-parse', { range: sourceMap.range(span), params: { detail } }),
    );
  };

  const convert = (node: unknown, depth: number, inFlow: boolean): unknown => {
    if (node === null || node === undefined) return null;
    const span = spanOf(node);
    if (
      scalars?.usable &&
      (isAlias(node) || (node as { anchor?: string }).anchor || (node as { tag?: string }).tag)
    )
      scalars.usable = false;
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
        return convert(target, depth, inFlow);
      } finally {
        aliasDepth--;
      }
    }
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor && aliasDepth === 0) anchors.set(anchor, node as Node);
    if (isScalar(node)) {
      if (scalars?.usable && !inFlow && span && depth > 0) scalars.add(span, node.type, path);
      return node.value ?? null;
    }
    if (isMap(node)) {
      inProgress.add(node);
      const obj: Record<string, unknown> = {};
      const keys = new Map<string, Span>();
      const values = new Map<string, Span>();
      const flow = inFlow || node.flow === true;
      for (const pair of node.items) {
        const key = keyText(pair.key);
        const keySpan = spanOf(pair.key) ?? span ?? [0, 0];
        if (scalars?.usable && (!isScalar(pair.key) || pair.key.tag || pair.key.anchor || keys.has(key)))
          scalars.usable = false;
        path.push(key);
        const value = convert(pair.value, depth + 1, flow);
        path.pop();
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
      const flow = inFlow || node.flow === true;
      node.items.forEach((item, i) => {
        path.push(i);
        arr.push(convert(item, depth + 1, flow));
        path.pop();
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
    const value = convert(doc.contents, 0, false);
    const built = scalars?.finish();
    return { value, diagnostics: [], ...(built ? { scalars: built } : {}) };
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
