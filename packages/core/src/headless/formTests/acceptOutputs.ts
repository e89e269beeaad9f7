import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit, type Node as YamlNode } from 'yaml';
import { projectActual } from './compare';
import { mostAlike } from './similarity';
import type { Expectations, FormTestScenario, OutputsJson, ScenarioResult } from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : isObject(v) ? Object.keys(v).length > 0 : v !== undefined;

/** A diagnostic as an expectation pins it: what it says, not where (places move with every edit). */
function briefDiagnostic(d: unknown): unknown {
  if (!isObject(d)) return d;
  const { severity, code, message, step } = d;
  return { severity, code, message, ...(step === undefined ? {} : { step }) };
}

/**
 * The expectations that make a run's outputs pass (the golden outputs of `formwright test --update` and
 * the designer's Accept). With `previous` expectations, the same outputs are kept, each cut to the keys
 * given (objects by the keys the author chose); `reportContains` keeps the texts the report still holds,
 * a text it lost becomes the report line most like it, and when no line is alike the whole report is
 * expected instead. Without, the report, codes, values and
 * mandatory fields, the sections, worklist, free fields and openEHR composition when the form has any,
 * and the diagnostics (severity, code and message).
 */
export function expectationsFrom(actual: OutputsJson, previous: Expectations = {}): Expectations {
  const out: Record<string, unknown> = {};
  const keys = Object.keys(previous);
  if (keys.length === 0) {
    out.report = actual.report;
    for (const key of [
      'sections',
      'codes',
      'values',
      'mandatory',
      'worklist',
      'freeFields',
      'openEhr',
    ] as const) {
      const always = key === 'codes' || key === 'values' || key === 'mandatory';
      // An openEHR composition of only its context (ctx/language) says nothing about the form.
      const value =
        key === 'openEhr' && isObject(actual[key])
          ? Object.keys(actual[key]).filter((k) => !k.startsWith('ctx/'))
          : actual[key];
      if (always || nonEmpty(value)) out[key] = actual[key];
    }
    out.diagnostics = ((actual.diagnostics as unknown[]) ?? []).map(briefDiagnostic);
    return out;
  }
  for (const key of keys) {
    const expected = (previous as Record<string, unknown>)[key];
    if (key === 'reportContains') {
      const report = typeof actual.report === 'string' ? actual.report : '';
      const texts = (expected as string[]) ?? [];
      // A text the report no longer holds becomes the report line most like it; with none alike, the
      // whole report is expected instead.
      const lines = report.split('\n');
      const kept: string[] = [];
      let lost = false;
      for (const t of texts) {
        const now = report.includes(t) ? t : mostAlike(t, lines, 0.3);
        if (now === undefined) lost = true;
        else if (!kept.includes(now)) kept.push(now);
      }
      out.reportContains = kept;
      if (lost) out.report = report;
      continue;
    }
    let value = projectActual(actual[key], expected);
    if (key === 'diagnostics' && Array.isArray(value)) {
      value = value.map((d, i) => (i < (expected as unknown[]).length ? d : briefDiagnostic(d)));
    }
    out[key] = value;
  }
  return out;
}

