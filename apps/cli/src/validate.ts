import { readFile, stat } from 'node:fs/promises';
import { createDiagnostic, hasErrors, MAX_SPEC_CHARS, parseSpec, type Diagnostic } from '@formwright/core';
import { EXIT } from './main';

/** Files larger than this many bytes are not read at all (UTF-8 takes at most 4 bytes per character). */
const MAX_FILE_BYTES = MAX_SPEC_CHARS * 4;

/**
 * `formwright validate FORM [--json]` (decisions.md D6): prints the diagnostics of a form specification as
 * `FILE:LINE:COL SEVERITY CODE MESSAGE` lines, or as `{"diagnostics":[…]}`. Resolves to the exit code: 0
 * without errors (warnings allowed), 1 with errors, 2 when the file cannot be read.
 */
export async function validateCommand(form: string, opts: { json?: boolean }): Promise<number> {
  let diagnostics: readonly Diagnostic[];
  try {
    const info = await stat(form);
    if (info.isDirectory()) return unreadable(form, 'it is a directory');
    if (!info.isFile()) return unreadable(form, 'it is not a regular file');
    if (info.size > MAX_FILE_BYTES) {
      const detail = `the file is ${(info.size / 1048576).toFixed(1)} MB; the limit is ${MAX_SPEC_CHARS / 1048576} MB`;
      diagnostics = [createDiagnostic('fatal-parse', { params: { detail } })];
    } else {
      const text = new TextDecoder('utf-8').decode(await readFile(form));
      diagnostics = parseSpec(text).diagnostics;
    }
  } catch (err) {
    return unreadable(form, (err as NodeJS.ErrnoException).code ?? String(err));
  }

  if (opts.json) {
    const out = diagnostics.map(({ severity, code, message, line, column, path }) => ({
      severity,
      code,
      message,
      line,
      column,
      path,
    }));
    process.stdout.write(`${JSON.stringify({ diagnostics: out })}\n`);
  } else {
    for (const d of diagnostics) {
      process.stdout.write(
        `${form}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message.replace(/\s*\n\s*/g, ' ')}\n`,
      );
    }
  }
  return hasErrors(diagnostics) ? EXIT.errors : EXIT.ok;
}

function unreadable(form: string, why: string): number {
  process.stderr.write(`formwright validate: cannot read ${form}: ${why}\n`);
  return EXIT.usage;
}
