import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const bin = join(root, 'apps/cli/bin/formwright.js');
const dir = mkdtempSync(join(tmpdir(), 'formwright-import-mrrt-'));
const drg = join(root, 'fixtures/mrrt/drg');

/** Runs the real command, as a user would. */
function formwright(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('formwright import-mrrt and export --format mrrt', () => {
  it('writes a form that validates, its scripts as comments beside it, and exports it back', () => {
    const template = join(drg, '041807.5.1707240000-gen_recist11.html');
    const out = join(dir, 'recist.yaml');
    const r = formwright('import-mrrt', template, '-o', out);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ warning mrrt-script `, 'm'),
    );
    expect(readFileSync(out, 'utf8')).toContain('# Imported from the IHE MRRT template');
    expect(readFileSync(join(dir, 'recist.js'), 'utf8')).toMatch(/^\/\/ /);
    expect(formwright('validate', out)).toMatchObject({ code: 0 });
    const html = join(dir, 'recist.html');
    expect(formwright('export', out, '--format', 'mrrt', '-o', html)).toMatchObject({ code: 0 });
    expect(readFileSync(html, 'utf8')).toMatch(/^<!DOCTYPE html>/);
    expect(formwright('import-mrrt', html, '-o', join(dir, 'again.yaml'))).toMatchObject({ code: 0 });
  });

  it('exits 2 with what was expected when the file is not HTML, writing nothing', () => {
    const file = join(dir, 'q.json');
    writeFileSync(file, '{"resourceType":"Questionnaire"}');
    const r = formwright('import-mrrt', file, '-o', join(dir, 'q.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}:0:0 error mrrt-not-html`);
    expect(r.stderr).toContain('IHE MRRT report template');
    expect(existsSync(join(dir, 'q.yaml'))).toBe(false);
    const json = formwright('import-mrrt', file, '-o', join(dir, 'q.yaml'), '--json');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout).diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'mrrt-not-html',
    });
  });

  it('exits 1 for a template without fields, 2 for a missing file', () => {
    const file = join(dir, 'empty.html');
    writeFileSync(file, '<!DOCTYPE html><html><body><p>Nothing to fill</p></body></html>');
    expect(formwright('import-mrrt', file, '-o', join(dir, 'e.yaml')).code).toBe(1);
    expect(formwright('import-mrrt', join(dir, 'missing.html'), '-o', join(dir, 'm.yaml')).code).toBe(2);
  });

  it('refuses a file over 10 MB with a message', () => {
    const file = join(dir, 'big.html');
    writeFileSync(file, `<html>${' '.repeat(10 * 1024 * 1024 + 1)}</html>`);
    const r = formwright('import-mrrt', file, '-o', join(dir, 'big.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('mrrt-too-large');
    expect(r.stderr).toContain('up to 10 MB');
  });
});
