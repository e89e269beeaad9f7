import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const bin = join(root, 'apps/cli/bin/formwright.js');
const dir = mkdtempSync(join(tmpdir(), 'formwright-import-openehr-'));
const fixtures = join(root, 'fixtures/openehr');

/** Runs the real command, as a user would. */
function formwright(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('formwright import-openehr', () => {
  it('writes a form that formwright validate accepts, exit 0', () => {
    const out = join(dir, 'tanner.yaml');
    const r = formwright('import-openehr', join(fixtures, 'better_tanner_stages.opt.xml'), '-o', out);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(readFileSync(out, 'utf8')).toContain("# Imported from the openEHR template 'Tanner stages'");
    expect(formwright('validate', out)).toMatchObject({ code: 0, stdout: '' });
  });

  it('prints located warnings and still writes the form', () => {
    const out = join(dir, 'cytology.yaml');
    const r = formwright(
      'import-openehr',
      join(fixtures, 'better_cytology_report.webtemplate.json'),
      '-o',
      out,
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /better_cytology_report\.webtemplate\.json:0:0 warning openehr-nested-repetition /,
    );
    expect(existsSync(out)).toBe(true);
  });

  it("--rules better gives an OPT Better's web template ids (event_context), the default EHRbase's (context)", () => {
    const opt = join(fixtures, 'better_falls_care_plan.opt.xml');
    const better = join(dir, 'falls-better.yaml');
    const ehrbase = join(dir, 'falls-ehrbase.yaml');
    expect(formwright('import-openehr', opt, '-o', better, '--rules', 'better').code).toBe(0);
    expect(formwright('import-openehr', opt, '-o', ehrbase).code).toBe(0);
    const root = 'multidisciplinary_individualised_falls_care_plan';
    expect(readFileSync(better, 'utf8')).toContain(`${root}/event_context/xds_metadata/class_code`);
    expect(readFileSync(ehrbase, 'utf8')).toContain(`${root}/context/xds_metadata/class_code`);
    const wrong = formwright('import-openehr', opt, '-o', join(dir, 'x.yaml'), '--rules', 'cerner');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--rules must be ehrbase or better, not cerner');
    // Three runs of the command: room for a loaded machine.
  }, 90_000);

  it('exits 1 with the place for a truncated template and writes nothing', () => {
    const bad = join(dir, 'cut.opt');
    writeFileSync(bad, readFileSync(join(fixtures, 'better_tanner_stages.opt.xml'), 'utf8').slice(0, 5000));
    const out = join(dir, 'cut.yaml');
    const r = formwright('import-openehr', bad, '-o', out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /cut\.opt:\d+:\d+ error openehr-xml-invalid Cannot import cut\.opt: the XML cannot be read/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('exits 2 for a missing template or a missing -o', () => {
    expect(formwright('import-openehr', join(dir, 'none.opt'), '-o', join(dir, 'x.yaml'))).toMatchObject({
      code: 2,
      stderr: `formwright import-openehr: cannot read template ${join(dir, 'none.opt')}: no such file\n`,
    });
    expect(formwright('import-openehr', join(fixtures, 'better_tanner_stages.opt.xml')).code).toBe(2);
  });

  it('prints the diagnostics as JSON with --json', () => {
    const r = formwright('import-openehr', join(dir, 'nothing.json'), '-o', join(dir, 'y.yaml'));
    expect(r.code).toBe(2);
    const j = formwright(
      'import-openehr',
      join(fixtures, 'better_cytology_report.webtemplate.json'),
      '-o',
      join(dir, 'z.yaml'),
      '--json',
    );
    const parsed = JSON.parse(j.stdout) as { diagnostics: { code: string }[] };
    expect(parsed.diagnostics.map((d) => d.code)).toContain('openehr-nested-repetition');
  });
});
