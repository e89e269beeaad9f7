import { describe, expect, it } from 'vitest';
import { describePattern, LANG_PATTERN, PATTERN_PHRASES } from './patterns';
import { componentDefinitions } from './registry';
import { componentSchema } from './schema';

/** Every `pattern` anywhere inside a schema value. */
function patternsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) patternsIn(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'pattern' && typeof v === 'string') out.add(v);
      else patternsIn(v, out);
    }
  }
  return out;
}

describe('schema patterns in words', () => {
  it('every pattern of every component schema has a phrase', () => {
    const all = new Set<string>();
    for (const def of componentDefinitions) patternsIn(componentSchema(def), all);
    expect(all.size).toBeGreaterThan(3);
    expect([...all].filter((p) => !Object.hasOwn(PATTERN_PHRASES, p))).toEqual([]);
  });

  it('a phrase never shows the regular expression; an unknown pattern falls back to it', () => {
    expect(describePattern(LANG_PATTERN)).toBe('a two-letter language code such as en or sv');
    for (const phrase of Object.values(PATTERN_PHRASES)) expect(phrase).not.toMatch(/[\^$\\]/);
    expect(describePattern('^x+$')).toBe('text matching ^x+$');
  });
});
