/**
 * What the server knows about its database, kept in memory so `GET /api/status` answers without a query
 * (docs/operations.md#health): the last failure of the database (a lost or unanswered PostgreSQL
 * connection, a full disk), cleared by the next success. Integrity checks run at start and on the
 * operator's `integrity-check` command, never per status call.
 */

/** Why the database is unavailable, as `/api/status` says it (`Reason`). */
export type UnavailableReason = 'database-unavailable' | 'disk-full';

/** The database's state as the server last saw it. */
export interface HealthState {
  readonly ok: boolean;
  readonly reason?: UnavailableReason;
  /** The driver's error code of the failure (e.g. `SQLITE_FULL`, `ECONNRESET`, `57P01`), for the log. */
  readonly code?: string;
  readonly since?: Date;
}

/** PostgreSQL SQLSTATE classes and codes that mean the connection or server is gone, not a bad query. */
const PG_UNAVAILABLE_CLASSES = ['08', '53', '57', '58'];
const PG_CANCELLED = '57014'; // statement_timeout (also in class 57)

/** SQLite result codes that mean the storage cannot take writes or cannot be read, not a bad query. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR|CORRUPT|NOTADB|CANTOPEN|READONLY|NOMEM|BUSY|LOCKED|PROTOCOL)/;

/** Node socket error codes of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EIO',
]);

/** pg's own messages for a lost, refused or unanswered connection (it sets no code on them). */
const PG_MESSAGES =
  /Connection terminated|connection timeout|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly|server closed the connection unexpectedly|Cannot use a pool after calling end/i;

/**
 * Whether an error means the database is unavailable (answered 503 `database-unavailable`) rather than a
 * fault of the request or the server's code (500). Answers the reason, or undefined.
 */
export function unavailableReason(err: unknown): UnavailableReason | undefined {
  if (!(err instanceof Error)) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'disk-full';
    if (SQLITE_UNAVAILABLE.test(code) || SOCKET_CODES.has(code)) return 'database-unavailable';
    if (
      /^[0-9A-Z]{5}$/.test(code) &&
      (code === PG_CANCELLED || PG_UNAVAILABLE_CLASSES.includes(code.slice(0, 2)))
    )
      return code === '53100' ? 'disk-full' : 'database-unavailable';
  }
  if (PG_MESSAGES.test(err.message)) return 'database-unavailable';
  const cause = (err as { cause?: unknown }).cause;
  return cause !== undefined && cause !== err ? unavailableReason(cause) : undefined;
}

/** The failure code of an error, for the state and the log. */
function codeOf(err: unknown): string {
  const code = err instanceof Error ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : err instanceof Error ? err.message.slice(0, 80) : 'unknown';
}

/** The database's health as the server keeps it: failures recorded where they happen, cleared by a success. */
export class DbHealth {
  private current: HealthState = { ok: true };
  private successes = 0;

  /** A mark to pass to {@link fail} for work that starts now (a query, a check). */
  get mark(): number {
    return this.successes;
  }

  /**
   * Records a failure when it is one that makes the database unavailable; answers whether it was. With
   * the `mark` of when the failed work started, a failure older than a later success changes nothing
   * (a check started during an outage that ends after the database came back).
   */
  fail(err: unknown, mark?: number): boolean {
    const reason = unavailableReason(err);
    if (reason === undefined) return false;
    if (mark !== undefined && mark !== this.successes) return true;
    // A full disk stays the reason until a write succeeds, even if a lost connection follows it.
    if (this.current.ok || this.current.reason !== 'disk-full' || reason === 'disk-full')
      this.current = { ok: false, reason, code: codeOf(err), since: this.current.since ?? new Date() };
    return true;
  }

  /** A write went through (or, on PostgreSQL, any query answered): the database is available again. */
  ok(): void {
    this.successes++;
    if (!this.current.ok) this.current = { ok: true };
  }

  /** A read went through: clears a lost connection, but not a full disk (reads work on a full disk). */
  readOk(): void {
    if (this.current.ok || this.current.reason !== 'disk-full') {
      this.successes++;
      this.current = this.current.ok ? this.current : { ok: true };
    }
  }

  get state(): HealthState {
    return this.current;
  }
}
