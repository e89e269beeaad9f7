import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fw-render-'));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const form = file(
  'form.yaml',
  [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    '  - Number: { id: a, label: Size, mandatory: alert }',
    "  - Number: { id: b, value: '=a * 2' }",
    '  - Text: { id: note, label: Note, mandatory: prohibit }',
    '  - List:',
    '      id: L',
    '      components:',
    '        - Number: { id: size }',
    'ReportOutput:',
    "  - text: 'Size {a} mm, double {b}.'",
  ].join('\n'),
);

describe('formwright render', () => {
  test('runs init and the actions, then prints values, mandatory, report and diagnostics as JSON', async () => {
    const actions = file(
      'actions.json',
      JSON.stringify([
        { set: 'a', value: 4 },
        { add: 'L' },
        { add: 'L' },
        { set: 'L_2_size', value: 7 },
        { delete: 'L', item: 1 },
      ]),
    );
    const r = await run(['render', form, '--actions', actions, '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.values).toMatchObject({ a: 4, b: 8, L_1_size: 7 });
    expect((out.values as Record<string, unknown>).L_2_size).toBeUndefined();
    expect(out.mandatory).toEqual([{ id: 'note', level: 'prohibit', label: 'Note' }]);
    expect(out.report).toBe('Size 4 mm, double 8.');
    expect(out.diagnostics).toEqual([]);
  });

  test('a script runs in the sandbox: init, then after each action', async () => {
    const script = file(
      's.js',
      "function onStateChange(e) { if (e.reason !== 'init') Set('note', 'after ' + e.source); }\nfunction twice(x) { return x * 2; }",
    );
    const f2 = file(
      'f2.yaml',
      [
        'Metadata: { lang: en, title: T, description: D }',
        'Components:',
        '  - Number: { id: a }',
        "  - Number: { id: b, value: '=twice(a)' }",
        '  - Text: { id: note }',
        'ReportOutput: []',
      ].join('\n'),
    );
    const actions = file('a2.json', JSON.stringify([{ set: 'a', value: 5 }]));
    const r = await run(['render', f2, '--script', script, '--actions', actions, '--format', 'json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { values: unknown }).values).toMatchObject({
      a: 5,
      b: 10,
      note: 'after a',
    });
  });

  test('a form with errors exits 1 and lists them', async () => {
    const bad = file(
      'bad.yaml',
      'Metadata: { lang: en, title: T, description: D }\nComponents:\n  - Bogus: { id: x }\nReportOutput: []\n',
    );
    const r = await run(['render', bad, '--format', 'json']);
    expect(r.code).toBe(1);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('unknown-component');
  });

  test.each([
    ['a missing form', ['render', join(dir, 'nope.yaml')]],
    ['an unreadable actions file', ['render', form, '--actions', join(dir, 'nope.json')]],
    ['actions that are not a list', ['render', form, '--actions', file('obj.json', '{"set":"a"}')]],
    ['an unknown format', ['render', form, '--format', 'pdf']],
  ])('%s exits 2', async (_what, args) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/formwright render: /);
  });
});
