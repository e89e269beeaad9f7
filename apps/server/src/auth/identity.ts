import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyPath, routeOf } from '@formwright/api';
import * as client from 'openid-client';
import { signInLimit, type AppDeps, type OidcConfig } from '../context';
import { HttpError } from '../errors';
import { on } from '../http';
import type { Services } from '../services';
import { cookieOptions, setSessionCookie } from './plugin';
import { SESSION_COOKIE } from './sessions';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The headline of the page a refused OpenID Connect sign-in answers (403). */
export const SIGN_IN_REFUSED = 'Sign-in refused';

/**
 * The page a sign-in refused by account linking answers (403, docs/operations.md#openid-connect): what
 * happened and what to do. No account is signed in; the browser's session stays anonymous.
 */
export function refusalPage(reason: 'email-not-verified' | 'account-bound', email: string): string {
  const address = escapeHtml(email.trim());
  const [what, todo] =
    reason === 'account-bound'
      ? [
          `The Formwright account of <strong>${address}</strong> is already linked to another identity at your identity provider, so this sign-in cannot use it. An account is never moved from one identity to another.`,
          'Sign in with the identity you used before. If this is your address and you no longer have that identity, ask your site administrator or the Formwright operator to help.',
        ]
      : [
          `Your identity provider did not confirm that the e-mail address <strong>${address}</strong> is verified. A first sign-in is linked to a Formwright account only by a verified address.`,
          'Verify the address at your identity provider (or ask its administrator to), then sign in again.',
        ];
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${SIGN_IN_REFUSED} - Formwright</title></head><body><main>`,
    `<h1>${SIGN_IN_REFUSED}</h1>`,
    `<p>${what}</p>`,
    `<p>${todo}</p>`,
    '<p>You are not signed in. <a href="/">Back to the start page</a></p>',
    '</main></body></html>',
    '',
  ].join('\n');
}

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
        // Local mode without an identity provider: the login page's debug sign-in is the way in.
        return reply.redirect('/#debug-signin');
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
        if (idToken && (typeof claims?.email !== 'string' || claims.email_verified === undefined))
          claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
      } catch (err) {
        req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'sign-in refused');
        throw new HttpError(400, 'sign-in-failed', 'Sign-in failed');
      }
      if (!claims || typeof claims.sub !== 'string')
        throw new HttpError(400, 'sign-in-failed', 'Sign-in failed');
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const outcome = await s.users.signInIdentity({
        // The issuer the ID token was checked against (openid-client compares iss with discovery's).
        issuer: typeof claims.iss === 'string' ? claims.iss : oidc.issuer,
        subject: claims.sub,
        email,
        // Some providers send the claim as a string in userinfo.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
        familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
      });
      if (outcome.refused === 'no-email')
        throw new HttpError(400, 'sign-in-failed', 'The identity provider gave no email');
      if (outcome.refused) {
        req.log.warn(
          { reason: outcome.refused, issuer: claims.iss, subject: claims.sub },
          'sign-in refused: identity not linked',
        );
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(refusalPage(outcome.refused, email ?? ''));
      }
      const guid = outcome.guid;
      const { token } = await s.sessions.signIn(req.caller, guid);
      setSessionCookie(reply, token, production, sessionMs);
      return reply.redirect('/');
    },
    limited,
  );

  // Sign-out ends the session only on a POST with the session's x-csrf-token (the designer's Log off):
  // a cross-site link or image cannot sign a user out. A GET (an old bookmark) is refused with 405.
  on(app, 'signOut', async ({ req, reply }) => {
    if (req.caller && req.headers['x-csrf-token'] !== req.caller.csrf)
      throw new HttpError(403, 'csrf', 'Missing or wrong x-csrf-token');
    if (req.caller) await s.sessions.destroy(req.caller);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(production, 0));
    return reply.code(204).send();
  });
  app.get(fastifyPath(routeOf('signOut').path), async (_req, reply) => {
    reply.header('allow', 'POST');
    throw new HttpError(
      405,
      'method-not-allowed',
      "Sign out with POST and the x-csrf-token header (the designer's Log off)",
    );
  });
}
