import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The formwright command itself, as an operator runs it (issue 20 item 11: operator commands as subcommands). */
const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'formwright-operator-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('formwright create-site, grant, upgrading and integrity-check', () => {
  it("act on the server's database, as the operator script did", () => {
    const site = run('create-site', 'North Hospital', 'north.example');
    expect(site.stderr).toBe('');
    expect(site.status).toBe(0);
    const id = /created site (\d+) North Hospital/.exec(site.stdout)?.[1];
    expect(id).toBeDefined();
    const grant = run('grant', 'chief@north.example', id!, '3');
    expect(grant.stdout).toContain(`chief@north.example has role 3 on site ${id}`);
    expect(grant.status).toBe(0);
    expect(run('upgrading', 'on').stdout).toContain('upgrading: on');
    const check = run('integrity-check');
    expect(check.stdout).toMatch(/^integrity check: ok \(sqlite, \d+ ms\)/);
    expect(check.status).toBe(0);
  }, 60_000);

  it('answers bad usage with the usage text and exit code 2', () => {
    const bad = run('grant', 'chief@north.example', '1', '9');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: formwright COMMAND');
    expect(run('upgrading', 'maybe').status).toBe(2);
  }, 60_000);
});
