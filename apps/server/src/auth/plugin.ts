import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '@formwright/api';
import type { Caller } from '../context';
import { forbidden, HttpError } from '../errors';
import { SESSION_COOKIE, type Sessions } from './sessions';

/** The session cookie's attributes: HttpOnly, SameSite=Lax (the OpenID Connect callback is a top-level
 * navigation from the identity provider, which Strict would strip), Secure in production. */
export function cookieOptions(production: boolean, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** Sets the session cookie on a reply. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  production: boolean,
  maxAgeMs: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(production, maxAgeMs));
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the caller of every request from the session cookie, then enforces the route's access:
 * 401 without a signed-in session, 403 on a mutating call without the session's x-csrf-token (the
 * sign-in endpoints excepted: they take JSON only, which a cross-site form cannot send), 403 below the
 * route's role.
 */
export function authPlugin(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('caller', undefined);
  // Callback hooks, not async ones: a session the process resolved within the last second is taken from
  // memory without a promise (Sessions.cached).
  app.addHook('onRequest', (req, _reply, done) => {
    const token = req.cookies[SESSION_COOKIE];
    // The status answers from memory, also to a browser with a session (docs/operations.md#health).
    if (!token || req.routeOptions.config.operation === 'getStatus') return done();
    const hit = sessions.cached(token);
    if (hit !== null) {
      req.caller = hit;
      return done();
    }
    sessions.resolve(token).then((caller) => {
      req.caller = caller;
      done();
    }, done);
  });
  // A change made through this process (grants, roles, the tutorial flag, sign-out) is seen at once here.
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (MUTATING.has(req.method)) sessions.forget();
    done(null, payload);
  });
  // Before the body is read: an anonymous 24 MB body is a 401, never parsed (docs/operations.md#security).
  app.addHook('preParsing', (req, _reply, payload, done) => {
    const refusal = refuse(req.routeOptions.config.access, req.caller, req.method, req.headers);
    if (refusal) done(refusal);
    else done(null, payload);
  });
}

/** Why a request may not reach its handler (undefined: it may). */
function refuse(
  access: Access | undefined,
  caller: Caller | undefined,
  method: string,
  headers: FastifyRequest['headers'],
): HttpError | undefined {
  if (access === undefined || access === 'public') return undefined;
  if (access === 'signin') {
    if (!headers['content-type']?.startsWith('application/json'))
      return new HttpError(415, 'unsupported-media-type', 'Sign-in takes application/json');
    return undefined;
  }
  if (!caller?.user) return new HttpError(401, 'not-signed-in', 'Not signed in');
  if (MUTATING.has(method) && headers['x-csrf-token'] !== caller.csrf)
    return new HttpError(403, 'csrf', 'Missing or wrong x-csrf-token');
  if (typeof access === 'number' && (caller.role < access || caller.siteId === null)) return forbidden();
  return undefined;
}
