/**
 * A real OpenID Connect identity provider on loopback for e2e/designer/oidc.spec.ts: oidc-provider with
 * its development login and consent pages (any login, any password), one confidential client for the
 * designer server that playwright.config.ts starts on port 4182. The login typed on its page becomes the
 * subject; the e-mail is the login itself when it holds an '@', else `{login}@demo.local`, so `author`
 * signs in as the seeded author of the demo site (matched by e-mail; docs/operations.md#openid-connect).
 *
 * Run: `node --import tsx e2e/designer/idp.ts` (PORT, default 4183; DESIGNER_URL, default
 * http://127.0.0.1:4182).
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.PORT ?? 4183);
const designer = (process.env.DESIGNER_URL ?? 'http://127.0.0.1:4182').replace(/\/+$/, '');
const issuer = `http://127.0.0.1:${port}`;

/** The client the designer server is configured with (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
export const CLIENT_ID = 'formwright-e2e';
export const CLIENT_SECRET = 'an-e2e-secret-that-is-long-enough-for-hs256';

/** The names the identity provider gives a login (shown in the designer's profile menu). */
function names(login: string): { given_name: string; family_name: string } {
  const local = login.split('@')[0] ?? login;
  return { given_name: local.charAt(0).toUpperCase() + local.slice(1), family_name: 'Oidc' };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [`${designer}/Identity/Account/SignInCallback`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  cookies: { keys: ['formwright-e2e-idp-cookie-key'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  findAccount: async (_ctx: unknown, id: string) => ({
    accountId: id,
    claims: async () => ({
      sub: id,
      email: id.includes('@') ? id : `${id}@demo.local`,
      // A first sign-in is linked to an account by e-mail only when verified (issue 22 item 2).
      email_verified: true,
      ...names(id),
    }),
  }),
  pkce: { required: () => true },
});

const server = createServer(provider.callback());
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`identity provider at ${issuer} for ${designer}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
