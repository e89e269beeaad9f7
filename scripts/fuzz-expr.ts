// Long fuzz run of the expression language: `npx tsx scripts/fuzz-expr.ts --runs 100000 [--seed N]`.
// The same properties run briefly in the test suite (packages/core/src/expr/fuzz.test.ts).
import { Command } from 'commander';
import { runFuzz } from '../packages/core/src/expr/testing/fuzzProperties';

const program = new Command()
  .option('--runs <n>', 'cases per property', '20000')
  .option('--seed <n>', 'fast-check seed (to replay a failure)')
  .parse();
const opts = program.opts<{ runs: string; seed?: string }>();
const runs = Number(opts.runs);
const t0 = performance.now();
const cases = runFuzz(runs, opts.seed === undefined ? {} : { seed: Number(opts.seed) });
console.log(`fuzz-expr: ${cases} cases passed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
