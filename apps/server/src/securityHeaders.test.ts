import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { helmetOptions } from './securityHeaders';
import { backends, type TestDatabase } from './testing/backends';
import { signedIn, testApp } from './testing/client';

/** The headers @fastify/helmet itself sets on an answer, with the server's options. */
async function helmetHeaders(production: boolean): Promise<Record<string, string>> {
  const ref = Fastify({ logger: false });
  await ref.register(helmet, helmetOptions(production));
  ref.get('/', async () => ({ ok: true }));
  const plain = Fastify({ logger: false });
  plain.get('/', async () => ({ ok: true }));
  const [withHelmet, without] = [await ref.inject({ url: '/' }), await plain.inject({ url: '/' })];
  await Promise.all([ref.close(), plain.close()]);
  return Object.fromEntries(
    Object.entries(withHelmet.headers)
      .filter(([name]) => !(name in without.headers))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('security headers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    const [sqlite] = await backends();
    db = await sqlite!.create();
  }, 60_000);
  afterAll(async () => db?.drop());

  for (const mode of ['local', 'production'] as const) {
    it(`sends exactly the headers helmet sets, on every kind of answer (${mode} mode)`, async () => {
      const expected = await helmetHeaders(mode === 'production');
      expect(expected['content-security-policy']).toContain("default-src 'self'");
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      const app: App = await testApp(db, { mode });
      const answers = [
        await app.inject({ url: '/api/status' }),
        await app.inject({ url: '/api/Templates' }), // 401
        await app.inject({ url: '/api/nothing-here' }), // 404
        await app.inject({ method: 'POST', url: '/api/Templates', payload: '{' }), // 400 or 401
      ];
      if (mode === 'local') {
        const c = await signedIn(app, 'author@demo.local');
        const list = await c.call('GET', '/api/Templates');
        const id = (list.json() as { Id: string }[])[0]!.Id;
        answers.push(list, await c.call('GET', `/api/Templates/${id}`));
      }
      for (const res of answers) {
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      }
      expect(
        String(answers[0]!.headers['content-security-policy']).includes('upgrade-insecure-requests'),
      ).toBe(mode === 'production');
      await app.close();
    });
  }
});
