import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRACKETS } from './smartFilterParts';
import { stripMarks } from './marks';
import { smartFilter } from './smartFilter';
import { smartFilterHazards } from './smartFilterHazards';
import { compileTemplate } from './template';
import { fakeHelpers, scopeOf } from './testing/fakes';
import { smartFilter as smartFilterV1 } from './testing/smartFilterV1';

// Values: a = 5, b = empty, c = 'x', e = '' (empty too), n = 'Nodule (RUL' (a value's brackets are no markup).
const scope = scopeOf({ a: 5, b: undefined, c: 'x', e: '', n: 'Nodule (RUL' });

const OPEN = Object.keys(BRACKETS);
const CLOSERS = new Set(Object.values(BRACKETS));

/** Whether the brackets of `text` pair up, properly nested (a value's text counts too here). */
function balanced(text: string): boolean {
  const stack: string[] = [];
  for (const ch of text) {
    const top = stack[stack.length - 1];
    if (top !== undefined && BRACKETS[top] === ch) stack.pop();
    else if (OPEN.includes(ch)) stack.push(ch);
    else if (CLOSERS.has(ch)) return false;
  }
  return stack.length === 0;
}

const word = fc.constantFrom('Size', 'mm', 'nodule', 'see note', 'x', '1.5', 'Fleischner 2017', ':', '-', '');
const hole = fc.constantFrom('{a}', '{b}', '{c}', '{e}', '{b ? "y" : ""}');
const delim = fc.constantFrom(', ', '. ', '; ', ',', '.', ' ');
const tag = fc.constantFrom('<i>', '</i>', '<b>', '</b>');

/** A template whose literal brackets are balanced: tokens and bracketed runs of tokens, nested. */
const balancedTemplate: fc.Arbitrary<string> = fc.letrec<{ seq: string; tok: string }>((tie) => ({
  tok: fc.oneof(
    { weight: 4, arbitrary: word },
    { weight: 3, arbitrary: hole },
    { weight: 3, arbitrary: delim },
    { weight: 1, arbitrary: tag },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('()', '[]', '""', '\u201C\u201D', '\u00AB\u00BB', '\\{\\}'), tie('seq'))
        .map(([b, inner]) => (b.length === 4 ? `\\{${inner}\\}` : `${b[0]}${inner}${b[1]}`)),
    },
  ),
  seq: fc.array(tie('tok'), { maxLength: 6 }).map((t) => t.join('')),
})).seq;

/** Rows of such templates, some with a row marker. */
const templateRows = fc
  .array(
    fc.tuple(balancedTemplate, fc.constantFrom('', '', '||{a}', '||{b}', ' ||{c}')).map(([t, m]) => t + m),
    { minLength: 1, maxLength: 3 },
  )
  .map((rows) => rows.join('\n'));

const compile = (text: string) => compileTemplate(text, { helpers: fakeHelpers }).template;

describe('the smart filter never leaves a bracket unbalanced (property)', () => {
  it('rows whose written brackets pair up come out with brackets that pair up, in every style', () => {
    fc.assert(
      fc.property(templateRows, fc.constantFrom('parts', 'rows', 'marker'), (text, style) => {
        const out = compile(text).renderFiltered(scope, style);
        // The value n is not used: every bracket in the output is written text.
        for (const row of out.split('\n')) expect(balanced(row), `${text} → ${out}`).toBe(true);
      }),
      { numRuns: 1500, seed: 20_2 },
    );
  });

  it('is the rule as it was wherever that kept every written bracket (the spec rule is kept)', () => {
    const bracketCount = (s: string): number =>
      [...s].filter((ch) => OPEN.includes(ch) || CLOSERS.has(ch)).length;
    let compared = 0;
    fc.assert(
      fc.property(templateRows, fc.constantFrom('parts', 'rows', 'marker', 'none'), (text, style) => {
        const tpl = compile(text);
        const marked = tpl.renderMarked(scope);
        const old = smartFilterV1(marked, style);
        // Values hold no brackets here, so the marked text's brackets are the written ones.
        if (bracketCount(old) !== bracketCount(stripMarks(marked))) return;
        compared++;
        expect(tpl.renderFiltered(scope, style)).toBe(old);
      }),
      { numRuns: 1500, seed: 20_2 },
    );
    expect(compared).toBeGreaterThan(500);
  });

  it('where validate does not warn about brackets, the result is the rule as it was', () => {
    let compared = 0;
    fc.assert(
      fc.property(templateRows, (text) => {
        const tpl = compile(text);
        const hazards = smartFilterHazards(text, tpl.parts);
        for (const h of hazards) {
          expect(h.offset).toBeGreaterThanOrEqual(0);
          expect(h.offset + h.length).toBeLessThanOrEqual(text.length);
        }
        if (hazards.some((h) => h.code === 'smart-filter-bracket')) return;
        compared++;
        expect(tpl.renderFiltered(scope)).toBe(smartFilterV1(tpl.renderMarked(scope)));
      }),
      { numRuns: 1500, seed: 20_2 },
    );
    expect(compared).toBeGreaterThan(500);
  });

  it('the kept segments join to the text, and the parts rendering gives the marked rendering', () => {
    fc.assert(
      fc.property(templateRows, fc.constantFrom('parts', 'rows', 'marker', 'none'), (text, style) => {
        const tpl = compile(text);
        const detailed = tpl.renderFilteredDetailed(scope, style);
        const marked = smartFilter(tpl.renderMarked(scope), style);
        expect(detailed.text).toBe(marked);
        expect(
          detailed.segments
            .filter((s) => !s.removed)
            .map((s) => s.text)
            .join(''),
        ).toBe(marked);
        for (const s of detailed.segments) if (s.removed) expect(s.empty).toBeDefined();
      }),
      { numRuns: 1000, seed: 20_2 },
    );
  });

  it('a value holding a bracket is never paired with written text', () => {
    // The written ')' has no written opener: it is text, and goes with its part.
    expect(compile('{n}, size {a} mm, density {b}).').renderFiltered(scope)).toBe('Nodule (RUL, size 5 mm.');
  });
});
