import { writeFile } from 'node:fs/promises';
import { join, parse as parsePath } from 'node:path';
import {
  acceptOutputs,
  jsonDiagnostic,
  parseFormTests,
  runFormTests,
  versionImpact,
  type Diagnostic,
  type FormTestScenario,
  type FormTestsRun,
  type ScenarioImpact,
  type ScenarioResult,
} from '@formwright/core/headless';
import { readFormScript, type FormScript } from './formScript';
import { formatDiagnostics } from './printDiagnostics';
import { readInputFile, UnreadableFileError } from './readInput';
import { EXIT, usageError } from './usage';

/** Options of `formwright test`. */
export interface TestOptions {
  tests?: string;
  /** `--update` alone (true) updates every scenario; with names, those. */
  update?: boolean | string[];
  json?: boolean;
  against?: string;
  script?: string;
}

const usage = (message: string): number => usageError('test', message);

/** The tests file beside a form: `dir/form.yaml` → `dir/form.tests.yaml`. */
export function testsBeside(form: string): string {
  const { dir, name } = parsePath(form);
  return join(dir, `${name}.tests.yaml`);
}

/** A tests-file diagnostic as `TESTS:LINE:COL SEVERITY CODE MESSAGE`. */
function testsLine(d: Diagnostic, file: string): string {
  return `${file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message.replace(/\s*\n\s*/g, ' ')}\n`;
}

/** A tests-file diagnostic in JSON: as the other commands write diagnostics, its origin the tests file. */
const testsJson = (d: Diagnostic) => ({ ...jsonDiagnostic(d), origin: 'tests' });

interface Inputs {
  readonly specText: string;
  readonly script?: FormScript;
  readonly testsFile: string;
  readonly testsText: string;
}

async function readInputs(form: string, opts: TestOptions): Promise<Inputs> {
  const specText = await readInputFile(form, 'form');
  const testsFile = opts.tests ?? testsBeside(form);
  const testsText = await readInputFile(testsFile, 'tests');
  const script = await readFormScript(form, opts.script);
  return { specText, testsFile, testsText, ...(script ? { script } : {}) };
}

/**
 * `formwright test FORM [--tests FILE] [--update [NAME...]] [--json] [--against NEW.yaml]` (docs/form-tests.md):
 * runs the scenarios of the form's tests file (`FORM.tests.yaml` beside it) and prints one line per
 * scenario, a unified difference of expected and actual for each failure, and `N passed, N failed` last.
 * `--update` writes the current outputs as the expectations of the scenarios named (or all); `--against`
 * runs the scenarios on a newer version and prints what changes. Exit 0 when every scenario passes (with
 * `--against`: nothing changes), 1 otherwise, 2 on bad usage, unreadable files or a bad tests file.
 */
