import type { EvalScope, HelperHost, ListItemVars } from '../expr';

/**
 * Report texts are markup (docs/outputs.md#rich-text-tags): the template's own tags format the report. What users type and
 * what providers send is text, never markup, so a report text's placeholders read component values
 * through {@link reportTextScope}, which writes `&`, `<` and `>` of every string value as `&amp;`, `&lt;`
 * and `&gt;`. The report markup reader (output/parseReportMarkup.ts) turns them back into the characters,
 * so users see what they typed and a typed `<h1>` is never a heading.
 */

const SPECIAL = /[<>&]/;

/** `&`, `<` and `>` of a text as the entities the report markup reader decodes. */
export function escapeReportText(text: string): string {
  return SPECIAL.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text;
}

/** A value with every string in it escaped (arrays and plain objects copied only when something changed). */
function escapeValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return escapeReportText(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const e = escapeValue(v, depth + 1);
      if (e !== v) (out ??= [...(value as unknown[])])[i] = e;
    });
    return out ?? value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(value)) {
    const e = escapeValue(v, depth + 1);
    if (e !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = e;
  }
  return out ?? value;
}

/**
 * Properties whose text is report markup already, rendered from the author's templates with escaped
 * values: a List's rendered summary and a Summary's calculated report. A Summary's value is its report
 * (or the user's edit of it) and is markup too.
 */
const MARKUP_PROPS: ReadonlySet<string> = new Set(['report', 'reportSummary', 'calculatedReport']);

/**
 * The scope a report text's placeholders read through: the same reads as `scope` (so the engine tracks
 * them as before), with string values escaped (see the file comment). Markup properties and Summary
 * values stay as they are; numbers, booleans and script results too (a script is the author's code).
 */
export function reportTextScope(scope: EvalScope): EvalScope {
  let wrapped = wrappers.get(scope);
  if (!wrapped) {
    wrapped = escapingScope(scope);
    wrappers.set(scope, wrapped);
  }
  return wrapped;
}

/** One wrapper per scope: engine scopes live as long as their context and render often. */
const wrappers = new WeakMap<EvalScope, EvalScope>();

function escapingScope(scope: EvalScope): EvalScope {
  const escaped = (id: string, prop: string | undefined, raw: unknown): unknown => {
    if (prop !== undefined && prop !== 'value' && MARKUP_PROPS.has(prop)) return raw;
    const e = escapeValue(raw);
    // Only a value that needed escaping asks whether it is a Summary's report (markup by design).
    if (
      e !== raw &&
      (prop === undefined || prop === 'value') &&
      scope.prop(id, 'calculatedReport') !== undefined
    )
      return raw;
    return e;
  };
  let host: { readonly inner: HelperHost; readonly outer: HelperHost } | undefined;
  const wrapHost = (h: HelperHost): HelperHost =>
    new Proxy(h, {
      get(target, key) {
        if (key === 'get') return (id: string, prop?: string) => escaped(id, prop, target.get(id, prop));
        if (key === 'getDynamicAll')
          return (pattern: string, prop?: string) =>
            prop !== undefined && MARKUP_PROPS.has(prop)
              ? target.getDynamicAll(pattern, prop)
              : (escapeValue(target.getDynamicAll(pattern, prop)) as unknown[]);
        const v: unknown = Reflect.get(target, key, target);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  return {
    value: (id) => escaped(id, undefined, scope.value(id)),
    prop: (id, name) => (id === 'ListItem' ? scope.prop(id, name) : escaped(id, name, scope.prop(id, name))),
    get listItem(): ListItemVars | undefined {
      return scope.listItem;
    },
    ...(scope.callScript ? { callScript: (name, args) => scope.callScript?.(name, args) } : {}),
    get texts() {
      return scope.texts;
    },
    get reportVersion() {
      return scope.reportVersion;
    },
    get host(): HelperHost | undefined {
      const h = scope.host;
      if (!h) return undefined;
      if (host?.inner !== h) host = { inner: h, outer: wrapHost(h) };
      return host.outer;
    },
  } satisfies EvalScope;
}
