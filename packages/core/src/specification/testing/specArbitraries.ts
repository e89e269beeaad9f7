// Test support (not exported from the spec index): fast-check generators of specification texts for the fuzz
// test (spec/fuzz.test.ts, ~200 cases) and the long run (scripts/fuzz-spec.ts).
import fc from 'fast-check';
import { stringify } from 'yaml';
import { componentDefinitions } from '../../components';
import type { ParseResult } from '../model';

const TYPE_NAMES = [
  ...componentDefinitions.flatMap((d) => [d.type, ...(d.aliases ?? [])]),
  'Unknown',
  'number',
  '',
];

/** Values the schemas care about: formulas, regexes, sizes, enums' neighbours, odd numbers, lists. */
const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 120 }),
  fc.double({ noDefaultInfinity: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '=a + 1',
    ':=b',
    '=',
    '/x/i',
    '/(/',
    'xs',
    'fill',
    '50%',
    'auto',
    'v2',
    'Patient.name',
    'Nobody.x',
    '#Report',
    'xListItem',
  ),
  fc.array(
    fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer(),
      fc.dictionary(fc.constantFrom('value', 'text', 'x'), fc.string({ maxLength: 4 })),
    ),
    {
      maxLength: 4,
    },
  ),
);

/** A component entry (`{ Type: props }`), containers holding up to `depth` more levels. */
function entryArb(depth: number): fc.Arbitrary<unknown> {
  const propName = fc.constantFrom(
    'id',
    'label',
    'value',
    'options',
    'columns',
    'colSplit',
    'scale',
    'size',
    'dataarg',
    'mandatory',
    'optionsDisableFilter',
    'reportTemplate',
    'tabs',
    'minCount',
    'junk',
  );
  const props = fc.dictionary(propName, valueArb, { maxKeys: 6 });
  const children = depth > 0 ? fc.array(entryArb(depth - 1), { maxLength: 3 }) : fc.constant([]);
  const tabs =
    depth > 0
      ? fc.array(
          fc.record({
            tabname: fc.string({ maxLength: 5 }),
            components: fc.array(entryArb(depth - 1), { maxLength: 2 }),
          }),
          { maxLength: 2 },
        )
      : fc.constant([]);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fc.constantFrom(...TYPE_NAMES), props, children, tabs).map(([type, p, c, t]) => ({
        [type]: { ...p, ...(c.length ? { components: c } : {}), ...(t.length ? { tabs: t } : {}) },
      })),
    },
    { weight: 1, arbitrary: valueArb },
  );
}

/** A whole specification as plain values: mostly well-shaped, sometimes missing or odd sections. */
export const specValueArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    Metadata: fc.record(
      {
        lang: fc.constantFrom('en', 'sv', 'english', ''),
        title: fc.string({ maxLength: 8 }),
        description: fc.string({ maxLength: 8 }),
        reportVersion: fc.constantFrom('v1', 'v2', 'v3'),
        mandatoryFields: fc.constantFrom('display', 'no-display', 'x'),
      },
      { requiredKeys: [] },
    ),
    Components: fc.array(entryArb(2), { maxLength: 8 }),
    ReportOutput: fc.array(
      fc.record(
        { text: fc.string({ maxLength: 10 }), sectionId: fc.string({ maxLength: 3 }), if: valueArb },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
    DiagnosticCodes: fc.record({ codeGroups: fc.string({ maxLength: 8 }) }),
    Extra: valueArb,
  },
  { requiredKeys: [] },
);

/** One edit of a text: delete a slice, duplicate a slice, swap two characters, or insert text. */
const mutationArb = fc.record({
  kind: fc.constantFrom('delete', 'duplicate', 'swap', 'insert'),
  at: fc.nat(),
  to: fc.nat(),
  length: fc.integer({ min: 1, max: 40 }),
  text: fc.constantFrom(
    '\t',
    ':',
    '- ',
    '{',
    '[',
    '&a ',
    '*a',
    '"',
    "'",
    '\n  ',
    '#',
    '\u0000',
    'Number:',
    '  id: x\n',
  ),
});

/** One generated edit. */
type Mutation = { kind: string; at: number; to: number; length: number; text: string };

function mutate(text: string, edits: readonly Mutation[]): string {
  let out = text;
  for (const e of edits) {
    const n = out.length || 1;
    const a = e.at % n;
    const b = e.to % n;
    if (e.kind === 'delete') out = out.slice(0, a) + out.slice(a + e.length);
    else if (e.kind === 'duplicate')
      out = out.slice(0, a + e.length) + out.slice(a, a + e.length) + out.slice(a + e.length);
    else if (e.kind === 'insert') out = out.slice(0, a) + e.text + out.slice(a);
    else if (out.length > 1) {
      const [x, y] = a < b ? [a, b] : [b, a];
      out = out.slice(0, x) + (out[y] ?? '') + out.slice(x + 1, y) + (out[x] ?? '') + out.slice(y + 1);
    }
  }
  return out;
}

function safeStringify(value: unknown, json: boolean): string {
  try {
    return (json ? JSON.stringify(value) : (stringify(value) as string | undefined)) ?? '';
  } catch {
    return '';
  }
}

/**
 * Specification texts to feed parseSpec: random text, random values as YAML or JSON, random
 * specifications built from the component catalogue, and 1–5 mutations of `seedText` (the demo form).
 */
export function specTextArb(seedText: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 4 }).map((v) => safeStringify(v, false)) },
    { weight: 3, arbitrary: specValueArb.map((v) => safeStringify(v, false)) },
    { weight: 1, arbitrary: specValueArb.map((v) => safeStringify(v, true)) },
    {
      weight: 4,
      arbitrary: fc
        .array(mutationArb, { minLength: 1, maxLength: 5 })
        .map((edits) => mutate(seedText, edits)),
    },
  );
}

/** The promises every parse result keeps: located (line, column ≥ 1) and sorted diagnostics, a model only without errors. */
export function assertWellFormed(result: ParseResult): void {
  let prev = { line: 1, column: 1 };
  for (const d of result.diagnostics) {
    if (!(Number.isInteger(d.line) && d.line >= 1 && Number.isInteger(d.column) && d.column >= 1)) {
      throw new Error(`diagnostic without a place: ${JSON.stringify(d)}`);
    }
    if (d.line < prev.line || (d.line === prev.line && d.column < prev.column)) {
      throw new Error(`diagnostics out of order at ${d.line}:${d.column}`);
    }
    prev = d;
  }
  const errors = result.diagnostics.some((d) => d.severity === 'error');
  if (errors === (result.spec !== undefined))
    throw new Error('a model must be returned exactly when there are no errors');
}
