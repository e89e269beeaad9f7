import {
  createScriptRunner,
  fhirBundle,
  formatOutputs,
  hasErrors,
  jsonDiagnostic,
  parseActionsFile,
  runHeadless,
  HEADLESS_START,
  type ActionStep,
} from '@formwright/core/headless';
import { readFormScript, type FormScript } from './formScript';
import type { RenderOptions } from './main';
import { formatDiagnostics } from './printDiagnostics';
import { readInputFile as readText, UnreadableFileError } from './readInput';
import { EXIT, usageError } from './usage';

const usage = (message: string): number => usageError('render', message);

/**
 * `formwright render FORM [--script FILE] [--actions FILE] [--format text|json|rtf|fhir] [--section ID]`
 * (docs/cli.md#the-formwright-command): reads the files, runs the form through core's headless runner, then prints the plain
 * report (text), the RTF report (rtf), every output (json) or the FHIR R4 Bundle of decisions D13 (fhir). `--section` prints one section (text and
 * rtf; RTF sections need reportVersion v2). Exit 0, 1 when the form has errors (printed with the outputs
 * unless fatal, docs/cli.md), 2 on bad usage,
 * unreadable files or a bad actions file.
 */
export async function renderCommand(form: string, opts: RenderOptions): Promise<number> {
  const format = opts.format ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'rtf' && format !== 'fhir')
    return usage(`unknown format ${format} (text, json, rtf or fhir)`);
  if (opts.section !== undefined && (format === 'json' || format === 'fhir')) {
    return usage(
      `--section applies to --format text and rtf (the ${format === 'json' ? 'JSON' : 'FHIR Bundle'} has every section)`,
    );
  }
  let specText: string;
  let actions: readonly ActionStep[] = [];
  let scriptFile: FormScript | undefined;
  try {
    specText = await readText(form, 'form');
    if (opts.actions) {
      const parsed = parseActionsFile(await readText(opts.actions, 'actions'), opts.actions);
      if (parsed.error) return usage(parsed.error.message);
      actions = parsed.steps;
    }
    scriptFile = await readFormScript(form, opts.script);
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  // The fixed clock gives the same dates on every machine: local time is UTC unless TZ says otherwise.
  process.env.TZ ??= 'UTC';
  const script = scriptFile
    ? await createScriptRunner(scriptFile.source, { now: () => Date.parse(HEADLESS_START) })
    : undefined;
  const files = { form, ...(scriptFile ? { script: scriptFile.path } : {}) };
  const run = runHeadless({
    spec: specText,
    actions,
    actionsFile: opts.actions ?? '',
    ...(script ? { script } : {}),
  });
  if (run.kind === 'bad-step') return usage(run.error.message);
  if (run.kind === 'invalid') {
    if (format === 'json')
      process.stdout.write(
        `${JSON.stringify({ diagnostics: run.diagnostics.map((d) => jsonDiagnostic(d)) }, null, 2)}\n`,
      );
    process.stderr.write(formatDiagnostics(run.diagnostics, files));
    return EXIT.errors;
  }
  if (format === 'fhir') {
    // The Bundle of decisions D13; its times are the headless run's fixed start, so the output is repeatable.
    const bundle = fhirBundle(run.snapshot, run.outputs, { now: HEADLESS_START });
    process.stdout.write(`${JSON.stringify(bundle, null, 2)}\n`);
    const stepFiles = { ...files, ...(opts.actions ? { actions: opts.actions } : {}), steps: run.steps };
    process.stderr.write(formatDiagnostics(run.diagnostics, stepFiles));
    return hasErrors(run.diagnostics) ? EXIT.errors : EXIT.ok;
  }
  const out = formatOutputs(run, format, opts.section);
  if ('error' in out) return usage(out.error);
  process.stdout.write(out.text);
  const stepFiles = { ...files, ...(opts.actions ? { actions: opts.actions } : {}), steps: run.steps };
  if (format !== 'json') process.stderr.write(formatDiagnostics(out.diagnostics, stepFiles));
  return hasErrors(out.diagnostics) ? EXIT.errors : EXIT.ok;
}
