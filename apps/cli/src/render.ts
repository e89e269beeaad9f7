import {
  collectOutputs,
  createForm,
  createScriptRunner,
  hasErrors,
  ManualClock,
  sectionMarkups,
  snapshotReportRtf,
  snapshotSectionRtf,
  unknownSection,
  type Diagnostic,
  type FormAction,
  type FormOutputs,
  type FormSnapshot,
  type ScriptRunner,
} from '@formwright/core/headless';
import { parseSpec } from '@formwright/core/authoring';
import { ActionsError, checkTarget, parseActions } from './actionsFile';
import { readFormScript, scriptDoesNotParse, type FormScript } from './formScript';
import { EXIT, type RenderOptions } from './main';
import { formatDiagnostics, jsonDiagnostic } from './printDiagnostics';
import { readInputFile as readText, UnreadableFileError } from './readInput';

/** The fixed start time of a headless run, so Today() and dates in outputs are reproducible. */
export const RENDER_START = '2026-01-01T00:00:00Z';

/**
 * The JSON output of docs/cli.md#the-formwright-command: report (plain text), reportMarkup, sections (plain text by id),
 * codes, values (every instance, list items under their prefixed ids), mandatory, worklist, freeFields,
 * templateFields, openEhr, and beyond D6 ids7Version and changeMarkers; then the diagnostics.
 */
export function renderJson(
  outputs: FormOutputs,
  diagnostics: readonly Diagnostic[],
  steps?: ReadonlyMap<Diagnostic, number>,
): unknown {
  return {
    report: outputs.report,
    reportMarkup: outputs.reportMarkup,
    sections: outputs.sections,
    codes: outputs.codes,
    values: outputs.values,
    mandatory: outputs.mandatory.map(({ id, level, label }) => ({ id, level, label })),
    worklist: outputs.worklist,
    freeFields: outputs.freeFields,
    templateFields: outputs.templateFields,
    openEhr: outputs.openEhr,
    ids7Version: outputs.ids7Version,
    changeMarkers: outputs.changeMarkers,
    diagnostics: diagnostics.map((d) => jsonDiagnostic(d, steps)),
  };
}

/** The result of a headless run: the last snapshot, or the spec's errors when they are fatal. */
export type RunResult =
  | {
      readonly snapshot: FormSnapshot;
      readonly specDiagnostics: readonly Diagnostic[];
      /** The 1-based step of each diagnostic an actions-file step raised (see {@link STEP_CODES}). */
      readonly steps: ReadonlyMap<Diagnostic, number>;
    }
  | { readonly specErrors: readonly Diagnostic[] };

/**
 * The codes of what applying a step itself can raise, with no place in any text: an action, a saved state
 * or provider data that is ignored or malformed, and an action the engine rejects. A step's new diagnostic
 * with one of these codes and origin 'none' is that step's.
 */
export const STEP_CODES: ReadonlySet<string> = new Set([
  'action-ignored',
  'state-ignored',
  'provider-malformed',
  'provider-empty',
  'runtime-error',
]);

/**
 * Runs a form headless on a ManualClock starting at {@link RENDER_START}: init, then each action settled
 * as after real user input (its script timers flushed). Each step's target is checked just before it
 * runs; a bad one throws an ActionsError naming the step.
 */
export function runForm(
  specText: string,
  actions: readonly FormAction[],
  actionsFile: string,
  script?: ScriptRunner,
): RunResult {
  const scriptDiagnostics = script?.diagnostics ?? [];
  const parsed = parseSpec(
    specText,
    script
      ? { scriptFunctions: script.functionNames, scriptDoesNotParse: scriptDoesNotParse(scriptDiagnostics) }
      : {},
  );
  // A form whose errors are not fatal runs, as the preview shows it: its errors are printed with the outputs.
  if (!parsed.runnable) return { specErrors: [...parsed.diagnostics, ...scriptDiagnostics] };
  // A faulty script never stops the form: once it runs, the script's diagnostics (load and run) reach
  // the snapshot through the engine, once.
  const specDiagnostics = parsed.diagnostics;
  const clock = new ManualClock(Date.parse(RENDER_START));
  const store = createForm(parsed.runnable, { clock, ...(script ? { script } : {}) });
  try {
    clock.runAll();
    const steps = new Map<Diagnostic, number>();
    actions.forEach((action, i) => {
      const before = store.getSnapshot();
      checkTarget(action, i + 1, actionsFile, before);
      const known = new Set(before.diagnostics);
      store.update(action);
      clock.runAll();
      store.flush();
      // The engine's log keeps its diagnostics as they were made, so a new object is new with this step.
      for (const d of store.getSnapshot().diagnostics) {
        if (!known.has(d) && d.origin === 'none' && STEP_CODES.has(d.code) && !steps.has(d))
          steps.set(d, i + 1);
      }
    });
    return { snapshot: store.getSnapshot(), specDiagnostics, steps };
  } finally {
    store.dispose();
  }
}

