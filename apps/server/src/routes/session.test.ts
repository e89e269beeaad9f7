import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { Client, signedIn } from '../testing/client';
import { eachBackend } from '../testing/suite';

eachBackend('session, status and sign-in', (ctx) => {
  it('answers Status OK once the database is reachable, matching the path in any case', async () => {
    for (const url of ['/api/status', '/API/Status', '/api/STATUS']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Status: 'OK' });
    }
  });

  it('answers the CSRF token as plain text and sets an HttpOnly SameSite session cookie', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/csrf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[\w-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers 401 for the current user without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/auth' })).statusCode).toBe(401);
  });

  it.each([
    ['provider@demo.local', 3],
    ['admin@demo.local', 2],
    ['author@demo.local', 1],
    ['guest@demo.local', 0],
  ])('seeds %s with role %i on Demo Hospital', async (login, role) => {
    const c = await signedIn(ctx.app, login);
    const me = await c.json<{ Role: number; SiteName: string | null; Email: string }>('GET', '/api/auth');
    expect(me).toMatchObject({ Role: role, Email: login });
    if (role > 0) expect(me.SiteName).toBe('Demo Hospital');
  });

  it("gives the demo site's root folder the default folder id 1 on a fresh database", async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const sites = await c.json<
      { IsCurrent: boolean; Folders: { Id: number; ParentId: number | null; FolderName: string }[] }[]
    >('GET', '/api/sites');
    const current = sites.find((site) => site.IsCurrent)!;
    expect(current.Folders.find((f) => f.ParentId === null)).toMatchObject({
      Id: 1,
      FolderName: 'Demo Hospital',
    });
  });

  it('creates a user seen for the first time with role None', async () => {
    const c = await signedIn(ctx.app, 'newcomer@elsewhere.test');
    expect(await c.json('GET', '/api/auth')).toMatchObject({
      Role: 0,
      Email: 'newcomer@elsewhere.test',
      SiteId: null,
    });
    expect((await c.call('GET', '/api/Templates')).statusCode).toBe(403);
  });

  it('registers with email, name and familyName through the debug register endpoint', async () => {
    const c = new Client(ctx.app);
    c.csrf = (await c.call('GET', '/api/auth/csrf')).body;
    const res = await c.call('POST', '/api/debugauthentication/register', {
      email: 'reg@demo.local',
      name: 'Reg',
      familyName: 'Istered',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ GivenName: 'Reg', FamilyName: 'Istered', Role: 0 });
  });

  it('refuses a mutation without a session (401) and without the CSRF token (403)', async () => {
    const anon = await ctx.app.inject({
      method: 'POST',
      url: '/api/Templates',
      payload: { Name: 'x', Template: { Yaml: '' } },
    });
    expect(anon.statusCode).toBe(401);
    const c = await signedIn(ctx.app, 'author@demo.local');
    const token = c.csrf;
    c.csrf = '';
    const noToken = await c.call('POST', '/api/Templates', { Name: 'x', Template: { Yaml: '' } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ code: 'csrf' });
    const wrong = await c.call(
      'POST',
      '/api/Templates',
      { Name: 'x', Template: { Yaml: '' } },
      { 'x-csrf-token': 'wrong' },
    );
    expect(wrong.statusCode).toBe(403);
    c.csrf = token;
    expect((await c.call('POST', '/api/Templates', { Name: 'x', Template: { Yaml: '' } })).statusCode).toBe(
      200,
    );
  });

  it('issues a new session id at sign-in (no session fixation)', async () => {
    const c = new Client(ctx.app);
    c.csrf = (await c.call('GET', '/api/auth/csrf')).body;
    const before = c.cookie;
    await c.call('POST', '/api/debugauthentication', { login: 'author@demo.local' });
    expect(c.cookie).not.toBe(before);
    const stale = await ctx.app.inject({ url: '/api/auth', headers: { cookie: before } });
    expect(stale.statusCode).toBe(401);
  });

  it('signs out with a POST and the CSRF token; a GET or a POST without the token is refused', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const cookie = c.cookie;
    const get = await ctx.app.inject({ url: '/Identity/Account/SignOut', headers: { cookie } });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/Identity/Account/SignOut',
      headers: { cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/auth', headers: { cookie } })).statusCode).toBe(200);
    const res = await c.call('POST', '/Identity/Account/SignOut');
    expect(res.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/auth', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps the tutorial flag per user', async () => {
    const c = await signedIn(ctx.app, 'admin@demo.local');
    expect(await c.json('GET', '/api/user/showTutorial')).toEqual({ ShowTutorial: true });
    await c.json('POST', '/api/user/showTutorial/false');
    expect(await c.json('GET', '/api/user/showTutorial')).toEqual({ ShowTutorial: false });
  });

  it('answers the upgrading flag set by the operator', async () => {
    const { setUpgrading } = await import('../services/users');
    expect((await ctx.app.inject({ url: '/api/status/isupgrading' })).json()).toEqual({ IsUpgrading: false });
    await setUpgrading(ctx.db.storage, true);
    expect((await ctx.app.inject({ url: '/api/status/isupgrading' })).json()).toEqual({ IsUpgrading: true });
    await setUpgrading(ctx.db.storage, false);
  });

  it('switches the current site among the user\u2019s grants only', async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const site = await p.json<{ Id: number }>('POST', '/api/FormwrightAdmin/createSite', {
      Name: 'Second',
      EmailDomain: 'second.test',
    });
    expect((await p.call('POST', `/api/sites/set/${site.Id}`)).statusCode).toBe(404);
    const me = await p.json<{ Guid: string }>('GET', '/api/auth');
    await p.json('POST', `/api/FormwrightAdmin/${site.Id}/setUser`, { Guid: me.Guid, Role: 2 });
    const switched = await p.json<{ SiteId: number; Role: number }>('POST', `/api/sites/set/${site.Id}`);
    expect(switched).toMatchObject({ SiteId: site.Id, Role: 2 });
    const sites = await p.json<{ Id: number; IsCurrent: boolean }[]>('GET', '/api/sites');
    expect(sites.find((s) => s.IsCurrent)?.Id).toBe(site.Id);
  });

  it('serves the OpenAPI document of the contract', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/Templates/{id}/{version}');
  });

  it('sends strict security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

eachBackend('production mode', (ctx) => {
  it('refuses the debug sign-in in production mode', async () => {
    const app = await buildApp({ storage: ctx.db.storage, mode: 'production' });
    const c = new Client(app);
    c.csrf = (await c.call('GET', '/api/auth/csrf')).body;
    const res = await c.call('POST', '/api/debugauthentication', { login: 'author@demo.local' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'debug-sign-in-off' });
    expect((await c.call('POST', '/api/debugauthentication/register', { email: 'a@b.c' })).statusCode).toBe(
      403,
    );
    expect(String(c.cookie)).not.toBe('');
    await app.close();
  });
});

describe('sign-in rate limit', () => {
  it('limits sign-in attempts per client', async () => {
    const { backends } = await import('../testing/backends');
    const [sqlite] = await backends();
    const db = await sqlite!.create();
    const app = await buildApp({ storage: db.storage, mode: 'local', signInRateLimit: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/debugauthentication', payload: { login: 'x@y.z' } }))
          .statusCode,
      );
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes[4]).toBe(429);
    await app.close();
    await db.drop();
  });
});
