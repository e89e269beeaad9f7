import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fw-script-'));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

type Result = { code: number; stdout: string; stderr: string };

/** Runs the real command, as a user would; `env` replaces the listed variables (undefined removes one). */
function run(args: string[], env: Record<string, string | undefined> = {}): Promise<Result> {
  const merged = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete merged[k];
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { timeout: 60_000, env: merged }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A form whose formulas call the script functions `a` and `b`, and whose report shows both. */
function scriptedForm(name: string): string {
  return file(
    name,
    [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Number: { id: n, value: 3 }',
      "  - Text: { id: ta, value: '=a(n)' }",
      "  - Text: { id: tb, value: '=b(n)' }",
      'ReportOutput:',
      "  - text: 'N {n}, a {ta}, b {tb}.'",
    ].join('\n'),
  );
}

const lines = (text: string, code: string) => text.split('\n').filter((l) => l.includes(` ${code} `));

describe('validate and render agree about the form script', () => {
  const form = scriptedForm('agree.yaml');
  file('agree.js', 'const a = (x) => x * 2;\nlet b = function (x) { return x * 3; };\n');

  test('both use FORM.js beside the form, and its const and let functions are callable', async () => {
    const v = await run(['validate', form]);
    expect([v.code, v.stdout]).toEqual([0, '']);
    const r = await run(['render', form]);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'N 3, a 6, b 9.\n', '']);
  });

  test('a --script file is used instead of FORM.js', async () => {
    const other = file('other.js', 'function a(x) { return -x; }\nfunction b(x) { return 0; }\n');
    const r = await run(['render', form, '--script', other]);
    expect([r.code, r.stdout]).toEqual([0, 'N 3, a -3, b 0.\n']);
  });
});

describe('a script that does not parse', () => {
  // The missing brace hides `b` inside `a` for a scan of the text: only a parser can tell what is wrong.
  const broken = 'function a(x) {\n  return x * 2;\n\nfunction b(x) { return x * 3; }\n';
  const form = scriptedForm('broken.yaml');
  const script = file('broken.js', broken);

  test('validate reports it at its place in the script, not as unknown functions (exit 1)', async () => {
    const r = await run(['validate', form]);
    expect(r.code).toBe(1);
    const parse = lines(r.stdout, 'script-parse');
    expect(parse).toHaveLength(1);
    expect(parse[0]).toMatch(
      new RegExp(
        `^${script}:\\d+:\\d+ error script-parse Exception during script parse with error: SyntaxError: .+ Review the Script and Generated code tab for further advice\\.$`,
      ),
    );
    expect(lines(r.stdout, 'unknown-function')).toEqual([]);
  });

  test('render still renders the form and its outputs, reports the parse error once, and exits 1', async () => {
    const r = await run(['render', form, '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { report: string; diagnostics: { code: string; origin: string }[] };
    // The calls give nothing, so the smart filter drops their parts of the report.
    expect(out.report).toBe('N 3.');
    expect(out.diagnostics.map((d) => [d.code, d.origin])).toEqual([['script-parse', 'script']]);
    const text = await run(['render', form]);
    expect([text.code, text.stdout]).toEqual([1, 'N 3.\n']);
    expect(text.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(`^${script}:\\d+:\\d+ error script-parse `),
    ]);
  });
});

describe('a script whose top level never finishes', () => {
  const form = scriptedForm('loop.yaml');
  const script = file(
    'loop.js',
    'function a(x) { return x * 2; }\nfunction b(x) { return x * 3; }\nwhile (true) {}\n',
  );

  test('render gives the deadline message once, keeps the declared functions and renders (exit 1)', async () => {
    const r = await run(['render', form, '--script', script]);
    expect([r.code, r.stdout]).toEqual([1, 'N 3, a 6, b 9.\n']);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        `^${script}:\\d+:\\d+ error script-run Exception during script run with error InternalError: the script did not finish within 100 ms \\(in top level`,
      ),
    ]);
  });
});

describe('a script function that fails', () => {
  test('is reported once however many formulas call it and however often', async () => {
    const form = scriptedForm('fails.yaml');
    const script = file(
      'fails.js',
      "function a(x) { throw new Error('no'); }\nfunction b(x) { return a(x); }\n",
    );
    const actions = file('fails.json', JSON.stringify([{ set: 'n', value: 4 }]));
    const r = await run(['render', form, '--script', script, '--actions', actions]);
    expect([r.code, r.stdout]).toEqual([1, 'N 4.\n']);
    expect(lines(r.stderr, 'script-run')).toHaveLength(1);
  });
});

describe("render's fixed clock", () => {
  const form = file(
    'clock.yaml',
    [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      "  - Text: { id: now, value: '=Now()' }",
      "  - Text: { id: iso, value: '=stamp()' }",
      'ReportOutput:',
      "  - text: '{now} {iso}'",
    ].join('\n'),
  );
  const script = file('clock.js', 'function stamp() { return new Date().toISOString(); }\n');

  test.each([
    ['unset (UTC)', undefined, '2026-01-01 00:00 2026-01-01T00:00:00.000Z\n'],
    ['Asia/Tokyo', 'Asia/Tokyo', '2026-01-01 09:00 2026-01-01T00:00:00.000Z\n'],
  ])('Now() and the script Date read 2026-01-01T00:00:00Z; TZ %s', async (_name, tz, expected) => {
    const r = await run(['render', form, '--script', script], { TZ: tz });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, expected, '']);
  });
});
