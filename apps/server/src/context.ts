import type { Limits } from './limits';
import type { FormTestRunner } from '@formwright/packaging';
import type { Storage } from './storage/db';

/** Sign-in by OpenID Connect (docs/operations.md#configuration): configured by OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET. */
export interface OidcConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The external base URL of this server, for the redirect URI (default: from the request's Host). */
  readonly publicUrl?: string;
}

/** Everything `buildApp` needs; main.ts is the only place that reads the environment to make it. */
export interface AppDeps {
  readonly storage: Storage;
  /** `local` turns the debug sign-in on and seeds a fresh database; `production` refuses the debug sign-in. */
  readonly mode: 'local' | 'production';
  readonly oidc?: OidcConfig;
  /** The built designer (apps/designer/dist); a plain page explains how to build it when missing. */
  readonly designerDist?: string;
  /** The standalone runtime (apps/runtime/dist) packaged into builds when present. */
  readonly runtimeDist?: string;
  /** The demo form seeded on a fresh local database. */
  readonly demoForm?: string;
  /** The clock (tests move it to expire presence entries and sessions). */
  readonly now?: () => Date;
  /** Logging: false in tests; pino options otherwise. */
  readonly logger?: boolean | Record<string, unknown>;
  /**
   * How many reverse proxies stand in front of the server (`TRUST_PROXY`, default 0): the client address
   * (rate limits, logs) is the one the last of them saw, read that many hops back in `X-Forwarded-For`;
   * with 0 the header is ignored, so a client cannot choose its own address.
   */
  readonly trustProxy?: number;
  /** Sign-in attempts per minute per client address (default: see `signInLimit`). */
  readonly signInRateLimit?: number;
  /** Largest request body in bytes (default 25 MB: packages and builds travel as Base64). */
  readonly bodyLimit?: number;
  /** Sizes and depths no request may exceed (limits.ts; defaults for the ones not given). */
  readonly limits?: Partial<Limits>;
  /** Worker threads that parse and analyse forms and packages (`ANALYSIS_WORKERS`; default: cores − 1, 1 to 4). */
  readonly analysisWorkers?: number;
  /** Timeout of a call to a site-hosted data provider (default 5000 ms). */
  readonly providerTimeoutMs?: number;
  /**
   * The hosts site-hosted data providers may be on (`PROVIDER_HOSTS`); unset: any host but loopback
   * addresses outside local mode. Link-local and metadata addresses are never asked.
   */
  readonly providerHosts?: readonly string[];
  /** Session lifetime in milliseconds (default 12 hours). */
  readonly sessionMs?: number;
  /** Runs a form's tests before a build (docs/form-tests.md#the-tests-file); absent, builds run no tests. */
  readonly formTests?: FormTestRunner;
}

/** The caller of a request, resolved from the session cookie. */
export interface Caller {
  readonly sessionId: string;
  readonly csrf: string;
  /** Absent for a session without sign-in (only a CSRF token so far). */
  readonly user?: {
    readonly guid: string;
    readonly email: string;
    readonly givenName: string;
    readonly familyName: string;
    readonly showTutorial: boolean;
  };
  readonly siteId: number | null;
  /** The effective role on the current site: the lower of the role at sign-in and the grant now. */
  readonly role: number;
}

/** A signed-in caller (what route handlers of signed-in routes get). */
export type SignedIn = Caller & { readonly user: NonNullable<Caller['user']> };

/** A signed-in caller with a current site (role User or above always has one). */
export type OnSite = SignedIn & { readonly siteId: number };

/**
 * Whether the debug sign-in answers (docs/operations.md#security): only in local mode without OpenID
 * Connect. With an identity provider configured it is off whatever FORMWRIGHT_MODE says.
 */
export function debugSignInOn(deps: {
  readonly mode: 'local' | 'production';
  readonly oidc?: unknown;
}): boolean {
  return deps.mode === 'local' && deps.oidc === undefined;
}

/**
 * Sign-in attempts allowed per minute per client address: the configured figure, else 20 in production
 * (against password guessing at the identity provider's door) and 1,000 in local mode, where one person
 * (or a test suite signing in once per test) uses the debug sign-in on loopback.
 */
export function signInLimit(deps: Pick<AppDeps, 'signInRateLimit' | 'mode'>): number {
  return deps.signInRateLimit ?? (deps.mode === 'production' ? 20 : 1000);
}
