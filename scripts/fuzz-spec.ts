// The long fuzz run of the specification parser: `npx tsx scripts/fuzz-spec.ts [--runs N] [--seed S]`
// (default 20,000 runs). Feeds random and mutated specifications to parseSpec and checks that it never
// throws and that every diagnostic is located and sorted. The short run is packages/core/src/specification/fuzz.test.ts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parseSpec } from '../packages/core/src/specification/parseSpec';
import { assertWellFormed, specTextArb } from '../packages/core/src/specification/testing/specArbitraries';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('runs') ?? 20_000);
const seed = option('seed') === undefined ? Date.now() : Number(option('seed'));
if (!Number.isInteger(runs) || runs < 1 || !Number.isFinite(seed)) {
  console.error('usage: tsx scripts/fuzz-spec.ts [--runs N] [--seed S]');
  process.exit(2);
}

const demo = readFileSync(join(here, '..', 'fixtures', 'forms', 'demo.yaml'), 'utf8');
const t0 = performance.now();
let done = 0;
const result = fc.check(
  fc.property(specTextArb(demo), (text) => {
    assertWellFormed(parseSpec(text));
    if (++done % 1000 === 0) process.stderr.write(`  ${done} / ${runs}\n`);
  }),
  { numRuns: runs, seed },
);
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
if (result.failed) {
  console.error(fc.defaultReportMessage(result));
  process.exit(1);
}
console.log(`fuzz-spec: ${result.numRuns} runs passed in ${seconds} s (seed ${seed})`);
