import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { AppDeps } from '../context';
import { eachBackend } from '../testing/suite';

const PUBLIC_URL = 'http://formwright.test';
const CLIENT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
let issuer = '';
let idp: Server;
/** The e-mail claims the identity provider gives a subject (default `{sub}@demo.local`, verified). */
const accounts = new Map<string, { email: string; email_verified?: boolean }>();

beforeAll(async () => {
  // A real identity provider on loopback: oidc-provider with its development login and consent pages.
  idp = createServer();
  await new Promise<void>((r) => idp.listen(0, '127.0.0.1', r));
  const addr = idp.address();
  issuer = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'formwright',
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/Identity/Account/SignInCallback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The login typed on the provider's page is the subject; its claims are those `accounts` holds now.
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        given_name: 'Ida',
        family_name: 'Provider',
        ...(accounts.get(id) ?? { email: `${id}@demo.local`, email_verified: true }),
      }),
    }),
    pkce: { required: () => true },
  });
  idp.on('request', provider.callback());
}, 60_000);

afterAll(() => new Promise<void>((r) => idp.close(() => r())));

/** A browser on the identity provider: follows its redirects with its cookies, fills its forms. */
class Browser {
  private jar = new Map<string, string>();

  /** `login` is what the browser types on the provider's login page: the subject. */
  constructor(private readonly login = 'ida') {}

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }

  /** Requests and follows redirects until one leaves the provider; answers that location. */
  async run(url: string, init: { method?: string; body?: string } = {}): Promise<string> {
    let next: string | undefined = url;
    let method = init.method ?? 'GET';
    let body = init.body;
    for (let hop = 0; hop < 20 && next; hop++) {
      if (!next.startsWith(issuer)) return next;
      const res: Response = await fetch(next, {
        method,
        redirect: 'manual',
        headers: {
          cookie: this.cookieHeader(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      });
      this.keep(res);
      const location = res.headers.get('location');
      if (location) {
        next = new URL(location, next).href;
        method = 'GET';
        body = undefined;
        continue;
      }
      const html = await res.text();
      const action = /action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected page ${res.status}: ${html.slice(0, 300)}`);
      next = new URL(action, next).href;
      method = 'POST';
      body =
        prompt === 'login'
          ? `prompt=login&login=${encodeURIComponent(this.login)}&password=any`
          : 'prompt=consent';
    }
    throw new Error('too many redirects');
  }
}

/** The server in production mode, signing in through the loopback identity provider. */
function oidcApp(storage: AppDeps['storage']): Promise<App> {
  return buildApp({
    storage,
    mode: 'production',
    oidc: { issuer, clientId: 'formwright', clientSecret: CLIENT_SECRET, publicUrl: PUBLIC_URL },
  });
}

/** The first step of a sign-in: the provider's authorisation URL and the anonymous cookie that goes with it. */
async function startSignIn(app: App): Promise<{ authUrl: URL; cookie: string }> {
  const start = await app.inject({ url: '/Identity/Account/SignIn' });
  expect(start.statusCode).toBe(302);
  return {
    authUrl: new URL(String(start.headers.location)),
    cookie: String(start.headers['set-cookie']).split(';')[0]!,
  };
}

/** Where the provider sends the browser back, as a path on the server. */
const onServer = (callback: string) => callback.slice(PUBLIC_URL.length);

eachBackend('OpenID Connect sign-in', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await oidcApp(ctx.db.storage);
  }, 60_000);
  afterAll(() => app.close());

  it('signs in end to end with the authorisation code and PKCE, creating the user with role None', async () => {
    const { authUrl, cookie } = await startSignIn(app);
    expect(authUrl.origin).toBe(issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();

    const callback = await new Browser().run(authUrl.href);
    expect(callback.startsWith(`${PUBLIC_URL}/Identity/Account/SignInCallback?`)).toBe(true);
    const done = await app.inject({ url: onServer(callback), headers: { cookie } });
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe('/');
    const session = String(done.headers['set-cookie']).split(';')[0]!;
    expect(session).not.toBe(cookie);
    const me = await app.inject({ url: '/api/auth', headers: { cookie: session } });
    expect(me.json()).toMatchObject({
      Email: 'ida@demo.local',
      GivenName: 'Ida',
      FamilyName: 'Provider',
      Role: 0,
    });
  });

  it('refuses a callback whose state does not match', async () => {
    const { authUrl, cookie } = await startSignIn(app);
    authUrl.searchParams.set('state', 'forged');
    const callback = await new Browser().run(authUrl.href);
    const res = await app.inject({ url: onServer(callback), headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('sign-in-failed');
  });
});

/** A sign-in through the provider as `login`: the callback's answer and the cookie the browser then holds. */
async function signInAs(app: App, login: string) {
  const { authUrl, cookie: anonymous } = await startSignIn(app);
  const callback = await new Browser(login).run(authUrl.href);
  const res = await app.inject({ url: onServer(callback), headers: { cookie: anonymous } });
  const set = res.headers['set-cookie'];
  const cookie = set ? String(set).split(';')[0]! : anonymous;
  const me = await app.inject({ url: '/api/auth', headers: { cookie } });
  return {
    res,
    me: me.statusCode === 200 ? me.json<{ Guid: string; Email: string; Role: number }>() : undefined,
  };
}

eachBackend('OpenID Connect account linking (issue 22 item 2)', (ctx) => {
  let app: App;
  let site: number;
  const now = () => new Date().toISOString();
  /** Creates a user added by an admin (bound to no identity yet) with a role on North Hospital. */
  async function addUser(email: string, role: number): Promise<string> {
    const guid = crypto.randomUUID();
    const db = ctx.db.storage.db;
    await db
      .insertInto('users')
      .values({
        guid,
        email,
        given_name: '',
        family_name: '',
        subject: null,
        show_tutorial: 0,
        created: now(),
      })
      .execute();
    await db.insertInto('grants').values({ site_id: site, user_guid: guid, role }).execute();
    return guid;
  }
  const account = (guid: string) =>
    ctx.db.storage.db
      .selectFrom('users')
      .select(['email', 'oidc_issuer', 'oidc_subject'])
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();

  let chief: string;
  beforeAll(async () => {
    app = await oidcApp(ctx.db.storage);
    site = (
      await ctx.db.storage.db
        .insertInto('sites')
        .values({ name: 'North Hospital', description: '', email_domain: 'north.example', created: now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    chief = await addUser('chief@north.example', 3);
    // Chief's first sign-in binds the account to subject `chief`.
    accounts.set('chief', { email: 'chief@north.example', email_verified: true });
    const first = await signInAs(app, 'chief');
    expect(first.res.statusCode, first.res.body).toBe(302);
    expect(first.me).toMatchObject({ Guid: chief, Role: 3 });
    expect(await account(chief)).toEqual({
      email: 'chief@north.example',
      oidc_issuer: issuer,
      oidc_subject: 'chief',
    });
  }, 60_000);
  afterAll(() => app.close());

  it.each([
    ['verified', { email: 'chief@north.example', email_verified: true }],
    ['unverified', { email: 'chief@north.example', email_verified: false }],
    ['without email_verified', { email: 'chief@north.example' }],
    ['other case and a trailing space, verified', { email: 'Chief@North.EXAMPLE ', email_verified: true }],
    [
      'other case and a trailing space, unverified',
      { email: ' CHIEF@north.example ', email_verified: false },
    ],
  ])(
    'refuses subject mallory with chief’s address (%s): a 403 page, no session, chief’s account untouched',
    async (_variant, claims) => {
      accounts.set('mallory', claims);
      const { res, me } = await signInAs(app, 'mallory');
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>Sign-in refused</h1>');
      expect(res.body).toMatch(
        'email_verified' in claims && claims.email_verified
          ? /already linked to another identity/
          : /verified/,
      );
      expect(res.body).toContain('<a href="/">');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(me).toBeUndefined();
      expect(await account(chief)).toMatchObject({ oidc_subject: 'chief' });
      const mallory = await ctx.db.storage.db
        .selectFrom('users')
        .select('guid')
        .where('oidc_subject', '=', 'mallory')
        .execute();
      expect(mallory).toEqual([]);
      // Chief still signs in to the account, with its role.
      expect((await signInAs(app, 'chief')).me).toMatchObject({ Guid: chief, Role: 3 });
    },
  );

  it('links an unbound account by its verified, normalised address; later sign-ins go by subject', async () => {
    const nurse = await addUser('nurse@north.example', 1);
    accounts.set('nurse-7', { email: '  Nurse@North.Example ', email_verified: true });
    const first = await signInAs(app, 'nurse-7');
    expect(first.res.statusCode).toBe(302);
    expect(first.me).toMatchObject({ Guid: nurse, Role: 1, Email: 'nurse@north.example' });
    expect(await account(nurse)).toMatchObject({ oidc_issuer: issuer, oidc_subject: 'nurse-7' });

    // The address changes at the provider, unverified: the same account by subject, its address kept.
    accounts.set('nurse-7', { email: 'nurse.bergman@north.example', email_verified: false });
    expect((await signInAs(app, 'nurse-7')).me).toMatchObject({
      Guid: nurse,
      Role: 1,
      Email: 'nurse@north.example',
    });
    // Verified: still the same account, which follows the new address.
    accounts.set('nurse-7', { email: 'nurse.bergman@north.example', email_verified: true });
    expect((await signInAs(app, 'nurse-7')).me).toMatchObject({
      Guid: nurse,
      Role: 1,
      Email: 'nurse.bergman@north.example',
    });
    // An address another account holds is not taken over: the account keeps its own.
    accounts.set('nurse-7', { email: 'chief@north.example', email_verified: true });
    expect((await signInAs(app, 'nurse-7')).me).toMatchObject({
      Guid: nurse,
      Role: 1,
      Email: 'nurse.bergman@north.example',
    });
    // The old address is free again, but its next claimant gets a new account, never the nurse's.
    accounts.set('newcomer', { email: 'nurse@north.example', email_verified: true });
    const other = await signInAs(app, 'newcomer');
    expect(other.res.statusCode).toBe(302);
    expect(other.me?.Guid).not.toBe(nurse);
    expect(other.me).toMatchObject({ Role: 0, Email: 'nurse@north.example' });
  });

  it('refuses a first sign-in with an unverified address, to an unbound account or a new one', async () => {
    const clerk = await addUser('clerk@north.example', 1);
    accounts.set('clerk', { email: 'clerk@north.example', email_verified: false });
    const refused = await signInAs(app, 'clerk');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.body).toContain('did not confirm that the e-mail address');
    expect(await account(clerk)).toMatchObject({ oidc_subject: null });
    accounts.set('stranger', { email: 'stranger@north.example', email_verified: false });
    expect((await signInAs(app, 'stranger')).res.statusCode).toBe(403);
    const rows = await ctx.db.storage.db
      .selectFrom('users')
      .select('guid')
      .where('email', '=', 'stranger@north.example')
      .execute();
    expect(rows).toEqual([]);
    // Once verified, the clerk's account is linked.
    accounts.set('clerk', { email: 'clerk@north.example', email_verified: true });
    expect((await signInAs(app, 'clerk')).me).toMatchObject({ Guid: clerk, Role: 1 });
  });

  it('escapes the claimed address on the refusal page', async () => {
    accounts.set('mallory-html', {
      email: '<img src=x onerror=alert(1)>@north.example',
      email_verified: false,
    });
    const { res } = await signInAs(app, 'mallory-html');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;@north.example');
  });
});
