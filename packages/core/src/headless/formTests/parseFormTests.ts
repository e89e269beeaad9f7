import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Node as YamlNode,
  type YAMLMap,
} from 'yaml';
import { createDiagnostic, type Diagnostic, type DiagnosticCode, type SourceRange } from '../../diagnostics';
import { nearestName } from '../../specification/suggest';
import { checkActionSteps } from '../parseActionsFile';
import { EXPECT_KEYS, type Expectations, type FormTestScenario, type ScenarioPlaces } from './types';

/** The keys of a scenario (docs/form-tests.md). */
export const SCENARIO_KEYS = ['name', 'actions', 'providers', 'state', 'expect'] as const;

/** The scenarios of a tests file and what is wrong with it. */
export interface ParsedFormTests {
  /** The scenarios that are well formed, in file order (a scenario with an error is left out). */
  readonly scenarios: readonly FormTestScenario[];
  /** Located findings in the tests file: errors (nothing should run) and warnings. */
  readonly diagnostics: readonly Diagnostic[];
}

/** What each expected output must be, as the JSON output writes it. */
const EXPECT_TYPES: Readonly<Record<string, readonly ['text' | 'list' | 'mapping', string]>> = {
  report: ['text', 'a text (the plain report)'],
  reportContains: ['list', 'a list of texts the report contains'],
  sections: ['mapping', 'a mapping of section id to text'],
  codes: ['text', 'a text such as "A|B;C"'],
  values: ['mapping', 'a mapping of component id to value'],
  mandatory: ['list', 'a list of {id, level, label}'],
  worklist: ['mapping', 'a mapping of attribute to text'],
  freeFields: ['mapping', 'a mapping of id to {value, whenEmpty}'],
  templateFields: ['list', 'a list of template fields'],
  openEhr: ['mapping', 'a mapping of FLAT path to value'],
  diagnostics: ['list', 'a list of {severity, code, message, …}'],
};

/**
 * Reads a form's tests file (`FORM.tests.yaml`, docs/form-tests.md): a YAML list of scenarios
 * `{name, actions, providers?, state?, expect}`. Never throws; every problem is a diagnostic at its line
 * and column in the tests file: not YAML, not a list, a missing or unknown key, an unknown action step
 * (the actions file's checks), an unknown output or one of the wrong type in `expect`. Runs anywhere
 * core runs (no Node APIs), so the designer reads its Tests text with it too.
 */
