import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A server started as its own process, as `npm start` starts it. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Ends the process (SIGTERM, or the signal given) and waits for it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `apps/server/src/main.ts` on an ephemeral port with the given environment; resolves once it listens. */
export function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out} ${err}`)), 60_000);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1]!,
          child,
          stop: (signal = 'SIGTERM') =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill(signal);
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${err}`));
    });
  });
}

/** A fetch-based browser: cookie jar of one cookie, CSRF token on mutations. */
export class HttpClient {
  cookie = '';
  csrf = '';

  constructor(public base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      redirect: 'manual',
    });
    const set = res.headers.getSetCookie()[0];
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }

  async signIn(login: string): Promise<this> {
    this.csrf = await (await this.call('GET', '/api/auth/csrf')).text();
    const res = await this.call('POST', '/api/debugauthentication', { login });
    if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
    return this;
  }
}
