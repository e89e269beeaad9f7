import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Storage } from '../storage/db';
import type { Caller } from '../context';

/** The session cookie's name. */
export const SESSION_COOKIE = 'formwright.sid';

/** A random token (base64url), for session ids and CSRF tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The stored key of a session: the SHA-256 of the cookie's token, so the table alone opens nothing. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * How long a process reuses a resolved caller (milliseconds): one query less on every request; a
 * session ended or a role lowered through another process applies within this time.
 */
export const CALLER_CACHE_MS = 1000;

/** The prefix of an anonymous session's cookie token (base64url tokens never hold a dot). */
const ANONYMOUS = 'anon.';

/** How long a session row kept only for a pending OpenID Connect sign-in lives (15 minutes). */
export const PENDING_MS = 15 * 60 * 1000;

/** How often each process drops expired sessions (and once at start). */
export const SWEEP_MS = 10 * 60 * 1000;

/**
 * Sessions in the database (docs/operations.md#configuration): every server process behind a load
 * balancer sees them. An anonymous session (a CSRF token before sign-in) has no row: its CSRF token is
 * an HMAC of its cookie token under a secret every process shares (settings `session-secret`), so
 * anonymous fetches of `GET /api/auth/csrf` cannot pile up rows; expired rows are swept.
 */
