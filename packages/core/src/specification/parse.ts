import { LineCounter, parseDocument } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { convertDocument } from './convert';
import { MAX_SPEC_CHARS } from './limits';
import { SourceMap } from './sourceMap';
import { syntaxDiagnostics } from './yamlMistakes';

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
 * 'fatal-parse', reports YAML syntax errors one per mistake (see yamlMistakes.ts: 'invalid-yaml-tab',
 * 'yaml-mistake' in plain words, else 'exception-while-parsing'),
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
    return { root: undefined, sourceMap, diagnostics: syntaxDiagnostics(doc.errors, text, sourceMap) };
  }
  if (doc.contents === null) return fatal('the text holds only comments');

  const converted = convertDocument(doc, sourceMap);
  return { root: converted.value, sourceMap, diagnostics: converted.diagnostics };
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

function megabytes(chars: number): string {
  return (chars / (1024 * 1024)).toFixed(1);
}