/** What one format prints: stdout and the diagnostics, or a usage error (unknown or v1 section). */
export type FormattedOutput =
  { readonly stdout: string; readonly diagnostics: readonly Diagnostic[] } | { readonly error: string };

/**
 * Formats a run's outputs as `--format` and `--section` ask: text (the plain report or one section's
 * text), rtf (getReportRtf, or one section through getReportSectionsRtf, v2 only) or json (everything).
 */
export function formatOutput(
  snapshot: FormSnapshot,
  specDiagnostics: readonly Diagnostic[],
  format: 'text' | 'json' | 'rtf',
  section?: string,
  steps?: ReadonlyMap<Diagnostic, number>,
): FormattedOutput {
  const outputs = collectOutputs(snapshot);
  // Each is reported once: the spec check owns compile errors, the snapshot only has run-time findings.
  const diagnostics: Diagnostic[] = [...specDiagnostics, ...outputs.diagnostics];
  if (format === 'json') {
    return { stdout: `${JSON.stringify(renderJson(outputs, diagnostics, steps), null, 2)}\n`, diagnostics };
  }
  if (format === 'text') {
    if (section === undefined) return { stdout: `${outputs.report}\n`, diagnostics };
    if (section in outputs.sections) return { stdout: `${outputs.sections[section] ?? ''}\n`, diagnostics };
    return {
      error: unknownSection(
        section,
        sectionMarkups(snapshot).map((s) => s.id),
      ),
    };
  }
  const rtf = section === undefined ? snapshotReportRtf(snapshot) : snapshotSectionRtf(snapshot, section);
  if ('error' in rtf) return rtf;
  return { stdout: `${rtf.rtf}\n`, diagnostics: [...diagnostics, ...dedupe(rtf.diagnostics, diagnostics)] };
}

/**
 * `formwright render FORM [--script FILE] [--actions FILE] [--format text|json|rtf] [--section ID]`
 * (docs/cli.md#the-formwright-command): runs the form headless, then prints the plain report (text), the RTF report (rtf) or
 * every output (json). `--section` prints one section (text and rtf; RTF sections need reportVersion v2).
 * Exit 0, 1 when the form has errors (printed with the outputs unless fatal, docs/cli.md), 2 on bad usage,
 * unreadable files or a bad actions file.
 */
export async function renderCommand(form: string, opts: RenderOptions): Promise<number> {
  const format = opts.format ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'rtf')
    return usage(`unknown format ${format} (text, json or rtf)`);
  if (opts.section !== undefined && format === 'json') {
    return usage('--section applies to --format text and rtf (the JSON has every section under "sections")');
  }
  let specText: string;
  let actions: FormAction[] = [];
  let scriptFile: FormScript | undefined;
  try {
    specText = await readText(form, 'form');
    if (opts.actions) actions = parseActions(await readText(opts.actions, 'actions'), opts.actions);
    scriptFile = await readFormScript(form, opts.script);
  } catch (err) {
    if (err instanceof UnreadableFileError || err instanceof ActionsError) return usage(err.message);
    throw err;
  }
  // The fixed clock gives the same dates on every machine: local time is UTC unless TZ says otherwise.
  process.env.TZ ??= 'UTC';
  const script = scriptFile
    ? await createScriptRunner(scriptFile.source, { now: () => Date.parse(RENDER_START) })
    : undefined;
  const files = { form, ...(scriptFile ? { script: scriptFile.path } : {}) };
  let run: RunResult;
  try {
    run = runForm(specText, actions, opts.actions ?? '', script);
  } catch (err) {
    if (err instanceof ActionsError) return usage(err.message);
    throw err;
  }
  if ('specErrors' in run) {
    if (format === 'json')
      process.stdout.write(
        `${JSON.stringify({ diagnostics: run.specErrors.map((d) => jsonDiagnostic(d)) }, null, 2)}\n`,
      );
    process.stderr.write(formatDiagnostics(run.specErrors, files));
    return EXIT.errors;
  }
  const out = formatOutput(run.snapshot, run.specDiagnostics, format, opts.section, run.steps);
  if ('error' in out) return usage(out.error);
  process.stdout.write(out.stdout);
  const stepFiles = { ...files, ...(opts.actions ? { actions: opts.actions } : {}), steps: run.steps };
  if (format !== 'json') process.stderr.write(formatDiagnostics(out.diagnostics, stepFiles));
  return hasErrors(out.diagnostics) ? EXIT.errors : EXIT.ok;
}

/** Diagnostics that repeat one already listed (the RTF writer parses the same report markup as the outputs). */
function dedupe(more: readonly Diagnostic[], known: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => `${d.code}|${d.origin ?? 'spec'}|${d.line}|${d.column}|${d.message}`;
  const seen = new Set(known.map(key));
  return more.filter((d) => {
    if (seen.has(key(d))) return false;
    seen.add(key(d));
    return true;
  });
}

function usage(message: string): number {
  process.stderr.write(`formwright render: ${message}\n`);
  return EXIT.usage;
}
