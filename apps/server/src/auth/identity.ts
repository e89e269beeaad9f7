import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { signInLimit, type AppDeps, type OidcConfig } from '../context';
import { HttpError } from '../errors';
import { on } from '../http';
import type { Services } from '../services';
import { cookieOptions, setSessionCookie } from './plugin';
import { SESSION_COOKIE } from './sessions';

/** The redirect URI's path (registered with the identity provider). */
export const CALLBACK_PATH = '/Identity/Account/SignInCallback';

interface Pending {
  readonly state: string;
  readonly verifier: string;
}

function baseUrl(req: FastifyRequest, oidc: OidcConfig): string {
  return (oidc.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}

/**
 * The identity account area (issue 11): SignIn and SignOut are browser navigations. With OpenID Connect
 * configured, SignIn sends the browser to the provider (authorisation code with PKCE, state checked)
 * and the callback signs the user in, creating a user seen for the first time with role None.
 */
export function identityRoutes(app: FastifyInstance, deps: AppDeps, s: Services): void {
  const production = deps.mode === 'production';
  const sessionMs = deps.sessionMs ?? 12 * 60 * 60 * 1000;
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = (oidc: OidcConfig) => {
    discovered ??= client
      .discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret, undefined, {
        // A loopback issuer (tests, local set-ups) speaks plain HTTP.
        ...(new URL(oidc.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };
  const limited = { rateLimit: { max: signInLimit(deps), timeWindow: 60_000 } };

  on(
    app,
    'signIn',
    async ({ req, reply }) => {
      const oidc = deps.oidc;
      if (!oidc) {
        if (production)
          throw new HttpError(503, 'sign-in-not-configured', 'Sign-in is not configured (OIDC_ISSUER)');
        return reply.redirect('/');
      }
      const config = await configuration(oidc);
      let caller = req.caller;
      if (!caller) {
        const created = await s.sessions.create();
        setSessionCookie(reply, created.token, production, sessionMs);
        caller = await s.sessions.resolve(created.token);
      }
      const verifier = client.randomPKCECodeVerifier();
      const pending: Pending = { state: client.randomState(), verifier };
      await s.sessions.setPending(caller!, pending);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: baseUrl(req, oidc) + CALLBACK_PATH,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
      });
      return reply.redirect(url.href);
    },
    limited,
  );

  on(
    app,
    'signInCallback',
    async ({ req, reply }) => {
      const oidc = deps.oidc;
      if (!oidc || !req.caller) throw new HttpError(400, 'no-sign-in-pending', 'No sign-in is pending');
      const pending = (await s.sessions.takePending(req.caller)) as Pending | undefined;
      if (!pending) throw new HttpError(400, 'no-sign-in-pending', 'No sign-in is pending');
      const config = await configuration(oidc);
      let claims: Record<string, unknown> | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, new URL(baseUrl(req, oidc) + req.url), {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
        });
        const idToken = tokens.claims();
        claims = idToken ? { ...idToken } : undefined;
        // Many providers put profile claims only in userinfo (OpenID Connect Core 5.4).
        if (idToken && typeof claims?.email !== 'string')
          claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
      } catch (err) {
        req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'sign-in refused');
        throw new HttpError(400, 'sign-in-failed', 'Sign-in failed');
      }
      const email = typeof claims?.email === 'string' ? claims.email : undefined;
      if (!claims || !email)
        throw new HttpError(400, 'sign-in-failed', 'The identity provider gave no email');
      const guid = await s.users.ensure(
        email,
        typeof claims.given_name === 'string' ? claims.given_name : '',
        typeof claims.family_name === 'string' ? claims.family_name : '',
        `${oidc.issuer}#${String(claims.sub)}`,
      );
      const { token } = await s.sessions.signIn(req.caller, guid);
      setSessionCookie(reply, token, production, sessionMs);
      return reply.redirect('/');
    },
    limited,
  );

  on(app, 'signOut', async ({ req, reply }) => signOut(req, reply));

  async function signOut(req: FastifyRequest, reply: FastifyReply) {
    if (req.caller) await s.sessions.destroy(req.caller);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(production, 0));
    return reply.redirect('/');
  }
}
