import { LineCounter, parseDocument } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { convertDocument } from './convert';
import { reparseScalarEdit, YAML_READ_OPTIONS, type ScalarReading } from './editableScalars';
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
 * What a reading with no diagnostics and a mapping at the top keeps for the next one (its text, line
 * starts and one-line scalar values), off the public {@link ParsedText}.
 */
const readings = new WeakMap<ParsedText, ScalarReading>();

/**
 * Reads a specification text (YAML, or JSON as YAML) into plain values that remember where they were
 * written. Refuses unreadable input (empty, binary, larger than {@link MAX_SPEC_CHARS}) with
 * 'fatal-parse', reports YAML syntax errors one per mistake (see yamlMistakes.ts: 'invalid-yaml-tab',
 * 'yaml-mistake' in plain words, else 'exception-while-parsing'),
 * and never throws.
 *
 * `previous` is the reading of the text before an edit (the designer's last keystroke): when the edit
 * stays inside one scalar value written on one line (editableScalars.ts), the new reading is made from
 * it without the yaml parser, the same as a whole reading would give.
 */
export function parseText(text: string, previous?: ParsedText): ParsedText {
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

  const again = previous && parseEdit(text, previous);
  if (again) return again;

  let doc;
  try {
    doc = parseDocument(text, { lineCounter, ...YAML_READ_OPTIONS });
  } catch (err) {
    // The yaml package catches its own failures; this is a last guard so that nothing escapes parseSpec.
    return fatal(err instanceof Error ? err.message : String(err));
  }

  if (doc.errors.length > 0) {
    return { root: undefined, sourceMap, diagnostics: syntaxDiagnostics(doc.errors, text, sourceMap) };
  }
  if (doc.contents === null) return fatal('the text holds only comments');

  const converted = convertDocument(doc, sourceMap, text);
  const parsed: ParsedText = { root: converted.value, sourceMap, diagnostics: converted.diagnostics };
  const { value, scalars } = converted;
  if (converted.diagnostics.length > 0 || !scalars) return parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return parsed;
  return remembered(parsed, { text, root: value, sourceMap, lineCounter, scalars });
}

/**
 * The reading of `text` made from `previous` without the yaml parser, when `text` differs from the text
 * `previous` read by one edit inside one scalar value on one line (editableScalars.ts); undefined when it
 * needs a whole reading. {@link parseText} tries it first; it does not check what parseText refuses.
 */
export function parseEdit(text: string, previous: ParsedText): ParsedText | undefined {
  const before = readings.get(previous);
  const again = before && reparseScalarEdit(before, text);
  return again && remembered({ root: again.root, sourceMap: again.sourceMap, diagnostics: [] }, again);
}

function remembered(parsed: ParsedText, reading: ScalarReading): ParsedText {
  readings.set(parsed, reading);
  return parsed;
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
