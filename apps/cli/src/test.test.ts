import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fw-test-'));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, 'test', ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const formText = [
  'Metadata: { lang: en, title: T, description: D }',
  'Components:',
  '  - Number: { id: size, label: Size, oEhrId: t/size }',
  "  - Number: { id: double, value: '=size * 2' }",
  '  - DiagnosticCodes: { id: codes, calculatedCodeGroups: \'=size > 10 ? "R91" : ""\' }',
  'ReportOutput:',
  "  - text: 'Size {size} mm.'",
  "  - text: 'Double {double}.'",
].join('\n');

const passing = [
  '# the size rules',
  '- name: small',
  '  actions:',
  '    - { set: size, value: 2 }',
  '  expect:',
  '    values: { double: 4 }',
  '- name: big',
  '  actions: [{ set: size, value: 12 }]',
  '  expect:',
  '    codes: R91',
  '    reportContains: [Size 12 mm.]',
  '',
].join('\n');

const failing = passing.replace('values: { double: 4 }', 'values: { double: 5 }');

/** A form with its tests file beside it (FORM.tests.yaml), in a folder of its own. */
function formWith(name: string, tests: string, spec = formText): string {
  const form = file(`${name}.yaml`, spec);
  file(`${name}.tests.yaml`, tests);
  return form;
}

describe('formwright test', () => {
  test('runs the tests file beside the form: one line per scenario, N passed, N failed last, exit 0', async () => {
    const r = await run([formWith('pass', passing)]);
    expect(r.stdout).toBe('PASS small\nPASS big\n2 passed, 0 failed\n');
    expect(r.code).toBe(0);
  });

  test('prints a failure with the action after which it diverged and a unified difference, exit 1', async () => {
    const r = await run([formWith('fail', failing)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        'FAIL small: values differs; diverged after action 1 {"set":"size","value":2}',
        '--- expected values',
        '+++ actual values',
        '@@ -1,3 +1,3 @@',
        ' {',
        '-  "double": 5',
        '+  "double": 4',
        ' }',
        'PASS big',
        '1 passed, 1 failed',
        '',
      ].join('\n'),
    );
  });

  test('--json gives every scenario with its differences and the counts', async () => {
    const r = await run([formWith('json', failing), '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as {
      scenarios: Record<string, unknown>[];
      passed: number;
      failed: number;
    };
    expect([out.passed, out.failed]).toEqual([1, 1]);
    expect(out.scenarios[0]).toMatchObject({
      name: 'small',
      passed: false,
      divergedAfter: 1,
      differences: [
        { output: 'values', path: 'values.double', expected: { double: 5 }, actual: { double: 4 } },
      ],
    });
    expect(out.scenarios[1]).toMatchObject({ name: 'big', passed: true });
  });

  test('--tests names another tests file', async () => {
    const form = file('other.yaml', formText);
    const r = await run([form, '--tests', file('mine.tests.yaml', passing)]);
    expect(r.stdout).toMatch(/2 passed, 0 failed\n$/);
  });

  test('--update writes the current outputs as the expectations and keeps the rest of the file', async () => {
    const form = formWith('update', failing);
    const r = await run([form, '--update']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('updated "small" in');
    expect(r.stdout).toBe('PASS small\nPASS big\n2 passed, 0 failed\n');
    expect(readFileSync(join(dir, 'update.tests.yaml'), 'utf8')).toBe(passing);
  });

  test('--update NAME updates only the scenarios named', async () => {
    const tests = failing.replace('codes: R91', 'codes: R92');
    const form = formWith('updateOne', tests);
    const r = await run([form, '--update', 'big']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^FAIL small: values differs/);
    expect(readFileSync(join(dir, 'updateOne.tests.yaml'), 'utf8')).toBe(failing);
  });

  test('--update with a name the file lacks is a usage error, exit 2', async () => {
    const r = await run([formWith('updateBad', passing), '--update', 'nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^formwright test: .*update[^ ]*\.tests\.yaml has no scenario "nope" \(it has "small", "big"\)\n$/,
    );
  });

  test.each([
    ['not YAML', '- name: a\n  actions: [\n', 'error tests-not-yaml', '3:1'],
    [
      'an unknown action',
      '- name: a\n  actions:\n    - { tap: size }\n  expect: {}\n',
      'error actions-unknown-step',
      '3:7',
    ],
    [
      'an unknown output',
      '- name: a\n  actions: []\n  expect:\n    raport: x\n',
      'error tests-unknown-output',
      '4:5',
    ],
  ])('a tests file with %s is a located diagnostic and exit 2', async (_what, tests, code, place) => {
    const form = formWith(`bad${place.replace(':', '_')}`, tests);
    const r = await run([form]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`.tests.yaml:${place} ${code} `);
  });

  test('a step naming a component the form lacks fails that scenario at its place, and the others run', async () => {
    const tests = `- name: ghost\n  actions:\n    - { set: ghost, value: 1 }\n  expect: {}\n${passing.replace('# the size rules\n', '')}`;
    const r = await run([formWith('ghost', tests)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^FAIL ghost: .*scenario "ghost": step 1 \{"set":"ghost","value":1\}: no component with id ghost\nPASS small\nPASS big\n2 passed, 1 failed\n$/,
    );
    expect(r.stderr).toMatch(/ghost\.tests\.yaml:3:7 error actions-no-component /);
  });

  test('a tests file that cannot be read is a usage error, exit 2', async () => {
    const r = await run([file('lonely.yaml', formText)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^formwright test: cannot read tests .*lonely\.tests\.yaml: no such file\n$/);
  });

  test('--against shows what changes for each scenario on the newer version, exit 1 when anything does', async () => {
    const older = formWith('v1', passing);
    const newer = file(
      'v2.yaml',
      formText.replace("'Size {size} mm.'", "'Size {size} mm on CT.'").replace('"R91"', '"R92"'),
    );
    const r = await run([older, '--against', newer]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        'CHANGED small',
        '  report ~ "Size 2 mm." -> "Size 2 mm on CT."',
        'CHANGED big',
        '  report ~ "Size 12 mm." -> "Size 12 mm on CT."',
        '  codes - R91',
        '  codes + R92',
        '0 unchanged, 2 changed',
        '',
      ].join('\n'),
    );
    const same = await run([older, '--against', older]);
    expect(same.stdout).toBe('SAME small\nSAME big\n2 unchanged, 0 changed\n');
    expect(same.code).toBe(0);
  });
});
