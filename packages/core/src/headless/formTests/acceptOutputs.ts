import {
  Document,
  isMap,
  isSeq,
  parseDocument,
  Scalar,
  visit,
  type Node as YamlNode,
  type YAMLMap,
} from 'yaml';
import { missingFromReport, projectActual } from './compare';
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
 * and when one is gone the whole report is expected instead. Without, the report, codes, values and
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
      if (always || nonEmpty(actual[key])) out[key] = actual[key];
    }
    out.diagnostics = ((actual.diagnostics as unknown[]) ?? []).map(briefDiagnostic);
    return out;
  }
  for (const key of keys) {
    const expected = (previous as Record<string, unknown>)[key];
    if (key === 'reportContains') {
      const report = typeof actual.report === 'string' ? actual.report : '';
      const texts = (expected as string[]) ?? [];
      const missing = missingFromReport(texts, report);
      out.reportContains = texts.filter((t) => !missing.includes(t));
      if (missing.length > 0) out.report = report;
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

/** The result of {@link acceptOutputs}: the new text of the tests file and the scenarios it changed. */
export interface AcceptedOutputs {
  readonly text: string;
  readonly updated: readonly string[];
}

/**
 * Writes the actual outputs of `results` as the expectations of the scenarios named (default: every
 * scenario that ran to its end) into a tests file's text (`formwright test --update`, the designer's
 * Accept). Only the expectations that change are rewritten: the file's other content, its comments and
 * the formatting of everything else stay as written.
 */
export function acceptOutputs(
  text: string,
  results: readonly ScenarioResult[],
  names?: readonly string[],
): AcceptedOutputs {
  const doc = parseDocument(text);
  const updated: string[] = [];
  if (!isSeq(doc.contents)) return { text, updated };
  const byName = new Map(results.map((r) => [r.name, r]));
  for (const item of doc.contents.items) {
    if (!isMap(item)) continue;
    const name = String(item.get('name'));
    const result = byName.get(name);
    if (!result?.actual || result.failure || (names && !names.includes(name))) continue;
    const expectNode = item.get('expect', true);
    const previous = (isMap(expectNode) ? (expectNode.toJSON() as Expectations) : {}) ?? {};
    const next = expectationsFrom(result.actual, previous);
    if (!isMap(expectNode)) {
      const created = doc.createNode(next);
      blockTexts(created);
      (item as YAMLMap<unknown, unknown>).set('expect', created);
      updated.push(name);
      continue;
    }
    let changed = false;
    // A flow mapping (`expect: {}`) cannot hold block texts: the expectations are written as a block.
    if (expectNode.flow) expectNode.flow = false;
    for (const [key, value] of Object.entries(next)) {
      if (same((previous as Record<string, unknown>)[key], value)) continue;
      const node = doc.createNode(value);
      blockTexts(node);
      expectNode.set(key, node as never);
      changed = true;
    }
    if (changed) updated.push(name);
  }
  if (updated.length === 0) return { text, updated };
  return { text: doc.toString({ lineWidth: 0, flowCollectionPadding: false }), updated };
}

/**
 * Adds a scenario to the end of a tests file's text (the designer's recorded session), keeping the rest as
 * written; an empty text becomes a file of this one scenario.
 */
export function addScenario(text: string, scenario: FormTestScenario): string {
  const plain = {
    name: scenario.name,
    ...(scenario.state === undefined ? {} : { state: scenario.state }),
    ...(scenario.providers === undefined ? {} : { providers: scenario.providers }),
    actions: scenario.actions,
    expect: scenario.expect,
  };
  const doc = text.trim() === '' ? new Document([]) : parseDocument(text);
  if (!isSeq(doc.contents)) return text;
  const node = doc.createNode(plain);
  blockTexts(node);
  // Steps read best as one flow mapping per line, as in an actions file.
  const actions = isMap(node) ? node.get('actions', true) : undefined;
  if (isSeq(actions)) for (const step of actions.items) if (isMap(step)) step.flow = true;
  doc.contents.add(node);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
