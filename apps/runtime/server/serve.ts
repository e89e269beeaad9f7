/**
 * A small static server for the host simulator and the browser tests (`npm run runtime:dev`, Playwright's
 * webServer on port 4173). It serves the built runtime (`/dist/`), the simulator (`/`), the test host
 * pages (`/pages/`, from e2e/runtime/pages), the fixtures (`/fixtures/`), and `/compiled?form=PATH` (the
 * compiled form of a fixture, as a build ships it). `?csp=strict` on a page adds the strict
 * Content-Security-Policy the runtime must live under: `script-src 'self' 'wasm-unsafe-eval'`; `?csp=self`
 * a host's `default-src 'self'` policy with that script-src.
 */
import { createServer, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasErrors } from '@formwright/core/authoring';
import { loadForm } from '@formwright/core/headless';

const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const runtime = join(repo, 'apps/runtime');

/** The CSP of docs/embedding.md#content-security-policy's strict test: WebAssembly for the script sandbox, nothing else. */
export const STRICT_CSP = "script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";
/**
 * A host that allows only its own origin for everything (`?csp=self`): no data: fetches (so no inlined
 * WebAssembly), no inline styles or scripts (issue 20 item 9).
 */
export const SELF_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
const POLICIES: Readonly<Record<string, string>> = { strict: STRICT_CSP, self: SELF_CSP };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.rtf': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** URL prefix → folder. The first match wins. */
const MOUNTS: readonly (readonly [string, string])[] = [
  ['/dist/', join(runtime, 'dist')],
  ['/simulator/', join(runtime, 'simulator')],
  ['/pages/', join(repo, 'e2e/runtime/pages')],
  ['/fixtures/', join(repo, 'fixtures')],
  ['/e2e/runtime/', join(repo, 'e2e/runtime')],
];

function inside(root: string, rel: string): string | undefined {
  const file = normalize(join(root, rel));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

async function sendFile(res: ServerResponse, file: string, csp: string | undefined): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  };
  if (csp) headers['content-security-policy'] = csp;
  res.writeHead(200, headers).end(await readFile(file));
}

async function compiled(res: ServerResponse, form: string, script: string | null): Promise<void> {
  const file = inside(repo, form);
  if (!file) return void res.writeHead(400).end('bad form path');
  const text = await readFile(file, 'utf8');
  const scriptText = script ? await readFile(inside(repo, script) ?? '', 'utf8') : undefined;
  // Loaded as every form is (core's loadForm, docs/architecture.md#loading-a-form), and refused as a build
  // refuses it: any error, a script that does not parse included.
  const loaded = await loadForm(text, scriptText, { compile: true });
  if (!loaded.compiled || hasErrors(loaded.diagnostics)) {
    res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify(loaded.diagnostics));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(loaded.compiled));
}

/** Starts the server; resolves with its port (0 picks a free one). */
export function serve(port: number): Promise<number> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const strict = POLICIES[url.searchParams.get('csp') ?? ''];
    const path = decodeURIComponent(url.pathname);
    const done = (p: Promise<void>) =>
      p.catch((e: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(e));
      });
    if (path === '/') return void done(sendFile(res, join(runtime, 'simulator/index.html'), strict));
    if (path === '/compiled')
      return void done(compiled(res, url.searchParams.get('form') ?? '', url.searchParams.get('script')));
    for (const [prefix, root] of MOUNTS) {
      if (!path.startsWith(prefix)) continue;
      const file = inside(root, path.slice(prefix.length));
      return void done(file ? sendFile(res, file, strict) : Promise.resolve(void res.writeHead(403).end()));
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return new Promise((ok) =>
    server.listen(port, '127.0.0.1', () => ok((server.address() as { port: number }).port)),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = await serve(Number(process.env.PORT ?? 4173));
  console.log(
    `Formwright runtime: simulator at http://127.0.0.1:${port}/ (built runtime from apps/runtime/dist)`,
  );
}