export function parseFormTests(text: string, file = 'tests'): ParsedFormTests {
  const lineCounter = new LineCounter();
  const length = text.length;
  const range = (offset: number | undefined, end?: number): SourceRange => {
    const from = Math.min(Math.max(0, offset ?? 0), length);
    const to = Math.min(Math.max(from, end ?? from), length);
    const a = lineCounter.linePos(from);
    const b = lineCounter.linePos(to);
    return {
      line: Math.max(1, a.line),
      column: Math.max(1, a.col),
      endLine: Math.max(1, b.line),
      endColumn: Math.max(1, b.col),
      from,
      to,
    };
  };
  const at = (node: YamlNode | null | undefined): SourceRange => range(node?.range?.[0], node?.range?.[1]);
  const diagnostics: Diagnostic[] = [];
  const report = (
    code: DiagnosticCode,
    where: SourceRange,
    params: Record<string, unknown>,
    path: (string | number)[],
  ) => diagnostics.push(createDiagnostic(code, { range: where, params: { file, ...params }, path }));

  if (text.trim() === '') return { scenarios: [], diagnostics };
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const e of doc.errors.slice(0, 10)) {
      report('tests-not-yaml', range(e.pos[0], e.pos[1]), { detail: e.message.split('\n')[0] }, []);
    }
    return { scenarios: [], diagnostics };
  }
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) return { scenarios: [], diagnostics };
  if (!isSeq(root)) {
    report('tests-not-list', at(root as YamlNode), {}, []);
    return { scenarios: [], diagnostics };
  }

  const scenarios: FormTestScenario[] = [];
  const firstOf = new Map<string, number>();
  root.items.forEach((item, index) => {
    const n = index + 1;
    const node = item as YamlNode | null;
    if (!isMap(node)) {
      report('tests-scenario-not-mapping', at(node), { n }, [index]);
      return;
    }
    const before = diagnostics.length;
    const entry = (key: string) => node.items.find((p) => isScalar(p.key) && p.key.value === key);
    const nameNode = entry('name')?.value as YamlNode | undefined;
    const rawName = isScalar(nameNode) ? nameNode.value : undefined;
    const name = typeof rawName === 'string' || typeof rawName === 'number' ? String(rawName) : '';
    const scenario = name === '' ? String(n) : JSON.stringify(name);
    if (!entry('name'))
      report('tests-missing-key', at(node), { scenario, key: 'name', what: 'a text' }, [index]);
    else if (name.trim() === '') report('tests-bad-name', at(nameNode), { n }, [index, 'name']);
    else if (firstOf.has(name)) {
      report('tests-duplicate-name', at(nameNode), { scenario, first: firstOf.get(name) }, [index, 'name']);
    } else firstOf.set(name, n);

    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if ((SCENARIO_KEYS as readonly string[]).includes(key)) continue;
      const near = nearestName(key, SCENARIO_KEYS);
      report(
        'tests-unknown-key',
        at(pair.key as YamlNode),
        { scenario, key, hint: near ? ` (did you mean ${near}?)` : '' },
        [index, key],
      );
    }

    // actions: the actions file's checks, each problem placed at its step in this file.
    const actionsPair = entry('actions');
    const stepPlaces: SourceRange[] = [];
    let actions: unknown[] = [];
    if (!actionsPair) {
      report(
        'tests-missing-key',
        at(node),
        { scenario, key: 'actions', what: 'a list of steps, possibly empty' },
        [index],
      );
    } else {
      const actionsNode = actionsPair.value as YamlNode | null;
      const value: unknown = actionsNode ? actionsNode.toJSON() : null;
      const checked = checkActionSteps(value ?? [], `${file}: scenario ${scenario}`);
      if (isSeq(actionsNode)) for (const s of actionsNode.items) stepPlaces.push(at(s as YamlNode));
      if (checked.error) {
        const stepIndex = checked.error.path[0];
        const where = typeof stepIndex === 'number' ? stepPlaces[stepIndex] : undefined;
        const placed = {
          ...checked.error,
          ...(where ?? at(actionsNode)),
          path: [index, 'actions', ...checked.error.path],
        };
        // The place is in the tests file, not in the form: no origin (the tests file is a text of its own).
        delete (placed as { origin?: unknown }).origin;
        diagnostics.push(placed);
      } else actions = [...checked.steps];
    }

    // expect: known outputs of the right type.
    const expectPair = entry('expect');
    const expectPlaces: Record<string, SourceRange> = {};
    let expect: Record<string, unknown> = {};
    if (!expectPair) {
      report('tests-missing-key', at(node), { scenario, key: 'expect', what: 'the expected outputs' }, [
        index,
      ]);
    } else {
      const expectNode = expectPair.value as YamlNode | null;
      if (expectNode === null || (isScalar(expectNode) && expectNode.value === null)) expect = {};
      else if (!isMap(expectNode)) {
        report(
          'tests-expect-type',
          at(expectNode),
          { scenario, key: 'expect', what: 'a mapping of output to expected value' },
          [index, 'expect'],
        );
      } else {
        expect = checkExpect(expectNode, index, scenario, at, report, expectPlaces);
      }
    }

    if (diagnostics.slice(before).some((d) => d.severity === 'error')) return;
    if (expectPair && Object.keys(expect).length === 0) {
      report('tests-nothing-expected', at(expectPair.key as YamlNode), { scenario }, [index, 'expect']);
    }
    const providersNode = entry('providers')?.value as YamlNode | undefined;
    const stateNode = entry('state')?.value as YamlNode | undefined;
    const places: ScenarioPlaces = { scenario: at(node), steps: stepPlaces, expect: expectPlaces };
    scenarios.push({
      name,
      actions: actions as FormTestScenario['actions'],
      ...(providersNode ? { providers: providersNode.toJSON() as unknown } : {}),
      ...(stateNode ? { state: stateNode.toJSON() as unknown } : {}),
      expect: expect as Expectations,
      places,
    });
  });
  return { scenarios, diagnostics };
}

function checkExpect(
  node: YAMLMap,
  index: number,
  scenario: string,
  at: (node: YamlNode | null | undefined) => SourceRange,
  report: (
    code: DiagnosticCode,
    where: SourceRange,
    params: Record<string, unknown>,
    path: (string | number)[],
  ) => void,
  places: Record<string, SourceRange>,
): Record<string, unknown> {
  const expect: Record<string, unknown> = {};
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const keyPlace = at(pair.key as YamlNode);
    if (!(EXPECT_KEYS as readonly string[]).includes(key)) {
      const near = nearestName(key, EXPECT_KEYS);
      report(
        'tests-unknown-output',
        keyPlace,
        { scenario, key, hint: near ? ` (did you mean ${near}?)` : '', outputs: EXPECT_KEYS.join(', ') },
        [index, 'expect', key],
      );
      continue;
    }
    const valueNode = pair.value as YamlNode | null;
    const value: unknown = valueNode ? valueNode.toJSON() : null;
    const [kind, what] = EXPECT_TYPES[key] as readonly [string, string];
    const fits =
      kind === 'text'
        ? typeof value === 'string'
        : kind === 'list'
          ? Array.isArray(value) && (key !== 'reportContains' || value.every((v) => typeof v === 'string'))
          : typeof value === 'object' && value !== null && !Array.isArray(value);
    if (!fits) {
      report(
        'tests-expect-type',
        at(valueNode ?? (pair.key as YamlNode)),
        { scenario, key: `expect.${key}`, what },
        [index, 'expect', key],
      );
      continue;
    }
    places[key] = keyPlace;
    expect[key] = value;
  }
  return expect;
}
