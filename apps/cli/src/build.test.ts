import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp, openStorage } from '@formwright/server';
import { buildCommand, RUNTIME_DIST } from './build';

const DEMO = new URL('../../../fixtures/forms/demo.yaml', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'formwright-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes the same bytes as the server build endpoint for the same form, version and build number', async () => {
  vi.spyOn(process.stdout, 'write').mockReturnValue(true);
  const out = join(dir, 'demo.srtpkg');
  expect(await buildCommand(DEMO, { out, version: '1', build: '1' })).toBe(0);
  const storage = await openStorage({ sqliteFile: join(dir, 'formwright.db') });
  const app = await buildApp({ storage, mode: 'local', runtimeDist: RUNTIME_DIST });
  const csrf = await app.inject({ url: '/api/auth/csrf' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/debugauthentication',
    payload: { login: 'author@demo.local' },
    headers: { cookie: String(csrf.headers['set-cookie']).split(';')[0]! },
  });
  const headers = { cookie: String(login.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': csrf.body };
  const saved = await app.inject({
    method: 'POST',
    url: '/api/Templates',
    payload: { Name: 'Demo', Template: { Yaml: readFileSync(DEMO, 'utf8') } },
    headers,
  });
  const built = await app.inject({
    method: 'POST',
    url: `/api/Build/${saved.json().Id}`,
    payload: {},
    headers,
  });
  expect(built.statusCode).toBe(200);
  expect(Buffer.from(built.json().Base64Data, 'base64').equals(readFileSync(out))).toBe(true);
  await app.close();
  await storage.close();
});

it('refuses a form with errors with exit 1 and writes nothing', async () => {
  vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  const bad = join(dir, 'bad.yaml');
  const { writeFileSync, existsSync } = await import('node:fs');
  writeFileSync(bad, 'Metadata: {}\n');
  expect(await buildCommand(bad, { out: join(dir, 'bad.srtpkg') })).toBe(1);
  expect(existsSync(join(dir, 'bad.srtpkg'))).toBe(false);
});

it('refuses a build whose tests fail with exit 1', async () => {
  vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  const { writeFileSync, copyFileSync } = await import('node:fs');
  const form = join(dir, 'tested.yaml');
  copyFileSync(DEMO, form);
  writeFileSync(
    join(dir, 'tested.tests.yaml'),
    '- name: wrong\n  actions: []\n  expect: { report: "surely not this" }\n',
  );
  expect(await buildCommand(form, { out: join(dir, 'tested.srtpkg') })).toBe(1);
});

it('answers 2 for an unreadable form', async () => {
  vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  expect(await buildCommand(join(dir, 'missing.yaml'), { out: join(dir, 'x.srtpkg') })).toBe(2);
});