export class Sessions {
  private readonly recent = new Map<string, { caller: Caller; until: number }>();
  private secret: Buffer | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date,
    private readonly lifetimeMs: number,
  ) {}

  /** Loads (or creates) the shared secret, sweeps once and every {@link SWEEP_MS} until {@link stop}. */
  async start(): Promise<void> {
    const db = this.storage.db;
    await db
      .insertInto('settings')
      .values({ key: 'session-secret', value: randomToken(32) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'session-secret')
      .executeTakeFirstOrThrow();
    this.secret = Buffer.from(row.value, 'base64url');
    await this.sweep();
    this.timer ??= setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS);
    this.timer.unref();
  }

  /** Stops the periodic sweep. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private anonymousCsrf(token: string): string {
    if (!this.secret) throw new Error('Sessions.start() was not called');
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  private anonymous(token: string): Caller {
    return { sessionId: sessionKey(token), csrf: this.anonymousCsrf(token), siteId: null, role: 0 };
  }

  /** Creates an anonymous session (CSRF token only, no row); answers the cookie token and the CSRF token. */
  async create(): Promise<{ token: string; csrf: string }> {
    const token = ANONYMOUS + randomToken();
    return { token, csrf: this.anonymousCsrf(token) };
  }

  /**
   * The caller of a cookie token this process resolved less than {@link CALLER_CACHE_MS} ago, without
   * touching the database; null when there is none (then {@link resolve} asks the database).
   */
  cached(token: string): Caller | null {
    if (token.startsWith(ANONYMOUS)) return this.anonymous(token);
    const hit = this.recent.get(token);
    return hit && hit.until > Date.now() ? hit.caller : null;
  }

  /** The caller of a cookie token, or undefined when the session is unknown or expired. */
  async resolve(token: string): Promise<Caller | undefined> {
    if (token.startsWith(ANONYMOUS)) return this.anonymous(token);
    const now = Date.now();
    const hit = this.recent.get(token);
    if (hit && hit.until > now) return hit.caller;
    const caller = await this.resolveKey(sessionKey(token));
    // Kept by the cookie's token (memory only, like the request that carries it): a hit costs no hash.
    if (caller) {
      this.recent.set(token, { caller, until: now + CALLER_CACHE_MS });
      if (this.recent.size > 10_000) this.recent.delete(this.recent.keys().next().value!);
    } else this.recent.delete(token);
    return caller;
  }

  /**
   * Forgets every cached caller of this process: after a change of grants, roles or sessions here, the
   * next request reads the database again (other processes within {@link CALLER_CACHE_MS}).
   */
  forget(): void {
    this.recent.clear();
  }

  /** The caller of a stored session key (see {@link sessionKey}). */
  async resolveKey(key: string): Promise<Caller | undefined> {
    const row = await this.storage.db
      .selectFrom('sessions as s')
      .leftJoin('users as u', 'u.guid', 's.user_guid')
      .leftJoin('grants as g', (j) =>
        j.onRef('g.user_guid', '=', 's.user_guid').onRef('g.site_id', '=', 's.site_id'),
      )
      .select([
        's.id',
        's.csrf',
        's.site_id',
        's.role',
        's.expires',
        'u.guid',
        'u.email',
        'u.given_name',
        'u.family_name',
        'u.show_tutorial',
        'g.role as grant_role',
      ])
      .where('s.id', '=', key)
      .executeTakeFirst();
    if (!row || row.expires <= this.now().toISOString()) return undefined;
    const user = row.guid
      ? {
          guid: row.guid,
          email: row.email ?? '',
          givenName: row.given_name ?? '',
          familyName: row.family_name ?? '',
          showTutorial: row.show_tutorial === 1,
        }
      : undefined;
    // A promotion waits for the next sign-in (docs/rest.md#the-rest-contract); a demotion or removal counts at once.
    const role = user && row.site_id !== null ? Math.min(row.role, row.grant_role ?? 0) : 0;
    return {
      sessionId: row.id,
      csrf: row.csrf,
      ...(user ? { user } : {}),
      siteId: user ? row.site_id : null,
      role,
    };
  }

  /**
   * Signs a user in: a new session token (the old one is dropped, against session fixation), the CSRF
   * token kept so the page need not fetch it again, the current site the user's best grant.
   */
  async signIn(previous: Caller | undefined, userGuid: string): Promise<{ token: string }> {
    this.forget();
    const token = randomToken();
    const now = this.now();
    const grant = await this.storage.db
      .selectFrom('grants')
      .select(['site_id', 'role'])
      .where('user_guid', '=', userGuid)
      .orderBy('role', 'desc')
      .orderBy('site_id', 'asc')
      .executeTakeFirst();
    await this.storage.db.transaction().execute(async (trx) => {
      if (previous) await trx.deleteFrom('sessions').where('id', '=', previous.sessionId).execute();
      await trx
        .insertInto('sessions')
        .values({
          id: sessionKey(token),
          user_guid: userGuid,
          site_id: grant?.site_id ?? null,
          role: grant?.role ?? 0,
          csrf: previous?.csrf ?? randomToken(),
          created: now.toISOString(),
          expires: new Date(now.getTime() + this.lifetimeMs).toISOString(),
          pending: null,
        })
        .execute();
    });
    return { token };
  }

  /** Switches the current site of a session to one of the user's grants; false when there is no grant. */
  async setSite(caller: Caller, siteId: number): Promise<boolean> {
    this.forget();
    if (!caller.user) return false;
    const grant = await this.storage.db
      .selectFrom('grants')
      .select('role')
      .where('user_guid', '=', caller.user.guid)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!grant || grant.role < 1) return false;
    await this.storage.db
      .updateTable('sessions')
      .set({ site_id: siteId, role: grant.role })
      .where('id', '=', caller.sessionId)
      .execute();
    return true;
  }

  /** Stores pending OpenID Connect state on a session. */
  async setPending(caller: Caller, pending: unknown): Promise<void> {
    const now = this.now();
    const text = JSON.stringify(pending);
    // An anonymous session gets a short-lived row here (sign-in is rate limited per client address).
    await this.storage.db
      .insertInto('sessions')
      .values({
        id: caller.sessionId,
        user_guid: null,
        site_id: null,
        role: 0,
        csrf: caller.csrf,
        created: now.toISOString(),
        expires: new Date(now.getTime() + PENDING_MS).toISOString(),
        pending: text,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ pending: text }))
      .execute();
  }

  /** Takes (reads and clears) the pending OpenID Connect state of a session. */
  async takePending(caller: Caller): Promise<unknown> {
    const row = await this.storage.db
      .selectFrom('sessions')
      .select('pending')
      .where('id', '=', caller.sessionId)
      .executeTakeFirst();
    await this.storage.db
      .updateTable('sessions')
      .set({ pending: null })
      .where('id', '=', caller.sessionId)
      .execute();
    return row?.pending ? (JSON.parse(row.pending) as unknown) : undefined;
  }

  /** Ends a session. */
  async destroy(caller: Caller): Promise<void> {
    this.forget();
    await this.storage.db.deleteFrom('sessions').where('id', '=', caller.sessionId).execute();
  }

  /** Drops expired sessions (run now and then; expired ones are refused anyway). */
  async sweep(): Promise<void> {
    await this.storage.db.deleteFrom('sessions').where('expires', '<=', this.now().toISOString()).execute();
  }
}