/** Multi-line texts as YAML block literals (`|`), so a report reads as it prints. */
function blockTexts(node: unknown): void {
  visit(node as YamlNode, {
    Scalar(_key, scalar) {
      if (
        typeof scalar.value === 'string' &&
        scalar.value.includes('\n') &&
        !/[ \t]\n|\n$|^\s/.test(scalar.value)
      ) {
        scalar.type = Scalar.BLOCK_LITERAL;
      }
    },
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every YAML document this writer makes: an object that appears twice is written twice in full, never as
 * an anchor and alias (`&a1` / `*a1`), which `parseFormTests` refuses.
 */
const newDocument = (value: unknown) => new Document(value, { aliasDuplicateObjects: false });

/** The result of {@link acceptOutputs}: the new text of the tests file and the scenarios it changed. */
export interface AcceptedOutputs {
  readonly text: string;
  readonly updated: readonly string[];
}

/** `key: value` as YAML, its lines after the first indented by `indent`; flow style when `flow` and no text spans lines. */
function pairText(key: string, value: unknown, indent: string, flow: boolean): string {
  const doc = newDocument({ [key]: value });
  blockTexts(doc.contents);
  const node = isMap(doc.contents) ? doc.contents.items[0]?.value : undefined;
  if (flow && (isMap(node) || isSeq(node)) && !JSON.stringify(value).includes('\\n')) node.flow = true;
  const text = doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
  return text.replace(/\n/g, `\n${indent}`);
}

/** One replacement in the text: the characters from `from` to `to` become `text`. */
interface Edit {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

/**
 * Writes the actual outputs of `results` as the expectations of the scenarios named (default: every
 * scenario that ran to its end) into a tests file's text (`formwright test --update`, the designer's
 * Accept). Only the expectations that change are rewritten, in place: every other character of the file
 * (other scenarios, comments, formatting) stays as written.
 */
export function acceptOutputs(
  text: string,
  results: readonly ScenarioResult[],
  names?: readonly string[],
): AcceptedOutputs {
  const doc = parseDocument(text, { keepSourceTokens: false });
  const updated: string[] = [];
  if (doc.errors.length > 0 || !isSeq(doc.contents)) return { text, updated };
  const byName = new Map(results.map((r) => [r.name, r]));
  const edits: Edit[] = [];
  const columnOf = (offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1);
  for (const item of doc.contents.items) {
    if (!isMap(item)) continue;
    const name = String(item.get('name'));
    const result = byName.get(name);
    if (!result?.actual || result.failure || (names && !names.includes(name))) continue;
    const pair = item.items.find((p) => isScalar(p.key) && p.key.value === 'expect');
    if (!pair || !isScalar(pair.key) || !pair.key.range) continue;
    const expectNode = pair.value as YamlNode | null;
    const previous = (isMap(expectNode) ? (expectNode.toJSON() as Expectations) : {}) ?? {};
    const next = expectationsFrom(result.actual, previous);
    const changedKeys = Object.keys(next).filter(
      (k) => !same((previous as Record<string, unknown>)[k], next[k as keyof Expectations]),
    );
    if (changedKeys.length === 0) continue;
    updated.push(name);
    const keyStart = pair.key.range[0];
    if (item.flow && expectNode?.range) {
      // A scenario written as one flow mapping keeps its expectations in flow style, in place.
      const flowDoc = newDocument(next);
      if (isMap(flowDoc.contents)) flowDoc.contents.flow = true;
      const flowText = flowDoc.toString({ lineWidth: 0 }).replace(/\n$/, '');
      edits.push({ from: expectNode.range[0], to: expectNode.range[1], text: flowText });
      continue;
    }
    if (!isMap(expectNode) || expectNode.flow || expectNode.items.length === 0) {
      // An empty or flow `expect` becomes a block below its key.
      const indent = ' '.repeat(columnOf(keyStart) + 2);
      const body = Object.entries(next)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${indent}${pairText(k, v, indent, false)}`);
      const end = expectNode?.range?.[1] ?? text.indexOf(':', pair.key.range[1]) + 1;
      edits.push({
        from: keyStart,
        to: end,
        text: `expect:\n${body.join('\n')}${text[end - 1] === '\n' ? '\n' : ''}`,
      });
      continue;
    }
    const first = expectNode.items[0]?.key as YamlNode | undefined;
    const indent = ' '.repeat(columnOf(first?.range?.[0] ?? keyStart + 2));
    for (const key of changedKeys) {
      const value = next[key as keyof Expectations];
      const old = expectNode.items.find((p) => isScalar(p.key) && p.key.value === key);
      const oldValue = old?.value as YamlNode | null | undefined;
      if (old && isScalar(old.key) && old.key.range && oldValue?.range) {
        const flow = (isMap(oldValue) || isSeq(oldValue)) && oldValue.flow === true;
        const to = oldValue.range[1];
        const newline = text[to - 1] === '\n' ? '\n' : '';
        edits.push({ from: old.key.range[0], to, text: `${pairText(key, value, indent, flow)}${newline}` });
      } else {
        const last = expectNode.items.at(-1)?.value as YamlNode | null | undefined;
        const at = last?.range?.[2] ?? expectNode.range?.[1] ?? text.length;
        const line = pairText(key, value, indent, false);
        edits.push({
          from: at,
          to: at,
          text: text[at - 1] === '\n' ? `${indent}${line}\n` : `\n${indent}${line}`,
        });
      }
    }
  }
  let out = text;
  for (const e of [...edits].sort((a, b) => b.from - a.from))
    out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return { text: out, updated };
}

/**
 * Adds a scenario to the end of a tests file's text (the designer's recorded session), keeping every
 * character of the rest; an empty text becomes a file of this one scenario.
 */
export function addScenario(text: string, scenario: FormTestScenario): string {
  const plain = {
    name: scenario.name,
    ...(scenario.state === undefined ? {} : { state: scenario.state }),
    ...(scenario.providers === undefined ? {} : { providers: scenario.providers }),
    actions: scenario.actions,
    expect: scenario.expect,
  };
  const doc = newDocument([plain]);
  const node = isSeq(doc.contents) ? doc.contents.items[0] : undefined;
  blockTexts(node);
  // Steps read best as one flow mapping per line, as in an actions file.
  const actions = isMap(node) ? node.get('actions', true) : undefined;
  if (isSeq(actions)) for (const step of actions.items) if (isMap(step)) step.flow = true;
  const added = doc.toString({ lineWidth: 0 });
  if (text.trim() === '') return added;
  return `${text}${text.endsWith('\n') ? '' : '\n'}${added}`;
}
