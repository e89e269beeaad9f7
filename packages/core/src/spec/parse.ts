import { LineCounter, parseDocument } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { convertDocument } from './convert';
import { MAX_SPEC_CHARS, MAX_SYNTAX_ERRORS } from './limits';
import { SourceMap } from './sourceMap';

/** The text read as plain values, the map back to the text, and what went wrong while reading. */
export interface ParsedText {
  /** The top-level value, or undefined when the text could not be read. */
  readonly root: unknown;
  readonly sourceMap: SourceMap;
  /** Syntax and fatal diagnostics; when any is an error, `root` must not be validated. */
  readonly diagnostics: Diagnostic[];
}

/**
 * Reads a specification text (YAML, or JSON as YAML) into plain values that remember where they were
 * written. Refuses unreadable input (empty, binary, larger than {@link MAX_SPEC_CHARS}) with
 * 'fatal-parse', reports YAML syntax errors as 'exception-while-parsing' (tabs as 'invalid-yaml-tab'),
 * and never throws.
 */
export function parseText(text: string): ParsedText {
  const lineCounter = new LineCounter();
  const sourceMap = new SourceMap(lineCounter, typeof text === 'string' ? text.length : 0);
  const fatal = (detail: string): ParsedText => ({
    root: undefined,
    sourceMap,
    diagnostics: [createDiagnostic('fatal-parse', { params: { detail } })],
  });

  // JavaScript callers (the designer's message handlers) may hand over anything.
  if (typeof text !== 'string') return fatal('the input is not text');
  if (text.length > MAX_SPEC_CHARS) {
    return fatal(`the text is ${megabytes(text.length)} MB; the limit is ${megabytes(MAX_SPEC_CHARS)} MB`);
  }
  if (text.trim() === '') return fatal('the text is empty');
  if (looksBinary(text)) return fatal('the text is binary, not YAML or JSON');

  let doc;
  try {
    doc = parseDocument(text, {
      lineCounter,
      prettyErrors: false,
      uniqueKeys: true,
      keepSourceTokens: false,
    });
  } catch (err) {
    // The yaml package catches its own failures; this is a last guard so that nothing escapes parseSpec.
    return fatal(err instanceof Error ? err.message : String(err));
  }

  if (doc.errors.length > 0) {
    const diagnostics = doc.errors.slice(0, MAX_SYNTAX_ERRORS).map((e) => {
      const range = sourceMap.range(e.pos);
      if (e.code === 'TAB_AS_INDENT') return createDiagnostic('invalid-yaml-tab', { range });
      if (/call stack/i.test(e.message)) {
        return createDiagnostic('fatal-parse', {
          range,
          params: { detail: 'the text is nested too deeply' },
        });
      }
      return createDiagnostic('exception-while-parsing', { range, params: { detail: plainDetail(e, text) } });
    });
    return { root: undefined, sourceMap, diagnostics: dedupe(diagnostics) };
  }
  if (doc.contents === null) return fatal('the text holds only comments');

  const converted = convertDocument(doc, sourceMap);
  return { root: converted.value, sourceMap, diagnostics: converted.diagnostics };
}

/**
 * The yaml package's message in the author's words where the mistake is a common one: a formula or text
 * holding `: ` (read as a nested key), an unclosed `[`. Other messages are kept as the parser wrote them.
 */
function plainDetail(e: { code: string; message: string; pos: [number, number] }, text: string): string {
  const lineStart = text.lastIndexOf('\n', e.pos[0] - 1) + 1;
  const lineEnd = text.indexOf('\n', e.pos[0]);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (e.code === 'BLOCK_AS_IMPLICIT_KEY') {
    const value = /^\s*(?:-\s+)?[^:]+:\s+(.*)$/.exec(line)?.[1] ?? '';
    return /^:?=/.test(value)
      ? 'put a formula containing `: ` or `? ` in quotes'
      : 'put a text containing `: ` in quotes';
  }
  if (/end with a \]/.test(e.message)) return 'a `[` is not closed: add `]` at the end of its list';
  if (/end with a \}/.test(e.message)) return 'a `{` is not closed: add `}` at the end of its mapping';
  return e.message;
}

/** NUL bytes, or many control or replacement characters near the start, mean the file is not text. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const head = text.slice(0, 8192);
  let odd = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) odd++;
  }
  return odd > head.length / 10;
}

/** The yaml package may report the same problem at the same place more than once. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.from}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function megabytes(chars: number): string {
  return (chars / (1024 * 1024)).toFixed(1);
}
