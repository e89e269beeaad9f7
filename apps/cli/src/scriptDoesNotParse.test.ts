import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPT_DOES_NOT_PARSE as FORM } from '@formwright/core/testing';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const bin = join(root, 'apps/cli/bin/formwright.js');
const dir = mkdtempSync(join(tmpdir(), 'formwright-script-parse-'));
writeFileSync(join(dir, 'form.yaml'), FORM.spec);
writeFileSync(join(dir, 'form.js'), FORM.script);
writeFileSync(join(dir, 'actions.json'), JSON.stringify([{ set: 'size', value: 4 }]));

/** Runs the real command, as a user would. */
function formwright(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// docs/architecture.md#loading-a-form: the CLI follows core's one rule for a script that does not parse.
describe('formwright and a form whose script does not parse', () => {
  const { code, severity, message, line, column } = FORM.expected;

  it('validate reports the script parse error, once, and no unknown function; exit 1', () => {
    const r = formwright('validate', join(dir, 'form.yaml'), '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      diagnostics: [{ severity, code, message, line, column, path: [], origin: 'script' }],
    });
  });

  it('render runs the form, with the script parse error once among its diagnostics', () => {
    const r = formwright(
      'render',
      join(dir, 'form.yaml'),
      '--actions',
      join(dir, 'actions.json'),
      '--format',
      'json',
    );
    const out = JSON.parse(r.stdout) as { report: string; diagnostics: { code: string; line: number }[] };
    expect(out.report).toBe('Size 4 mm.');
    expect(out.diagnostics.map((d) => [d.code, d.line])).toEqual([[code, line]]);
  });
});