export async function testCommand(form: string, opts: TestOptions): Promise<number> {
  if (opts.against !== undefined && opts.update !== undefined)
    return usage('--update and --against do not go together');
  let inputs: Inputs;
  let newer: { specText: string; script?: FormScript } | undefined;
  try {
    inputs = await readInputs(form, opts);
    if (opts.against !== undefined) {
      const specText = await readInputFile(opts.against, 'form');
      const script = await readFormScript(opts.against, undefined);
      newer = { specText, ...(script ? { script } : {}) };
    }
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  // The fixed clock gives the same dates on every machine: local time is UTC unless TZ says otherwise.
  process.env.TZ ??= 'UTC';
  const { testsFile } = inputs;
  const parsed = parseFormTests(inputs.testsText, testsFile);
  const broken = parsed.diagnostics.some((d) => d.severity === 'error');
  if (opts.json && broken) {
    process.stdout.write(`${JSON.stringify({ diagnostics: parsed.diagnostics.map(testsJson) }, null, 2)}\n`);
  }
  process.stderr.write(parsed.diagnostics.map((d) => testsLine(d, testsFile)).join(''));
  if (broken) return EXIT.usage;

  const names = Array.isArray(opts.update) && opts.update.length > 0 ? opts.update : undefined;
  const unknown = (names ?? []).filter((n) => !parsed.scenarios.some((s) => s.name === n));
  if (unknown.length > 0) {
    const known = parsed.scenarios.map((s) => JSON.stringify(s.name)).join(', ') || 'none';
    return usage(
      `${testsFile} has no scenario ${unknown.map((n) => JSON.stringify(n)).join(', ')} (it has ${known})`,
    );
  }

  if (newer) return againstCommand(inputs, newer, parsed.scenarios, opts);

  const run = (scenarios: readonly FormTestScenario[]) =>
    runFormTests(inputs.specText, inputs.script?.source, scenarios, { file: testsFile });
  let scenarios = parsed.scenarios;
  let result = await run(scenarios);
  if (opts.update !== undefined) {
    const accepted = acceptOutputs(inputs.testsText, result.results, names);
    if (accepted.updated.length > 0) {
      await writeFile(testsFile, accepted.text, 'utf8');
      for (const name of accepted.updated)
        process.stderr.write(`updated ${JSON.stringify(name)} in ${testsFile}\n`);
      // Judged again from the file as written, so what is printed is what the file now says.
      scenarios = parseFormTests(accepted.text, testsFile).scenarios;
      result = await run(scenarios);
    }
  }
  return report(result, scenarios, form, inputs, opts);
}

/** Prints a run (lines and differences, or JSON) and returns the exit code. */
function report(
  run: FormTestsRun,
  scenarios: readonly FormTestScenario[],
  form: string,
  inputs: Inputs,
  opts: TestOptions,
): number {
  const steps = new Map(scenarios.map((s) => [s.name, s.actions]));
  const files = { form, ...(inputs.script ? { script: inputs.script.path } : {}) };
  if (run.results.some((r) => r.failure?.kind === 'form-invalid')) {
    process.stderr.write(formatDiagnostics(run.formDiagnostics, files));
  }
  for (const r of run.results)
    process.stderr.write(r.diagnostics.map((d) => testsLine(d, inputs.testsFile)).join(''));
  if (opts.json) {
    const scenarios = run.results.map((r) => ({
      name: r.name,
      passed: r.passed,
      ...(r.failure ? { failure: r.failure } : {}),
      ...(r.divergedAfter === undefined ? {} : { divergedAfter: r.divergedAfter }),
      differences: r.differences,
      diff: r.diff,
      diagnostics: r.diagnostics.map(testsJson),
      ...(r.passed || !r.actual ? {} : { actual: r.actual }),
      durationMs: r.durationMs,
    }));
    process.stdout.write(
      `${JSON.stringify({ scenarios, passed: run.passed, failed: run.failed }, null, 2)}\n`,
    );
  } else {
    const text = run.results.map((r) => scenarioText(r, steps.get(r.name))).join('');
    process.stdout.write(`${text}${run.passed} passed, ${run.failed} failed\n`);
  }
  return run.failed > 0 ? EXIT.errors : EXIT.ok;
}

/** One scenario: `PASS name`, or `FAIL name: why` and its unified difference. */
export function scenarioText(r: ScenarioResult, actions: readonly unknown[] = []): string {
  if (r.passed) return `PASS ${r.name}\n`;
  const why: string[] = [];
  if (r.failure) why.push(r.failure.reason);
  if (r.differences.length > 0) {
    const outputs = [...new Set(r.differences.map((d) => d.output))].join(', ');
    why.push(`${outputs} differ${r.differences.length === 1 ? 's' : ''}`);
  }
  if (r.divergedAfter !== undefined) {
    why.push(
      r.divergedAfter === 0
        ? 'diverged at the form start'
        : `diverged after action ${r.divergedAfter} ${JSON.stringify(actions[r.divergedAfter - 1]) ?? ''}`.trim(),
    );
  }
  if (why.length === 0 && r.diagnostics.length > 0) why.push(r.diagnostics[0]?.message ?? '');
  return `FAIL ${r.name}: ${why.join('; ')}\n${r.diff}`;
}

/** `--against NEW.yaml`: the version impact of the older form's scenarios, printed or as JSON. */
async function againstCommand(
  older: Inputs,
  newer: { specText: string; script?: FormScript },
  scenarios: readonly FormTestScenario[],
  opts: TestOptions,
): Promise<number> {
  const impacts = await versionImpact(older.specText, newer.specText, scenarios, {
    file: older.testsFile,
    ...(older.script ? { oldScript: older.script.source } : {}),
    ...(newer.script ? { newScript: newer.script.source } : {}),
  });
  const changed = impacts.filter((i) => i.changes).length;
  if (opts.json) {
    process.stdout.write(
      `${JSON.stringify({ scenarios: impacts, unchanged: impacts.length - changed, changed }, null, 2)}\n`,
    );
  } else {
    const text = impacts.map(impactText).join('');
    process.stdout.write(`${text}${impacts.length - changed} unchanged, ${changed} changed\n`);
  }
  return changed > 0 ? EXIT.errors : EXIT.ok;
}

const q = (v: unknown) => JSON.stringify(v);

/** One scenario's impact: `SAME name`, or `CHANGED name` and a line per sentence, code and openEHR path. */
export function impactText(i: ScenarioImpact): string {
  if (!i.changes && !i.oldFailure && !i.newFailure) return `SAME ${i.name}\n`;
  const lines = [`${i.changes ? 'CHANGED' : 'SAME'} ${i.name}`];
  if (i.oldFailure) lines.push(`  old version: ${i.oldFailure}`);
  if (i.newFailure) lines.push(`  new version: ${i.newFailure}`);
  for (const s of i.report.removed) lines.push(`  report - ${q(s)}`);
  for (const s of i.report.added) lines.push(`  report + ${q(s)}`);
  for (const s of i.report.changed) lines.push(`  report ~ ${q(s.from)} -> ${q(s.to)}`);
  for (const c of i.codes.removed) lines.push(`  codes - ${c}`);
  for (const c of i.codes.added) lines.push(`  codes + ${c}`);
  for (const p of i.openEhr.removed) lines.push(`  openEhr - ${p}`);
  for (const p of i.openEhr.added) lines.push(`  openEhr + ${p}`);
  for (const p of i.openEhr.changed) lines.push(`  openEhr ~ ${p.path}: ${q(p.from)} -> ${q(p.to)}`);
  return `${lines.join('\n')}\n`;
}
