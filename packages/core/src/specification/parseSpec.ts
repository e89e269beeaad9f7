import { createDiagnostic, hasErrors, type Diagnostic } from '../diagnostics';
import { buildModel } from './buildModel';
import { IdRegistry, isMapping, ProviderCheck, type CheckContext } from './checkContext';
import { walkComponents } from './components';
import { checkFormulaCycles } from './formulaCycles';
import { checkFormulas } from './formulas';
import { checkMetadataDefaults } from './metadataDefaults';
import type { FormSpec, ParseResult } from './model';
import { parseText, type ParsedText } from './parse';
import { checkSectionedOutput } from './sectionedOutput';
import { checkToggleReferences } from './toggleReferences';
import { checkTopLevel } from './topLevel';

/** Options of {@link parseSpec}. */
export interface ParseSpecOptions {
  /** Providers registered in the designer, known beside the built-in ones (see BUILTIN_PROVIDERS). */
  readonly knownProviders?: readonly string[];
  /** Functions of the form script, callable from formulas (absent: the form has no script). */
  readonly scriptFunctions?: readonly string[];
  /**
   * The form's script does not parse (its own diagnostic says so): what it defines cannot be known, so a
   * formula's call of a function that is no helper is taken as a call into it, not an unknown function.
   */
  readonly scriptDoesNotParse?: boolean;
  /**
   * The result for the text before an edit (the designer's last keystroke): an edit inside one scalar
   * value written on one line is then read without parsing the whole text again. The result is the same.
   */
  readonly previous?: ParseResult;
}

/** The reading of the text behind each result, for a later parse given that result as `previous`. */
const readings = new WeakMap<ParseResult, ParsedText>();

/** True when a script's diagnostics say it does not parse: the {@link ParseSpecOptions} `scriptDoesNotParse`. */
export function scriptDoesNotParse(scriptDiagnostics: readonly Diagnostic[]): boolean {
  return scriptDiagnostics.some((d) => d.code === 'script-parse');
}

/**
 * Parses and validates a form specification (YAML, or JSON as YAML). Never throws: every problem is a
 * located diagnostic, sorted by line and column. The immutable model is returned as `spec` only when there
 * are no errors (warnings allowed), and as `runnable` whenever no error is fatal; formulas are checked last, by {@link checkFormulas}, whenever the text could be
 * read as a form, so their errors show together with the others.
 */
export function parseSpec(text: string, options: ParseSpecOptions = {}): ParseResult {
  const before = options.previous && readings.get(options.previous);
  const parsed = parseText(text, before);
  const result = validate(text, parsed, options);
  readings.set(result, parsed);
  return result;
}

function validate(text: string, parsed: ParsedText, options: ParseSpecOptions): ParseResult {
  const diagnostics: Diagnostic[] = parsed.diagnostics;
  if (hasErrors(diagnostics)) return finish(undefined, diagnostics);
  const root = parsed.root;
  if (!isMapping(root)) {
    const shape = Array.isArray(root) ? 'a list' : root === null ? 'empty' : `a ${typeof root}`;
    diagnostics.push(
      createDiagnostic('fatal-parse', {
        range: parsed.sourceMap.rangeOf(root),
        params: {
          detail: `the top level is ${shape}; a form is a mapping with Metadata, Components and ReportOutput`,
        },
      }),
    );
    return finish(undefined, diagnostics);
  }

  const ctx: CheckContext = {
    sourceMap: parsed.sourceMap,
    diagnostics,
    ids: new IdRegistry(),
    providers: new ProviderCheck(options.knownProviders ?? []),
    autoCount: 0,
  };
  const sections = checkTopLevel(root, ctx);
  checkMetadataDefaults(sections.metadata, ctx);
  declareMetadataProviders(sections.metadata, ctx);
  const nodes = walkComponents(sections.components ?? [], { path: ['Components'], parentId: '#Root' }, ctx);
  ctx.providers.finish(diagnostics);
  checkSectionedOutput(sections.reportOutput, nodes, ctx);

  // The model is built even when there are errors so that formulas are checked in the same pass: an author
  // sees every problem at once. It is returned only when nothing is wrong.
  const spec = buildModel(sections, nodes, ctx);
  const droppedIds = (id: string) => ctx.ids.has(id);
  checkFormulas(spec, diagnostics, {
    source: text,
    droppedIds,
    ...(options.scriptFunctions ? { scriptFunctions: options.scriptFunctions } : {}),
  });
  checkFormulaCycles(spec, diagnostics);
  checkToggleReferences(spec, diagnostics, droppedIds);
  if (options.scriptDoesNotParse) dropUnknownFunctions(diagnostics);
  const fatal = !sections.metadata || !sections.components || !sections.reportOutput;
  return finish(hasErrors(diagnostics) ? undefined : spec, diagnostics, fatal ? undefined : spec);
}

/** Removes the 'unknown-function' findings (a script that does not parse may define any function). */
function dropUnknownFunctions(diagnostics: Diagnostic[]): void {
  for (let i = diagnostics.length - 1; i >= 0; i--)
    if (diagnostics[i]?.code === 'unknown-function') diagnostics.splice(i, 1);
}

/** Forwarded providers and explicit data sources are known and count as data sources. */
function declareMetadataProviders(metadata: Record<string, unknown> | undefined, ctx: CheckContext): void {
  for (const key of ['forwardProviders', 'explicitDataSources'] as const) {
    const list = metadata?.[key];
    if (!Array.isArray(list)) continue;
    list.forEach((name, i) => {
      if (typeof name === 'string')
        ctx.providers.declare(name, ctx.sourceMap.entryRange(list, i), ['Metadata', key, i]);
    });
  }
}

/** Sorts by line, then column (stable, so findings at one place keep their order). */
function finish(spec: ParseResult['spec'], diagnostics: Diagnostic[], runnable?: FormSpec): ParseResult {
  const sorted = diagnostics
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => a.line - b.line || a.column - b.column || i - j)
    .map(([d]) => d);
  return { spec, ...(runnable ? { runnable } : {}), diagnostics: sorted };
}
