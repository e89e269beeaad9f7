import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const bin = join(root, 'apps/cli/bin/formwright.js');
const dir = mkdtempSync(join(tmpdir(), 'formwright-validate-'));

/** Runs the real command, as a user would. */
function formwright(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const clean = write(
  'clean.yaml',
  'Metadata: {lang: en, title: T, description: D}\nComponents: []\nReportOutput: []\n',
);
const warned = write(
  'warned.yaml',
  'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n  - CheckboxList: {id: c, columns: 6, options: [a]}\n',
);
const broken = write(
  'broken.yaml',
  'Metadata: {lang: en, title: T}\nReportOutput: []\nComponents:\n  - Number: {id: n, lable: x}\n',
);

describe('formwright validate', () => {
  it('exits 0 and prints nothing for a clean form', () => {
    const r = formwright('validate', clean);
    expect([r.code, r.stdout]).toEqual([0, '']);
  });

  it('exits 0 for the demo fixture', () => {
    expect(formwright('validate', 'fixtures/forms/demo.yaml').code).toBe(0);
  });

  it('exits 0 with warnings only, printing them as FILE:LINE:COL SEVERITY CODE MESSAGE', () => {
    const r = formwright('validate', warned);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${warned}:4:36 warning value-clamped Property columns is 6; it is clamped to 4\n`);
  });

  it('exits 1 with errors, one line per diagnostic in line order', () => {
    const r = formwright('validate', broken);
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      `${broken}:1:1 error missing-property Missing required property description (required in Metadata)`,
      `${broken}:4:21 error property-not-allowed Property lable is not allowed (not a property of Number; did you mean label?)`,
    ]);
  });

  it('prints {"diagnostics": [...]} with --json, and exits 1 with errors', () => {
    const r = formwright('validate', broken, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      diagnostics: [
        {
          severity: 'error',
          code: 'missing-property',
          message: 'Missing required property description (required in Metadata)',
          line: 1,
          column: 1,
          path: ['Metadata'],
          origin: 'spec',
          property: 'description',
        },
        {
          severity: 'error',
          code: 'property-not-allowed',
          message: 'Property lable is not allowed (not a property of Number; did you mean label?)',
          line: 4,
          column: 21,
          path: ['Components', 0, 'Number', 'lable'],
          origin: 'spec',
          componentId: 'n',
          property: 'lable',
        },
      ],
    });
  });

  it('prints an empty list with --json for a clean form, and exits 0', () => {
    const r = formwright('validate', '--json', clean);
    expect([r.code, JSON.parse(r.stdout)]).toEqual([0, { diagnostics: [] }]);
  });

  it('reports unreadable text (binary) as a fatal parse error, exit 1', () => {
    const file = join(dir, 'binary.yaml');
    writeFileSync(file, Buffer.from([0, 1, 2, 3, 255, 254, 0, 0, 80, 75]));
    const r = formwright('validate', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /:1:1 error fatal-parse Fatal error while parsing template spec: the text is binary/,
    );
  });

  it('checks the static report markup and font sizes: warnings at the item and the defaults entry, exit 0', () => {
    const form = write(
      'outputs.yaml',
      [
        'Metadata: {lang: en, title: T, description: D, reportVersion: v2, defaults: {fontSize: 250}}',
        'Components: []',
        'ReportOutput:',
        "  - text: '<h1>Title</h1>'",
        "  - text: '<td>stray</td>'",
      ].join('\n'),
    );
    const r = formwright('validate', form);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      `${form}:5:5 warning report-table-misplaced Report markup: td outside tr is misplaced and ignored, its text is kept (in ReportOutput[1])`,
      `${form}:5:5 warning report-tag-unopened Report markup: </td> closes nothing and is ignored (in ReportOutput[1])`,
      `${form}:1:88 warning report-font-size-ignored Report font size 250 for fontSize is ignored`,
    ]);
  });

  it('exits 2 for a missing file', () => {
    const r = formwright('validate', join(dir, 'nope.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`formwright validate: cannot read form ${join(dir, 'nope.yaml')}: no such file\n`);
  });

  it('exits 2 for a form above the size limit, as for any file it cannot read, naming the limit', () => {
    const big = write('big.yaml', `# ${'x'.repeat(5 * 1024 * 1024)}\n`);
    const r = formwright('validate', big);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      `formwright validate: cannot read form ${big}: it is too large: 5,242,883 characters; the limit is 5,242,880 characters (5 MB)\n`,
    );
  });

  it('reports an oEhrId that is no FLAT path, at the oEhrId (a warning, exit 0)', () => {
    const form = write(
      'openehr.yaml',
      "Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n  - Number: {id: n, oEhrId: 'a b/c'}\n",
    );
    const r = formwright('validate', form);
    expect([r.code, r.stdout]).toEqual([
      0,
      `${form}:4:29 warning openehr-invalid-id oEhrId a b/c is not a FLAT path and is ignored\n`,
    ]);
  });

  it('exits 2 for a directory', () => {
    const r = formwright('validate', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/it is a directory/);
  });

  it('exits 2 on bad usage: no form, or an unknown option', () => {
    expect(formwright('validate').code).toBe(2);
    expect(formwright('validate', clean, '--yaml').code).toBe(2);
  });
});

describe('formwright validate with a form script', () => {
  const form = [
    'Metadata: {lang: en, title: T, description: D}',
    "ReportOutput: [{text: 'A {a}'}]",
    'Components:',
    "  - Number: {id: a, value: '=Twice(2)'}",
  ].join('\n');
  const scripted = write('scripted.yaml', `${form}\n`);
  const script = write(
    'functions.js',
    'function Twice(x) { return 2 * x; }\nfunction Loop() { while (true) {} }\n',
  );

  it('without a script, a call of a script function is an unknown function (exit 1)', () => {
    const r = formwright('validate', scripted);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error unknown-function Unknown function: Twice');
  });

  it('with --script, the functions the script defines are known, and the script is not run', () => {
    const r = formwright('validate', scripted, '--script', script);
    expect([r.code, r.stdout]).toEqual([0, '']);
  });

  it('without --script, FORM.js beside the form is picked up', () => {
    const beside = write('beside.yaml', `${form}\n`);
    write('beside.js', 'var Twice = (x) => 2 * x;\n');
    expect([formwright('validate', beside).code, formwright('validate', beside).stdout]).toEqual([0, '']);
  });

  it('exits 2 when the --script file cannot be read', () => {
    const r = formwright('validate', scripted, '--script', join(dir, 'missing.js'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `formwright validate: cannot read script ${join(dir, 'missing.js')}: no such file\n`,
    );
  });

  it('exits 2 with words, not an error code, when the --script file is a directory', () => {
    const r = formwright('validate', scripted, '--script', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`formwright validate: cannot read script ${dir}: it is a directory\n`);
  });
});

describe('formwright validate and template placeholders', () => {
  it('exits 1 for a placeholder that does not parse, and 0 for an escaped brace', () => {
    const bad = write(
      'template.yaml',
      "Metadata: {lang: en, title: T, description: D}\nComponents: [{Number: {id: a}}]\nReportOutput: [{text: 'A {a +} B'}]\n",
    );
    const escaped = write(
      'escaped.yaml',
      "Metadata: {lang: en, title: T, description: D}\nComponents: [{Number: {id: a}}]\nReportOutput: [{text: 'A \\\\{a +} B {a}'}]\n",
    );
    const r = formwright('validate', bad);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /:3:\d+ error template-syntax Template expression error in ReportOutput\[0\]\.text/,
    );
    expect([formwright('validate', escaped).code, formwright('validate', escaped).stdout]).toEqual([0, '']);
  });
});
