import { readFile, stat } from 'node:fs/promises';
import {
  createForm,
  createScriptRunner,
  hasErrors,
  ManualClock,
  MAX_SPEC_CHARS,
  parseSpec,
  type Diagnostic,
  type FormAction,
  type FormSnapshot,
  type ScriptRunner,
} from '@formwright/core';
import { EXIT, type RenderOptions } from './main';

const MAX_FILE_BYTES = MAX_SPEC_CHARS * 4;

class UsageError extends Error {}

async function readText(file: string, what: string): Promise<string> {
  let info;
  try {
    info = await stat(file);
  } catch (err) {
    throw new UsageError(
      `cannot read ${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    );
  }
  if (!info.isFile()) throw new UsageError(`cannot read ${what} ${file}: it is not a regular file`);
  if (info.size > MAX_FILE_BYTES) throw new UsageError(`cannot read ${what} ${file}: the file is too large`);
  return new TextDecoder('utf-8').decode(await readFile(file));
}

/** Reads and checks the actions file: a JSON array of objects (decisions.md D6). */
function parseActions(text: string, file: string): FormAction[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(parsed)) throw new UsageError(`${file} must hold a JSON array of actions`);
  parsed.forEach((step, i) => {
    if (typeof step !== 'object' || step === null || Array.isArray(step)) {
      throw new UsageError(`${file}: action ${i + 1} must be an object such as {"set": "id", "value": 1}`);
    }
  });
  return parsed as FormAction[];
}

/** Loads the form script into the sandbox (only when one is given: QuickJS loads on demand). */
async function loadScript(source: string): Promise<ScriptRunner> {
  return createScriptRunner(source, {});
}

/** The JSON output: values of every instance (list items under their prefixed ids), mandatory, report, diagnostics. */
export function renderJson(snapshot: FormSnapshot, diagnostics: readonly Diagnostic[]): unknown {
  const values: Record<string, unknown> = {};
  for (const [id, c] of snapshot.components) {
    if (c.value !== undefined && !id.startsWith('#')) values[id] = c.value;
  }
  return {
    report: snapshot.report.markup,
    reportMarkup: snapshot.report.markup,
    sections: Object.fromEntries(snapshot.report.sections.map((s) => [s.id, s.markup])),
    values,
    mandatory: snapshot.mandatory.map(({ id, level, label }) => ({ id, level, label })),
    diagnostics: diagnostics.map(
      ({ severity, code, message, line, column, path, componentId, property }) => ({
        severity,
        code,
        message,
        line,
        column,
        path,
        ...(componentId === undefined ? {} : { componentId }),
        ...(property === undefined ? {} : { property }),
      }),
    ),
  };
}

/**
 * `formwright render FORM [--script FILE] [--actions FILE] [--format text|json|rtf]` (decisions.md D6):
 * runs the form headless on a ManualClock: init, then each action settled as after real user input (its
 * script timers flushed), then prints the outputs. Exit 0, 1 when the form has errors, 2 on bad usage
 * or unreadable files.
 */
export async function renderCommand(form: string, opts: RenderOptions): Promise<number> {
  const format = opts.format ?? 'text';
  if (!['text', 'json', 'rtf'].includes(format)) return usage(`unknown format ${format} (text, json or rtf)`);
  let specText: string;
  let actions: FormAction[] = [];
  let scriptSource: string | undefined;
  try {
    specText = await readText(form, 'form');
    if (opts.actions) actions = parseActions(await readText(opts.actions, 'actions'), opts.actions);
    if (opts.script) scriptSource = await readText(opts.script, 'script');
  } catch (err) {
    if (err instanceof UsageError) return usage(err.message);
    throw err;
  }
  let script: ScriptRunner | undefined;
  if (scriptSource !== undefined) script = await loadScript(scriptSource);
  const parsed = parseSpec(specText, script ? { scriptFunctions: script.functionNames } : {});
  const specDiagnostics = [...parsed.diagnostics, ...(script?.diagnostics ?? [])];
  if (!parsed.spec || hasErrors(specDiagnostics)) {
    if (format === 'json')
      process.stdout.write(`${JSON.stringify({ diagnostics: renderDiagnostics(specDiagnostics) })}\n`);
    for (const d of specDiagnostics)
      process.stderr.write(`${form}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}\n`);
    return EXIT.errors;
  }
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'));
  const store = createForm(parsed.spec, { clock, ...(script ? { script } : {}) });
  clock.runAll();
  for (const action of actions) {
    store.update(action);
    clock.runAll();
    store.flush();
  }
  const snapshot = store.getSnapshot();
  const diagnostics = [...specDiagnostics, ...dedupe(snapshot.diagnostics, specDiagnostics)];
  store.dispose();
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify(renderJson(snapshot, diagnostics), null, 2)}\n`);
  } else {
    // Plain text and RTF belong to the outputs work; until then both print the report markup.
    const section = opts.section;
    const text = section
      ? (snapshot.report.sections.find((s) => s.id === section)?.markup ?? '')
      : snapshot.report.markup;
    process.stdout.write(`${text}\n`);
    for (const d of diagnostics)
      process.stderr.write(`${form}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}\n`);
  }
  return hasErrors(diagnostics) ? EXIT.errors : EXIT.ok;
}

function renderDiagnostics(ds: readonly Diagnostic[]): unknown[] {
  return ds.map(({ severity, code, message, line, column, path }) => ({
    severity,
    code,
    message,
    line,
    column,
    path,
  }));
}

/** Engine diagnostics that repeat one of the spec's (formula compile errors are found by both). */
function dedupe(engine: readonly Diagnostic[], spec: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set(spec.map((d) => `${d.code}|${d.line}|${d.column}|${d.message}`));
  return engine.filter((d) => !seen.has(`${d.code}|${d.line}|${d.column}|${d.message}`));
}

function usage(message: string): number {
  process.stderr.write(`formwright render: ${message}\n`);
  return EXIT.usage;
}
