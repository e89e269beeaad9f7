import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { eachBackend } from '../testing/suite';

const PUBLIC_URL = 'http://formwright.test';
let issuer = '';
let idp: Server;

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
        client_secret: 'a-test-secret-that-is-long-enough-for-hs256',
        redirect_uris: [`${PUBLIC_URL}/Identity/Account/SignInCallback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@demo.local`,
        given_name: 'Ida',
        family_name: 'Provider',
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
      body = prompt === 'login' ? 'prompt=login&login=ida&password=any' : 'prompt=consent';
    }
    throw new Error('too many redirects');
  }
}

eachBackend('OpenID Connect sign-in', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({
      storage: ctx.db.storage,
      mode: 'production',
      oidc: {
        issuer,
        clientId: 'formwright',
        clientSecret: 'a-test-secret-that-is-long-enough-for-hs256',
        publicUrl: PUBLIC_URL,
      },
    });
  }, 60_000);
  afterAll(() => app.close());

  it('signs in end to end with the authorisation code and PKCE, creating the user with role None', async () => {
    const start = await app.inject({ url: '/Identity/Account/SignIn' });
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(String(start.headers.location));
    expect(authUrl.origin).toBe(issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;

    const callback = await new Browser().run(authUrl.href);
    expect(callback.startsWith(`${PUBLIC_URL}/Identity/Account/SignInCallback?`)).toBe(true);
    const done = await app.inject({ url: callback.slice(PUBLIC_URL.length), headers: { cookie } });
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
    const start = await app.inject({ url: '/Identity/Account/SignIn' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const authUrl = new URL(String(start.headers.location));
    authUrl.searchParams.set('state', 'forged');
    const callback = await new Browser().run(authUrl.href);
    const res = await app.inject({ url: callback.slice(PUBLIC_URL.length), headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('sign-in-failed');
  });
});
