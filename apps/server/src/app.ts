import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, sep } from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { authPlugin } from './auth/plugin';
import { identityRoutes } from './auth/identity';
import type { AppDeps } from './context';
import { HttpError } from './errors';
import { limitsOf, nestsDeeperThan, tooDeep } from './limits';
import { configureWorkers, workers } from './worker/pool';
import { on } from './http';
import { openApiDocument } from '@formwright/api';
import { buildRoutes } from './routes/builds';
import { folderRoutes } from './routes/folders';
import { providerRoutes } from './routes/providers';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/sites';
import { templateRoutes } from './routes/templates';
import { makeServices, type Services } from './services';
import { ensureCuratedRoot, seedDemo } from './services/seed';
import { addSecurityHeaders } from './securityHeaders';
import { unavailableReason } from './storage/health';

export { CSP_DIRECTIVES } from './securityHeaders';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Formwright</title></head>
<body><h1>Formwright</h1>
<p>The server is running, but the designer is not built yet.</p>
<p>Build it with <code>npm run build</code> (or <code>npm run build -w @formwright/designer</code>) and reload this page.</p>
<p>The API answers under <a href="/api/status">/api/status</a>.</p>
</body></html>
`;

/** Fastify's trustProxy for a hop count: the i-th address back is trusted while i < hops (0: none). */
export function trustHops(hops: number): false | ((address: string, i: number) => boolean) {
  return hops > 0 ? (_address, i) => i < hops : false;
}

/** What buildApp answers: the Fastify instance (not listening) and its services. */
export type App = FastifyInstance & { readonly services: Services };

/**
 * Builds the server (docs/operations.md#configuration): the API of docs/rest.md#the-rest-contract from the packages/api route table,
 * sign-in, security headers, the built designer with its SPA fallback. Seeds a fresh local database.
 * Does not listen: tests call `app.inject`, main.ts calls `listen`.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    // Our own one line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The REST contract writes the same path in several casings (docs/rest.md).
    routerOptions: { caseSensitive: false },
    bodyLimit: deps.bodyLimit ?? 25 * 1024 * 1024,
    // The operator's hop count (TRUST_PROXY), never any X-Forwarded-For a client sends (docs/operations.md#security).
    trustProxy: trustHops(deps.trustProxy ?? 0),
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
    },
  });
  // The analysis workers start now, beside the rest of the start-up (they load the core once each).
  if (deps.analysisWorkers !== undefined) configureWorkers(deps.analysisWorkers);
  workers().warm();
  const limits = limitsOf(deps.limits ?? {});
  const services = makeServices(deps, now);
  // The shared secret of anonymous sessions; expired sessions are swept now and every 10 minutes.
  await services.sessions.start();
  app.addHook('onClose', async () => services.sessions.stop());

  // The demo site first, so on a fresh database its root is folder 1 (docs/operations.md: default folder id 1).
  // In local mode only (decisions D11), also with OpenID Connect: a local trial signs in as the seeded users by
  // their e-mail. Production never seeds. (Which identities may claim an account by e-mail is issue 22 item 2.)
  if (deps.mode === 'local') await seedDemo(deps.storage, services.providers, deps.demoForm, now());
  await ensureCuratedRoot(deps.storage);

  // JSON bodies; an empty body is no body (the designer posts some calls without one). A body nested
  // deeper than the depth limit is refused here, before any handler or serialiser recurses into it.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new HttpError(400, 'malformed-json', 'The body is not valid JSON'), undefined);
    }
    if (nestsDeeperThan(value, limits.specMaxDepth)) return done(tooDeep('The body', limits.specMaxDepth));
    done(null, value);
  });

  await app.register(cookie);
  // Security headers with a strict CSP: helmet's, worked out once at start (securityHeaders.ts).
  await addSecurityHeaders(app, deps.mode === 'production');
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode,
        code: err.code,
        error: STATUS_CODES[err.statusCode] ?? 'Error',
        message: err.message,
        ...err.extra,
      });
    }
    // A lost, refused or unanswered database connection, or a full disk: 503, and the process stays up
    // (docs/operations.md#health). The storage has recorded it for /api/status.
    const unavailable = unavailableReason(err);
    if (unavailable !== undefined) {
      req.log.warn(
        { err: { code: (err as { code?: unknown }).code, message: err.message } },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          statusCode: 503,
          code: unavailable,
          error: 'Service Unavailable',
          message:
            unavailable === 'disk-full'
              ? 'The server cannot store anything now (its disk is full); try again later'
              : 'The database is unavailable; try again shortly',
        });
    }
    const status = err.statusCode ?? 500;
    if (err.validation)
      return reply
        .code(400)
        .send({ statusCode: 400, code: 'invalid-request', error: 'Bad Request', message: err.message });
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        code: 'server-error',
        error: 'Internal Server Error',
        message: 'Server error',
      });
    }
    return reply.code(status).send({
      statusCode: status,
      code: err.code ?? 'refused',
      error: STATUS_CODES[status] ?? 'Error',
      message: err.message,
    });
  });

  // One log line per request with the user and site, never the session (docs/operations.md).
  app.addHook('onResponse', (req, reply, done) => {
    // The line's object is not even built when info is off (LOG_LEVEL=warn).
    if ((req.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') !== false)
      req.log.info(
        {
          method: req.method,
          url: req.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          user: req.caller?.user?.email,
          site: req.caller?.siteId ?? undefined,
        },
        'request',
      );
    done();
  });

  authPlugin(app, services.sessions);
  sessionRoutes(app, deps, services);
  templateRoutes(app, services);
  folderRoutes(app, services);
  buildRoutes(app, services);
  siteRoutes(app, services);
  providerRoutes(app, deps, services);
  identityRoutes(app, deps, services);
  const openApi = openApiDocument();
  on(app, 'getOpenApi', async () => openApi);

  const dist = deps.designerDist === undefined ? undefined : resolve(deps.designerDist);
  const hasDesigner = dist !== undefined && existsSync(join(dist, 'index.html'));
  if (hasDesigner) {
    const assetsDir = join(dist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      serve: true,
      // The editor frame is sandboxed without allow-same-origin, so its scripts and styles are
      // cross-origin loads: only the built assets (public files) may be read from any origin, never the API.
      // Built assets are named by their content's hash (vite), so a browser may keep them for good: the
      // editor opens without asking again for its 2 MB of JavaScript. Pages and version.txt are revalidated.
      setHeaders: (reply, path) => {
        if (!path.startsWith(assetsDir)) {
          reply.header('cache-control', 'no-cache');
          return;
        }
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!.toLowerCase();
    if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET')
      return reply
        .code(404)
        .send({ statusCode: 404, code: 'not-found', error: 'Not Found', message: 'Not found' });
    // SPA fallback: every route of docs/users-guide.md#users-guide is the designer's index.html.
    if (!hasDesigner) return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.decorate('services', services);
  return app as unknown as App;
}
