import fc from 'fast-check';
import { describe, it } from 'vitest';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import { parseSpec } from './parseSpec';
import { assertWellFormed, specTextArb } from './testing/specArbitraries';

describe('parseSpec under fuzzing (short run; `npx tsx scripts/fuzz-spec.ts` for the long one)', () => {
  it('never throws, and every diagnostic is located and sorted, on random and mutated specifications', () => {
    fc.assert(
      fc.property(specTextArb(demoText), (text) => {
        assertWellFormed(parseSpec(text));
      }),
      { numRuns: 200 },
    );
  });
});
