import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runHeadless } from '../headless/runHeadless';
import { checkStaticOutputs } from '../output/checkStaticOutputs';
import { parseSpec } from '../specification';
import { importOpenEhrTemplate } from './importTemplate';
import { DATA_TYPES } from './webTemplate';

/** Random web-template trees: any node type, odd ids and labels, any occurrences, context flags, inputs. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('Välj {x}', "it's", 'a: b', '# c', '- d', 'true', '1.5', '\\{', 'Ö/ä|å', '  pad  ', ''),
);
const option = fc.record({
  value: fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.constant('at1')),
  label: text,
});
const input = fc.record(
  {
    suffix: fc.constantFrom('code', 'magnitude', 'unit', 'month', 'id', undefined),
    type: fc.constantFrom('TEXT', 'CODED_TEXT', 'DECIMAL', 'INTEGER'),
    terminology: fc.constantFrom('local', 'SNOMEDCT', 'openehr', undefined),
    list: fc.array(option, { maxLength: 6 }),
  },
  { requiredKeys: ['type'] },
);
const id = fc.oneof(
  fc.stringMatching(/^[a-zåäö_][a-zåäö0-9_-]{0,8}$/),
  fc.constantFrom('value', 'list', 'context', 'time', '1st', 'a-b', 'Ärende'),
);
const leafType = fc.constantFrom(...DATA_TYPES, 'CODE_PHRASE', 'PARTY_PROXY');
const containerType = fc.constantFrom(
  'OBSERVATION',
  'SECTION',
  'CLUSTER',
  'POINT_EVENT',
  'ACTION',
  'ISM_TRANSITION',
  'EVENT_CONTEXT',
);
const occurrence = fc.record({ min: fc.constantFrom(0, 1), max: fc.constantFrom(1, 1, 2, -1) });

const { node } = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      id,
      name: text,
      rmType: leafType,
      occ: occurrence,
      inContext: fc.boolean(),
      inputs: fc.array(input, { maxLength: 2 }),
    }),
    fc.record({
      id,
      name: text,
      rmType: containerType,
      occ: occurrence,
      inContext: fc.constantFrom(false, false, true),
      children: fc.array(tie('node'), { maxLength: 4 }),
    }),
  ),
}));

/** Spreads the generated occurrence into min and max, recursively. */
function shape(n: Record<string, unknown>): Record<string, unknown> {
  const { occ, children, ...rest } = n as {
    occ: { min: number; max: number };
    children?: Record<string, unknown>[];
  };
  return { ...rest, ...occ, ...(children ? { children: children.map(shape) } : {}) };
}

/** `FUZZ_RUNS=N` for a long run (docs/testing.md#fuzzing); core has no Node types, hence globalThis. */
const FUZZ_RUNS = Number(
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.FUZZ_RUNS ?? 150,
);

describe('fuzzing the import with random web-template trees', () => {
  it('never throws, and every form it writes validates clean and runs', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 5 }), (children) => {
        const template = {
          templateId: 'fuzz',
          version: '2.3',
          languages: ['sv'],
          tree: {
            id: 'fuzz',
            name: 'Fuzz',
            rmType: 'COMPOSITION',
            min: 1,
            max: 1,
            children: children.map(shape),
          },
        };
        const r = importOpenEhrTemplate(JSON.stringify(template), { fileName: 'fuzz.json' });
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.length > 0).toBe(r.yaml === undefined);
        if (r.yaml === undefined) return;
        const parsed = parseSpec(r.yaml);
        expect(
          parsed.diagnostics.filter((d) => d.severity === 'error'),
          r.yaml,
        ).toEqual([]);
        expect(checkStaticOutputs(parsed.spec!), r.yaml).toEqual([]);
        // And it runs: mounted headless, with no error.
        const run = runHeadless({ spec: parsed.spec! });
        expect(run.kind).toBe('ran');
        if (run.kind === 'ran')
          expect(
            run.diagnostics.filter((d) => d.severity === 'error'),
            r.yaml,
          ).toEqual([]);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
