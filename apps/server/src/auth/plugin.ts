import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  app.addHook('onRequest', async (req) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) req.caller = await sessions.resolve(token);
  });
  // A change made through this process (grants, roles, the tutorial flag, sign-out) is seen at once here.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (MUTATING.has(req.method)) sessions.forget();
    return payload;
  });
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const caller: Caller | undefined = req.caller;
    if (access === 'signin') {
      if (!req.headers['content-type']?.startsWith('application/json'))
        throw new HttpError(415, 'unsupported-media-type', 'Sign-in takes application/json');
      return;
    }
    if (!caller?.user) throw new HttpError(401, 'not-signed-in', 'Not signed in');
    if (MUTATING.has(req.method) && req.headers['x-csrf-token'] !== caller.csrf)
      throw new HttpError(403, 'csrf', 'Missing or wrong x-csrf-token');
    if (typeof access === 'number' && (caller.role < access || caller.siteId === null)) throw forbidden();
  });
}
