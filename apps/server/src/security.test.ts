import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { debugSignInOn } from './context';
import { readConfig } from './main';
import { eachBackend } from './testing/suite';

describe('the mode matrix (issue 22 item 8)', () => {
  it.each([
    [{}, 'local', true],
    [{ FORMWRIGHT_MODE: 'local' }, 'local', true],
    [{ OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x' }, 'local', false],
    [{ FORMWRIGHT_MODE: 'local', OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x' }, 'local', false],
    [{ FORMWRIGHT_MODE: 'production' }, 'production', false],
  ] as const)('%j: mode %s, debug sign-in %s', (env, mode, debug) => {
    const config = readConfig(env);
    expect(config.mode).toBe(mode);
    expect(debugSignInOn(config)).toBe(debug);
  });

  it('refuses local mode on a non-loopback address, allows production there', () => {
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow(/loopback/);
    expect(() => readConfig({ FORMWRIGHT_MODE: 'local', HOST: '192.168.1.5' })).toThrow(/loopback/);
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '::1' }).host).toBe('::1');
    // One loopback test for local mode and the providers (services/structuredData's isLoopbackAddress).
    for (const host of ['localhost', '127.0.0.2', '[::1]', '::ffff:127.0.0.1', ' 127.0.0.1 '])
      expect(() => readConfig({ HOST: host }), host).not.toThrow();
    for (const host of ['127.0.0', '::ffff:10.0.0.1', '128.0.0.1'])
      expect(() => readConfig({ HOST: host }), host).toThrow(/loopback/);
    expect(readConfig({ FORMWRIGHT_MODE: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

eachBackend('attacks on sessions and sign-in (issue 22 items 8, 9)', (ctx) => {
  it('FORMWRIGHT_MODE empty with OIDC configured: the debug sign-in answers 403', async () => {
    const app = await buildApp({
      storage: ctx.db.storage,
      mode: readConfig({ OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x' }).mode,
      oidc: { issuer: 'http://127.0.0.1:1', clientId: 'x', clientSecret: '' },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/debugauthentication',
        payload: { login: 'provider@demo.local' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('debug-sign-in-off');
    } finally {
      await app.close();
    }
  });

  it('rate limits sign-in by the socket address, whatever X-Forwarded-For says', async () => {
    const app = await buildApp({ storage: ctx.db.storage, mode: 'production', signInRateLimit: 20 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/debugauthentication',
          headers: { 'x-forwarded-for': `10.0.${i}.1`, 'x-real-ip': `10.1.${i}.1` },
          payload: { login: 'someone@demo.local' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429).length).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('anonymous CSRF fetches leave no session rows; an anonymous 24 MB body is a 401', async () => {
    const before = await ctx.db.storage.db.selectFrom('sessions').select('id').execute();
    for (let i = 0; i < 500; i++) {
      const res = await ctx.app.inject({ url: '/api/auth/csrf' });
      expect(res.statusCode).toBe(200);
    }
    const after = await ctx.db.storage.db.selectFrom('sessions').select('id').execute();
    expect(after.length).toBe(before.length);

    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/Templates',
      headers: { 'content-type': 'application/json' },
      payload: `{"Yaml": "${'x'.repeat(24 * 1024 * 1024)}"}`,
    });
    expect(big.statusCode).toBe(401);
  });
});

eachBackend('site isolation of users (issue 22 item 9)', (ctx) => {
  it('an Admin cannot add a user of another site (the same 404 as an unknown id); a ProviderAdmin can', async () => {
    const { signedIn } = await import('./testing/client');
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const north = await p.json<{ Id: number }>('POST', '/api/FormwrightAdmin/createSite', { Name: 'North' });
    const nurse = await signedIn(ctx.app, 'nurse@north.example');
    const guid = (await nurse.json<{ Guid: string }>('GET', '/api/auth')).Guid;
    await p.json('POST', `/api/FormwrightAdmin/${north.Id}/setUser`, { Guid: guid, Role: 1 });
    const admin = await signedIn(ctx.app, 'admin@demo.local');
    const res = await admin.call('POST', '/api/admin/add', [guid]);
    expect(res.statusCode).toBe(404);
    expect((await admin.json<{ Email: string }[]>('GET', '/api/admin')).map((u) => u.Email)).not.toContain(
      'nurse@north.example',
    );
  });

  it('currentUsers of a shared form lists no user of another site', async () => {
    const { signedIn, smallForm } = await import('./testing/client');
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const south = await p.json<{ Id: number }>('POST', '/api/FormwrightAdmin/createSite', { Name: 'South' });
    const medic = await signedIn(ctx.app, 'medic@south.example');
    const guid = (await medic.json<{ Guid: string }>('GET', '/api/auth')).Guid;
    await p.json('POST', `/api/FormwrightAdmin/${south.Id}/setUser`, { Guid: guid, Role: 1 });
    const author = await signedIn(ctx.app, 'author@demo.local');
    const form = await author.json<{ Id: string }>('POST', '/api/Templates', {
      Name: 'Shared',
      Template: { Yaml: smallForm('Shared') },
    });
    await author.json('POST', `/api/templates/share/${form.Id}`, { SiteIds: [south.Id] });
    const m = await signedIn(ctx.app, 'medic@south.example');
    const seenByMedic = await m.json<{ Email: string }[]>('POST', `/api/templates/${form.Id}/currentUsers`);
    const seen = await author.json<{ Email: string }[]>('POST', `/api/templates/${form.Id}/currentUsers`);
    expect(seen.map((u) => u.Email)).not.toContain('medic@south.example');
    expect(seenByMedic.map((u) => u.Email)).not.toContain('author@demo.local');
  });
});
