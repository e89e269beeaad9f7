import type { FormulaSource, PropertyValue } from './contract';

/** The suffix that gives a property an initial value (docs/expressions.md#expressions-text-templates-and-the-smart-filter). */
export const INIT_MARKER = '||init=';

/** Finds `||init=` outside string literals (a formula may compare against the text '||init='). */
function findInit(raw: string): number {
  let quote = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '|' && raw.startsWith(INIT_MARKER, i) && raw[i + INIT_MARKER.length] !== '=') {
      return i;
    }
  }
  return -1;
}

/**
 * Classifies a property value as written (docs/expressions.md#expressions-text-templates-and-the-smart-filter): `=EXPR` is an override formula, `:=EXPR` a
 * formula stored as user input, anything else a literal; with mode 'always' (hidden, disabled, display,
 * Button onClick) a string is a formula with or without `=`; with 'never' it is always a literal. A suffix
 * `||init=EXPR` gives an initial value. Offsets locate each formula inside the written string.
 */
export function parsePropertyValue(raw: unknown, mode: 'allowed' | 'always' | 'never'): PropertyValue {
  if (typeof raw !== 'string' || mode === 'never') return { kind: 'literal', value: raw };
  const at = findInit(raw);
  const main = at < 0 ? raw : raw.slice(0, at);
  const init: FormulaSource | undefined =
    at < 0 ? undefined : { source: raw.slice(at + INIT_MARKER.length), offset: at + INIT_MARKER.length };
  const withInit = <T extends object>(v: T): T => (init ? { ...v, init } : v);
  if (main.startsWith(':=')) return withInit({ kind: 'user', formula: { source: main.slice(2), offset: 2 } });
  if (main.startsWith('='))
    return withInit({ kind: 'override', formula: { source: main.slice(1), offset: 1 } });
  if (mode === 'always') {
    // An always-formula written empty (`hidden: ''`) has no formula: it is the literal ''.
    if (main.trim() === '') return withInit({ kind: 'literal', value: main });
    return withInit({ kind: 'override', formula: { source: main, offset: 0 } });
  }
  return withInit({ kind: 'literal', value: main });
}
