// The form tests bench (issue 15): every corpus form's and the demo form's tests (FORM.tests.yaml), run as
// `formwright test` runs them; the time per scenario, form start included (the spec parsed once per run
// of a file, each scenario on a fresh form), side by side with the baseline of rendering the same form
// headless with its actions file (runHeadless, what `formwright render --actions` runs). Target: under
// 50 ms per scenario.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createScriptRunner,
  parseActionsFile,
  parseFormTests,
  runFormTests,
  runHeadless,
  HEADLESS_START,
  type ActionStep,
  type FormTestScenario,
} from '@formwright/core/headless';
import type { BenchRow } from './harness';

const forms = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'forms');
const TARGET_MS = 50;

interface Case {
  readonly name: string;
  readonly spec: string;
  readonly script?: string;
  readonly scenarios: readonly FormTestScenario[];
  readonly actions: readonly ActionStep[];
}

function cases(): Case[] {
  const files = [
    ...readdirSync(join(forms, 'corpus'))
      .filter((f) => f.endsWith('.yaml') && !f.endsWith('.tests.yaml'))
      .map((f) => join(forms, 'corpus', f)),
    join(forms, 'demo.yaml'),
  ];
  return files
    .filter((f) => existsSync(f.replace(/\.yaml$/, '.tests.yaml')))
    .map((f) => {
      const js = f.replace(/\.yaml$/, '.js');
      const actionsFile = f.replace(/\.yaml$/, '.actions.json');
      const actions = existsSync(actionsFile)
        ? parseActionsFile(readFileSync(actionsFile, 'utf8'), actionsFile)
        : undefined;
      return {
        name: basename(f, '.yaml'),
        spec: readFileSync(f, 'utf8'),
        ...(existsSync(js) ? { script: readFileSync(js, 'utf8') } : {}),
        scenarios: parseFormTests(readFileSync(f.replace(/\.yaml$/, '.tests.yaml'), 'utf8')).scenarios,
        actions: actions && !actions.error ? actions.steps : [],
      };
    });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Alternates ours and the baseline (both async) so both see the same machine load; medians in ms. */
async function alternate(
  ours: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
  iterations = 10,
  warmup = 2,
): Promise<{ ours: number; baseline: number }> {
  for (let i = 0; i < warmup; i++) {
    await ours();
    await baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < iterations; i++) {
    let t0 = performance.now();
    await ours();
    a.push(performance.now() - t0);
    t0 = performance.now();
    await baseline();
    b.push(performance.now() - t0);
  }
  return { ours: median(a), baseline: median(b) };
}

export async function run(): Promise<BenchRow[]> {
  process.env.TZ ??= 'UTC';
  const rows: BenchRow[] = [];
  let totalOurs = 0;
  let totalBaseline = 0;
  let totalScenarios = 0;
  for (const c of cases()) {
    const n = c.scenarios.length;
    if (n === 0) continue;
    const ours = async () => {
      const r = await runFormTests(c.spec, c.script, c.scenarios);
      if (r.failed > 0) throw new Error(`${c.name}: ${r.failed} scenario(s) fail`);
    };
    const baseline = async () => {
      const script = c.script
        ? await createScriptRunner(c.script, { now: () => Date.parse(HEADLESS_START) })
        : undefined;
      runHeadless({ spec: c.spec, actions: c.actions, ...(script ? { script } : {}) });
    };
    const t = await alternate(ours, baseline);
    const perScenario = t.ours / n;
    totalOurs += t.ours;
    totalBaseline += t.baseline * n;
    totalScenarios += n;
    rows.push({
      bench: 'formTests',
      case: `${c.name} (${n} scenarios)`,
      ours: perScenario,
      baseline: t.baseline,
      unit: 'ms/scenario',
      target: `< ${TARGET_MS} ms per scenario`,
      met: perScenario < TARGET_MS,
      note: 'baseline: one headless render of the form with its actions file',
    });
  }
  const perScenario = totalOurs / Math.max(1, totalScenarios);
  rows.push({
    bench: 'formTests',
    case: `every corpus form and the demo (${totalScenarios} scenarios)`,
    ours: perScenario,
    baseline: totalBaseline / Math.max(1, totalScenarios),
    unit: 'ms/scenario',
    target: `< ${TARGET_MS} ms per scenario`,
    met: perScenario < TARGET_MS,
  });
  return rows;
}
