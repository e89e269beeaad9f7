import type { EvalScope } from './contract';

const NO_SCOPE: EvalScope = {
  value: () => undefined,
  prop: () => undefined,
  texts: {},
  reportVersion: 'v1',
};

/**
 * A scope in which some plain names read fixed values (`value` in a StaticText formatter, `index` in a
 * List item name) and every other name reads the base scope (or nothing, without one).
 */
export function overlayScope(
  base: EvalScope | undefined,
  names: Readonly<Record<string, unknown>>,
): EvalScope {
  const b = base ?? NO_SCOPE;
  return {
    value: (id) => (Object.prototype.hasOwnProperty.call(names, id) ? names[id] : b.value(id)),
    prop: (id, name) => b.prop(id, name),
    ...(b.listItem ? { listItem: b.listItem } : {}),
    ...(b.callScript
      ? { callScript: (name: string, args: readonly unknown[]) => b.callScript?.(name, args) }
      : {}),
    texts: b.texts,
    reportVersion: b.reportVersion,
    ...(b.host ? { host: b.host } : {}),
  };
}
