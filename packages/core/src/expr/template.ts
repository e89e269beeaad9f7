import { compileFormula, type CompileOptions } from './compile';
import type { CompiledTemplate, Dependency, EvalScope, ExprError } from './contract';
import { isEmpty } from './empty';
import { toText } from './helpers/values';
import { cleanMarks, MARK_CLOSE, MARK_EMPTY, MARK_OPEN, MARK_PIPE } from './marks';
import { roundResult } from './numbers';
import { smartFilter, smartFilterParts, type SmartFilterResult } from './smartFilter';

/** One piece of a parsed template. */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  /** An escaped `\||`: prints `||` and is never a smart-filter marker. */
  | { readonly kind: 'pipe' }
  | {
      readonly kind: 'expr';
      /** The expression between the braces. */
      readonly source: string;
      /** Offset of the expression in the template text. */
      readonly offset: number;
      evaluate(scope: EvalScope): unknown;
    };

/** One piece of a rendered template: literal text, an escaped pipe, or a placeholder with its value. */
export type RenderedPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'pipe' }
  | { readonly kind: 'value'; readonly text: string; readonly value: unknown; readonly empty: boolean };

/** A compiled template with the renderings the report and the smart filter need. */
export interface ExprTemplate extends CompiledTemplate {
  readonly parts: readonly TemplatePart[];
  /** The placeholders' values with an `empty` flag each (for the smart filter and the designer). */
  renderParts(scope: EvalScope): RenderedPart[];
  /** Text with marks around values, empties and escaped pipes (see marks.ts); input of {@link smartFilter}. */
  renderMarked(scope: EvalScope): string;
  /** Rendered and passed through the smart filter with the given style (docs/expressions.md#the-smart-filter). */
  renderFiltered(scope: EvalScope, style?: string): string;
  /**
   * {@link renderFiltered} with what the smart filter removed and why: the kept segments join to the same
   * text; each removed segment names the placeholders (their expression text) whose empty value removed it.
   */
  renderFilteredDetailed(scope: EvalScope, style?: string): SmartFilterResult;
}

/**
 * The text of a placeholder value: empty is '' (never "undefined" or "NaN"), numbers without float noise,
 * arrays joined with ', ' (empty entries skipped). A plain object (a List item, a data record) prints
 * nothing rather than JSON: a report must not show `{"size":5}`; the spec check warns about `{listId}`.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'number') {
    const n = roundResult(value);
    return n === undefined ? '' : String(n);
  }
  const text = typeof value === 'object' && value !== null ? objectText(value) : toText(value);
  return HAS_MARK.test(text) ? cleanMarks(text) : text;
}

/** Arrays as `a, b` with empty and object entries skipped; dates as toText writes them; other objects ''. */
function objectText(value: object): string {
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const entry of value) {
      const t = typeof entry === 'object' && entry !== null ? objectText(entry) : toText(entry);
      if (t !== '') parts.push(t);
    }
    return parts.join(', ');
  }
  return value instanceof Date ? toText(value) : '';
}

const HAS_MARK = /[\uE000-\uE003]/;

/** Finds the `}` closing the placeholder opened at `open`, skipping nested braces and string literals. */
function findClose(text: string, open: number): number {
  let depth = 1;
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
      if (i >= text.length) return -1;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}' && --depth === 0) {
      return i;
    }
  }
  return -1;
}

/** Parses template text into parts; a placeholder that does not compile stays literal and adds an error. */
export function parseTemplate(
  text: string,
  options?: CompileOptions,
): { parts: TemplatePart[]; errors: ExprError[]; deps: Dependency[]; dynamic: boolean } {
  const parts: TemplatePart[] = [];
  const errors: ExprError[] = [];
  const deps: Dependency[] = [];
  const seen = new Set<string>();
  let dynamic = false;
  let buf = '';
  const flush = (): void => {
    if (buf) parts.push({ kind: 'text', text: buf });
    buf = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    if (ch === '\\' && (next === '{' || next === '}')) {
      buf += next;
      i += 2;
    } else if (ch === '\\' && next === '|' && text[i + 2] === '|') {
      flush();
      parts.push({ kind: 'pipe' });
      i += 3;
    } else if (ch === '{') {
      const close = findClose(text, i);
      if (close < 0) {
        errors.push({
          message: "Unclosed placeholder: missing '}'",
          offset: i,
          length: 1,
          expression: text.slice(i + 1),
        });
        buf += ch;
        i++;
        continue;
      }
      const source = text.slice(i + 1, close);
      if (source.trim() === '') {
        i = close + 1; // `{}` is an empty placeholder: it renders ''
        continue;
      }
      const result = compileFormula(source, options);
      if ('error' in result) {
        const e = result.error;
        errors.push({ message: e.message, offset: i + 1 + e.offset, length: e.length, expression: source });
        buf += text.slice(i, close + 1);
      } else {
        const f = result.formula;
        flush();
        parts.push({ kind: 'expr', source, offset: i + 1, evaluate: f.evaluate });
        for (const d of f.deps) {
          const key = d.prop === undefined ? d.id : `${d.id}\u0000${d.prop}`;
          if (!seen.has(key)) {
            seen.add(key);
            deps.push(d);
          }
        }
        dynamic ||= f.dynamic;
      }
      i = close + 1;
    } else {
      buf += ch;
      i++;
    }
  }
  flush();
  return { parts, errors, deps, dynamic };
}

/**
 * Compiles a text template with `{expr}` placeholders (report items, labels, formatters, item names).
 * `\{`, `\}` and `\||` are literal. A placeholder that does not parse is kept as literal text and reported
 * in `errors` (offset inside the template, the expression, the message); the template still renders.
 */
export function compileTemplate(
  text: string,
  options?: CompileOptions,
): { template: ExprTemplate; errors: readonly ExprError[] } {
  const { parts, errors, deps, dynamic } = parseTemplate(text, options);
  const isStatic = parts.every((p) => p.kind !== 'expr');
  const staticText = isStatic ? parts.map((p) => (p.kind === 'text' ? p.text : '||')).join('') : '';
  const renderParts = (scope: EvalScope): RenderedPart[] =>
    parts.map((p): RenderedPart => {
      if (p.kind !== 'expr') return p;
      const value = p.evaluate(scope);
      const text = valueText(value);
      return { kind: 'value', text, value, empty: text === '' || isEmpty(value) };
    });
  const renderMarked = (scope: EvalScope): string => {
    let out = '';
    for (const p of parts) {
      if (p.kind === 'text') out += cleanMarks(p.text);
      else if (p.kind === 'pipe') out += MARK_PIPE;
      else {
        const value = p.evaluate(scope);
        const t = valueText(value);
        out += t === '' || isEmpty(value) ? MARK_EMPTY : MARK_OPEN + t + MARK_CLOSE;
      }
    }
    return out;
  };
  const template: ExprTemplate = {
    source: text,
    deps,
    dynamic,
    isStatic,
    parts,
    render: isStatic
      ? () => staticText
      : (scope) => {
          let out = '';
          for (const p of parts) {
            if (p.kind === 'text') out += p.text;
            else if (p.kind === 'pipe') out += '||';
            else out += valueText(p.evaluate(scope));
          }
          return out;
        },
    renderParts,
    renderMarked,
    renderFiltered: (scope, style) => smartFilter(renderMarked(scope), style),
    renderFilteredDetailed: (scope, style) =>
      smartFilterParts(
        renderParts(scope).map((r, i) => {
          const p = parts[i];
          return r.kind === 'value' && p?.kind === 'expr' ? { ...r, source: p.source.trim() } : r;
        }),
        style,
      ),
  };
  return { template, errors };
}
