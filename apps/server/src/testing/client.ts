import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { buildApp } from '../app';
import type { AppDeps } from '../context';
import type { TestDatabase } from './backends';
import { contractViolation } from './contractCheck';

/** The demo form the seeded site holds. */
export const DEMO_FORM = new URL('../../../../fixtures/forms/demo.yaml', import.meta.url).pathname;

/** A small valid form: one Number and a report line (one copy, in the build package's testing entry). */
export { smallForm } from '@formwright/packaging/testing';

/** A server over a test database, built like main.ts builds it (local mode, seeded). */
export async function testApp(db: TestDatabase, deps: Partial<AppDeps> = {}): Promise<App> {
  return buildApp({
    storage: db.storage,
    mode: 'local',
    demoForm: DEMO_FORM,
    signInRateLimit: 100_000,
    ...deps,
  });
}

/** A browser's view of the server: its session cookie and CSRF token, sent with every call. */
export class Client {
  cookie = '';
  csrf = '';

  constructor(readonly app: App) {}

  /** Sends a request with the cookie and (on mutations) the CSRF token; keeps a new cookie. */
  async call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const opts: InjectOptions = {
      method,
      url,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
    };
    if (body !== undefined) {
      opts.payload = JSON.stringify(body);
      (opts.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await this.app.inject(opts);
    const violation = contractViolation(
      method,
      url,
      res.statusCode,
      res.headers['content-type'] as string,
      res.body,
    );
    if (violation) throw new Error(violation);
    const set = res.headers['set-cookie'];
    const first = Array.isArray(set) ? set[0] : set;
    if (first) this.cookie = first.split(';')[0]!;
    return res;
  }

  /** GET answering JSON, failing on a non-2xx answer. */
  async json<T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
    const res = await this.call(method, url, body);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return (res.body === '' ? undefined : res.json()) as T;
  }

  /** Fetches the CSRF token, then signs in with the debug sign-in. */
  async signIn(login: string): Promise<this> {
    const csrf = await this.call('GET', '/api/auth/csrf');
    this.csrf = csrf.body;
    const res = await this.call('POST', '/api/debugauthentication', { login });
    if (res.statusCode !== 200)
      throw new Error(`sign-in as ${login} answered ${res.statusCode}: ${res.body}`);
    return this;
  }
}

/** A signed-in client. */
export function signedIn(app: App, login: string): Promise<Client> {
  return new Client(app).signIn(login);
}
