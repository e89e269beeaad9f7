/**
 * The "parse" chunk, loaded only when a host passes specification TEXT (YAML or JSON) rather than the
 * compiled form: the YAML parser and the validators. It parses as the designer does and hands the main
 * bundle a compiled form, so one engine (the main bundle's) runs every form. A spec with errors that are
 * not fatal still runs (`runnable`), with its diagnostics for build mode's error display.
 */
import { parseSpec, serializeSpec, scriptDoesNotParse } from '@formwright/core/authoring';
import type { CompiledSpec, Diagnostic } from '@formwright/core/runtime';

/** The result of {@link parseToCompiled}: the compiled form when the spec can run, and every diagnostic. */
export interface ParsedText {
  readonly compiled: CompiledSpec | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** Parses specification text, knowing the script's functions and whether the script parses. */
export function parseToCompiled(
  text: string,
  script:
    { readonly functionNames: readonly string[]; readonly diagnostics: readonly Diagnostic[] } | undefined,
): ParsedText {
  const parsed = parseSpec(
    text,
    script
      ? { scriptFunctions: script.functionNames, scriptDoesNotParse: scriptDoesNotParse(script.diagnostics) }
      : {},
  );
  const spec = parsed.runnable;
  return { compiled: spec ? serializeSpec(spec) : undefined, diagnostics: parsed.diagnostics };
}
