import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** The Content-Security-Policy of every answer: nothing from elsewhere, no inline script; WebAssembly
 * for the QuickJS script sandbox; inline styles for the editor's and components' computed styles. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

/** The helmet options of the server (upgrade-insecure-requests only in production, behind TLS). */
export function helmetOptions(production: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: production ? [] : null },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers helmet sets with these options, worked out once: helmet answers one request of
 * a throwaway Fastify instance and the headers it set are read back. Its headers depend on the options
 * only (no nonces, nothing from the request), and @fastify/helmet rebuilds its whole middleware (CSP
 * parsing included) on every request: setting this frozen list instead gives the same headers for a
 * fraction of the work.
 */
export async function securityHeaders(production: boolean): Promise<readonly (readonly [string, string])[]> {
  const probe = Fastify({ logger: false });
  let seen: readonly (readonly [string, string])[] = [];
  await probe.register(helmet, helmetOptions(production));
  // Runs after helmet's own onRequest hooks: what is on the raw answer now is what helmet set.
  probe.addHook('onRequest', async (_req, reply) => {
    seen = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)] as const);
  });
  probe.get('/', async () => '');
  await probe.inject({ url: '/' });
  await probe.close();
  if (seen.length === 0) throw new Error('helmet set no headers');
  return Object.freeze(seen.map((pair) => Object.freeze(pair)));
}

/** Sets the security headers on every answer (API, pages, assets, errors), as helmet's hook did. */
export async function addSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  const headers = await securityHeaders(production);
  app.addHook('onRequest', (_req, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
