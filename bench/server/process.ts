// The server benches' processes: a script started with tsx in its own Node process (the real server, or the
// bare Fastify peer), read until it prints `running at URL`, stopped with SIGTERM; and the debug sign-in.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real server's entry. */
export const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

/** A started process and the URL it printed. */
export interface Proc {
  url: string;
  child: ChildProcess;
}

/** Starts `node --import tsx ...args` on a free port with `env` added; resolves with the URL it serves. */
export function start(args: string[], env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`process exited with ${code}`)));
  });
}

/** Stops a process with SIGTERM and waits for it to exit. */
export function stop(p: Proc): Promise<void> {
  return new Promise((r) => {
    if (p.child.exitCode !== null) return r();
    p.child.once('exit', () => r());
    p.child.kill('SIGTERM');
  });
}

/** Signs in as the demo site's author with the debug sign-in: the session cookie and the CSRF token. */
export async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const csrf = await csrfRes.text();
  const first = csrfRes.headers.getSetCookie()[0]!.split(';')[0]!;
  const res = await fetch(`${base}/api/debugauthentication`, {
    method: 'POST',
    headers: { cookie: first, 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'author@demo.local' }),
  });
  return { cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, csrf };
}
