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
        },
        {
          severity: 'error',
          code: 'property-not-allowed',
          message: 'Property lable is not allowed (not a property of Number; did you mean label?)',
          line: 4,
          column: 21,
          path: ['Components', 0, 'Number', 'lable'],
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

  it('exits 2 for a missing file', () => {
    const r = formwright('validate', join(dir, 'nope.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot read .*nope\.yaml: ENOENT/);
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
