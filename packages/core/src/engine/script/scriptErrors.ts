import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';
import { createDiagnostic, NO_RANGE, type Diagnostic, type SourceRange } from '../../diagnostics';

/** What the sandbox tells about an exception: name, message and, when known, its place in script.js. */
export interface ErrorInfo {
  readonly name: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  /** The script function the exception was thrown in (the innermost named frame), when the stack says. */
  readonly fn?: string;
}

/** Line and column (1-based) to a range in the source text. */
export function rangeAt(source: string, line?: number, column?: number): SourceRange {
  if (line === undefined) return NO_RANGE;
  const lines = source.split('\n');
  const l = Math.min(Math.max(1, line), lines.length);
  const c = Math.max(1, column ?? 1);
  let from = 0;
  for (let i = 0; i < l - 1; i++) from += (lines[i]?.length ?? 0) + 1;
  from = Math.min(source.length, from + c - 1);
  return { line: l, column: c, endLine: l, endColumn: c + 1, from, to: Math.min(source.length, from + 1) };
}

/** Reads a sandbox exception (an Error object, or any thrown value) without throwing itself. */
export function readErrorInfo(ctx: QuickJSContext | undefined, handle: QuickJSHandle): ErrorInfo {
  if (!ctx) return { name: 'Error', message: 'unknown error' };
  let raw: unknown;
  try {
    raw = ctx.dump(handle);
  } catch {
    raw = undefined;
  }
  if (raw !== null && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    const stack = typeof r.stack === 'string' ? r.stack : '';
    const at = /script\.js:(\d+):(\d+)/.exec(stack);
    const frame = /^\s*at ([\p{L}_$][\p{L}\p{N}_$]*) \(script\.js:/u.exec(stack);
    const line = typeof r.lineNumber === 'number' ? r.lineNumber : at ? Number(at[1]) : undefined;
    const column = typeof r.columnNumber === 'number' ? r.columnNumber : at ? Number(at[2]) : undefined;
    return {
      name: typeof r.name === 'string' ? r.name : 'Error',
      message: typeof r.message === 'string' ? r.message : String(raw),
      ...(line === undefined ? {} : { line }),
      ...(column === undefined ? {} : { column }),
      ...(frame?.[1] === undefined ? {} : { fn: frame[1] }),
    };
  }
  // `throw 'text'` or an error the sandbox could not even describe (out of memory while dumping).
  return { name: 'Error', message: raw === undefined || raw === null ? 'out of memory' : String(raw) };
}

/**
 * Where the sandbox is in the script right now: the innermost script.js frame of a fresh stack trace
 * (the call a host helper was called from). Undefined when no script frame is on the stack.
 */
export function currentScriptRange(ctx: QuickJSContext, source: string): SourceRange | undefined {
  const res = ctx.evalCode('new Error().stack', 'location.js');
  if (res.error) {
    res.error.dispose();
    return undefined;
  }
  const stack: unknown = ctx.dump(res.value);
  res.value.dispose();
  const at = typeof stack === 'string' ? /script\.js:(\d+):(\d+)/.exec(stack) : null;
  return at ? rangeAt(source, Number(at[1]), Number(at[2])) : undefined;
}

/** The spec's 'script-parse' diagnostic for a script that does not parse, at the error's place in it. */
export function parseDiagnostic(source: string, info: ErrorInfo): Diagnostic {
  const detail = `${info.name}: ${info.message}${info.line === undefined ? '' : ` (line ${info.line})`}.`;
  return createDiagnostic('script-parse', {
    params: { detail },
    range: rangeAt(source, info.line, info.column),
    origin: info.line === undefined ? 'none' : 'script',
  });
}

/** True when two diagnostics say the same thing at the same place (a failure repeated is reported once). */
export function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  return (
    a.code === b.code &&
    a.message === b.message &&
    a.origin === b.origin &&
    a.line === b.line &&
    a.column === b.column
  );
}
