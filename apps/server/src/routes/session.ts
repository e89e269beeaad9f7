import type { FastifyInstance } from 'fastify';
import { setSessionCookie } from '../auth/plugin';
import { debugSignInOn, signInLimit, type AppDeps } from '../context';
import { HttpError } from '../errors';
import { on } from '../http';
import type { Services } from '../services';
import { isUpgrading } from '../services/users';

/** Status, the current user, CSRF, the tutorial flag and the debug sign-in (docs/rest.md#the-rest-contract). */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps, s: Services): void {
  const production = deps.mode === 'production';
  const sessionMs = deps.sessionMs ?? 12 * 60 * 60 * 1000;
  const limited = { rateLimit: { max: signInLimit(deps), timeWindow: 60_000 } };

  // From the state the storage keeps, never a query per call (docs/operations.md#health): integrity
  // checks run at start and by the operator's `integrity-check`.
  on(app, 'getStatus', async ({ reply }) => {
    const health = deps.storage.health();
    if (!health.ok) {
      reply.code(503).header('cache-control', 'no-store');
      return { Status: 'Unavailable' as const, Mode: deps.mode, Reason: health.reason };
    }
    reply.header('cache-control', 'no-store');
    return { Status: 'OK' as const, Mode: deps.mode };
  });

  on(app, 'getIsUpgrading', async () => ({ IsUpgrading: await isUpgrading(deps.storage) }));

  on(app, 'getCurrentUser', async ({ caller }) => s.users.current(caller));

  // Plain text (docs/rest.md#the-rest-contract). A browser without a session gets one here, so sign-in can carry the token.
  on(app, 'getCsrfToken', async ({ req, reply }) => {
    let csrf = req.caller?.csrf;
    if (!csrf) {
      const created = await s.sessions.create();
      setSessionCookie(reply, created.token, production, sessionMs);
      csrf = created.csrf;
    }
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return csrf;
  });

  on(app, 'getShowTutorial', async ({ caller }) => ({ ShowTutorial: caller.user.showTutorial }));

  on(app, 'setShowTutorial', async ({ caller, params }) => {
    const value = params.value.toLowerCase() === 'true';
    await s.users.setShowTutorial(caller, value);
    return { ShowTutorial: value };
  });

  const signInAs = async (
    req: Parameters<Parameters<typeof on>[2]>[0]['req'],
    reply: Parameters<Parameters<typeof on>[2]>[0]['reply'],
    guid: string,
  ) => {
    const { token } = await s.sessions.signIn(req.caller, guid);
    setSessionCookie(reply, token, production, sessionMs);
    const caller = await s.sessions.resolve(token);
    return s.users.current(caller!);
  };

  // Only in local mode without OpenID Connect (docs/operations.md#security).
  const debugOn = debugSignInOn(deps);
  const refuseInProduction = () => {
    if (!debugOn)
      throw new HttpError(
        403,
        'debug-sign-in-off',
        production
          ? 'Debug sign-in is off in production mode'
          : 'Debug sign-in is off: OpenID Connect is configured',
      );
  };

  on(
    app,
    'debugSignIn',
    async ({ req, reply, body }) => {
      refuseInProduction();
      const guid = await s.users.ensure(body.login);
      return signInAs(req, reply, guid);
    },
    limited,
  );

  on(
    app,
    'debugRegister',
    async ({ req, reply, body }) => {
      refuseInProduction();
      if (!/^[^@\s]+@[^@\s]+$/.test(body.email))
        throw new HttpError(400, 'invalid-email', 'Not an email address');
      const guid = await s.users.ensure(body.email, body.name ?? '', body.familyName ?? '');
      return signInAs(req, reply, guid);
    },
    limited,
  );
}
