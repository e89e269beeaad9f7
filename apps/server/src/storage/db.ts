import SQLite from 'better-sqlite3';
import { mkdirSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { DbHealth, type HealthState } from './health';
import { migrate } from './migrations';
import type { Database } from './schema';

/** The two back-ends (docs/operations.md#configuration). */
export type Dialect = 'sqlite' | 'postgres';

/** Where the data lives: a SQLite file, or a PostgreSQL URL. */
export type StorageConfig =
  | { readonly sqliteFile: string }
  | {
      readonly postgresUrl: string;
      readonly poolSize?: number;
      /** Longest wait for a connection, new or from the pool (POSTGRES_CONNECT_TIMEOUT_MS, default 5000). */
      readonly connectTimeoutMs?: number;
      /** Longest a statement may run (POSTGRES_STATEMENT_TIMEOUT_MS, default 15000). */
      readonly statementTimeoutMs?: number;
    };

/** Default of POSTGRES_CONNECT_TIMEOUT_MS. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
/** Default of POSTGRES_STATEMENT_TIMEOUT_MS. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** The storage every service uses: one kysely instance and its dialect. Queries are the same for both. */
export interface Storage {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * `PRAGMA integrity_check` on SQLite, a trivial query on PostgreSQL: 'ok' when healthy. Slow on a large
   * SQLite file: run at start and by the operator's `integrity-check`, never per request.
   */
  integrityCheck(): Promise<string>;
  /**
   * The database's state as the server last saw it, without a query (what `/api/status` answers). May
   * start a bounded background check (at most one every {@link PROBE_MS}) whose result later calls see.
   */
  health(): HealthState;
  close(): Promise<void>;
}

/** How often `health()` may start a background check of the database. */
export const PROBE_MS = 2000;

/**
 * The SQLite file as kysely's driver sees it, with prepared statements cached by their SQL text: kysely
 * prepares every query anew, which was the largest cost of reading a form. The driver runs one query at
 * a time on the connection and never iterates, so reusing a statement is safe.
 */
function withStatementCache(file: SQLite.Database, health: DbHealth): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => void file.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        try {
          stmt = watched(file, file.prepare(text), text, health);
        } catch (err) {
          health.fail(err);
          throw err;
        }
        cache.set(text, stmt);
        if (cache.size > 500) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
  };
}

/**
 * A statement that records in `health` a failure of the storage (SQLITE_FULL, an I/O error) and clears
 * it when a write reaches the file: a change outside a transaction, or a commit.
 */
function watched(
  file: SQLite.Database,
  stmt: SQLite.Statement,
  text: string,
  health: DbHealth,
): SQLite.Statement {
  const guard = <T>(run: () => T): T => {
    try {
      return run();
    } catch (err) {
      health.fail(err);
      throw err;
    }
  };
  if (stmt.reader) {
    const all = stmt.all.bind(stmt);
    const iterate = stmt.iterate.bind(stmt);
    return Object.assign(stmt, {
      all: (...a: unknown[]) => guard(() => all(...a)),
      iterate: (...a: unknown[]) => guard(() => iterate(...a)),
    });
  }
  const commit = /^\s*commit\b/i.test(text);
  const rollback = /^\s*rollback\s*$/i.test(text);
  const run = stmt.run.bind(stmt);
  return Object.assign(stmt, {
    run: (...a: unknown[]) =>
      guard(() => {
        // SQLite rolls a transaction back by itself on SQLITE_FULL and some I/O errors: kysely's rollback
        // after that would fail and hide the error that matters (a full disk would answer 500, not 503).
        if (rollback && !file.inTransaction) return { changes: 0, lastInsertRowid: 0 };
        const result = run(...a);
        if (commit || (result.changes > 0 && !file.inTransaction)) health.ok();
        return result;
      }),
  });
}

/**
 * A pg client that runs every query with parameters kysely sends as a named prepared statement: PostgreSQL
 * parses and plans a statement once per connection instead of on every call. The names come from the
 * SQL text (one process-wide table, so a name always means the same text); after {@link MAX_NAMED}
 * distinct texts (kysely writes `in (…)` lists of every length) further ones run unnamed as before.
 */
class PreparingClient extends pg.Client {
  static readonly names = new Map<string, string>();
  private readonly watch: DbHealth;

  constructor(config?: pg.ClientConfig) {
    super(config);
    this.watch = findHealth(config ?? {});
    // A connection lost while checked out of the pool (a query in flight, or between the queries of a
    // transaction) emits 'error' here: without a listener that killed the process (issue 22). The query
    // in flight fails with it (503), the pool drops this client on release and opens a new one.
    this.on('error', (err) => void this.watch.fail(err));
  }

  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      let name = PreparingClient.names.get(text);
      if (name === undefined && PreparingClient.names.size < MAX_NAMED) {
        name = `fw${PreparingClient.names.size + 1}`;
        PreparingClient.names.set(text, name);
      }
      if (name !== undefined)
        return this.watched(super.query({ name, text, values }) as Promise<unknown>, text);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return (result instanceof Promise ? this.watched(result, text) : result) as never;
  }

  private watched(result: Promise<unknown>, text: unknown): never {
    const mark = this.watch.mark;
    return result.then(
      (rows) => {
        // Any answer means the server is back; only a write clears a full disk.
        if (typeof text === 'string' && WRITE.test(text)) this.watch.ok();
        else this.watch.readOk();
        return rows;
      },
      (err: unknown) => {
        if (this.watch.fail(err, mark) && err instanceof Error && err.message === 'Query read timeout')
          // The server never answered: this connection is of no further use (its next query would wait
          // behind the lost one). Dropping it ends the client; the pool replaces it.
          (
            this as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy();
        throw err;
      },
    ) as never;
  }
}

const WRITE = /^\s*(insert|update|delete|commit)\b/i;

/** The health a pool's clients report to: passed through the pool's options (see openPostgres). */
function findHealth(config: pg.ClientConfig): DbHealth {
  const h = (config as { health?: unknown }).health;
  return h instanceof DbHealth ? h : new DbHealth();
}
const MAX_NAMED = 1000;

/** How many connections each process's PostgreSQL pool opens at most (POSTGRES_POOL, default 10). */
export const DEFAULT_POOL_SIZE = 10;

/** Opens the storage and runs the migrations (on start, docs/operations.md#configuration). */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if ('postgresUrl' in config) return openPostgres(config);
  const health = new DbHealth();
  if (config.sqliteFile !== ':memory:') mkdirSync(dirname(config.sqliteFile), { recursive: true });
  const file = new SQLite(config.sqliteFile);
  // WAL: readers never wait for the writer; NORMAL sync in WAL loses nothing when the process dies.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 10000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file, health) }),
  });
  await migrate(db as Kysely<unknown>, 'sqlite');
  const dir = config.sqliteFile === ':memory:' ? undefined : dirname(config.sqliteFile);
  let lastProbe = 0;
  return {
    db,
    dialect: 'sqlite',
    integrityCheck: async () => String(file.pragma('integrity_check', { simple: true })),
    health() {
      const now = Date.now();
      if (now - lastProbe >= PROBE_MS) {
        lastProbe = now;
        probeSqlite(file, dir, health);
      }
      return health.state;
    },
    close: () => db.destroy(),
  };
}

/** Free bytes under which the SQLite file's disk counts as full. */
const MIN_FREE_BYTES = 1024 * 1024;

/**
 * The SQLite check `health()` may run (at most one every {@link PROBE_MS}, microseconds): the free space
 * of the file's disk (statfs), and while a write failure is recorded, one small write rolled back, so the
 * state clears once writes go through again even when no one saves.
 */
function probeSqlite(file: SQLite.Database, dir: string | undefined, health: DbHealth): void {
  if (dir !== undefined) {
    try {
      const fs = statfsSync(dir);
      if (fs.bavail * fs.bsize < MIN_FREE_BYTES)
        return void health.fail(
          Object.assign(new Error('no space left on the data disk'), { code: 'ENOSPC' }),
        );
    } catch {
      // statfs unsupported: the write probe below still tells.
    }
  }
  if (health.state.ok || file.inTransaction) return;
  try {
    file.exec('begin immediate');
    try {
      // Larger than a page, so it needs pages the file may not be able to get.
      file.prepare(`insert into settings (key, value) values ('health-probe', hex(randomblob(6000)))`).run();
      health.ok();
    } finally {
      file.exec('rollback');
    }
  } catch (err) {
    health.fail(err);
  }
}

/** Opens the PostgreSQL pool with its timeouts, errors of any connection caught, health kept. */
async function openPostgres(config: Extract<StorageConfig, { postgresUrl: string }>): Promise<Storage> {
  const health = new DbHealth();
  // int8 (count(*), sums) as numbers: our counts stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  const statementTimeout = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const options = {
    connectionString: config.postgresUrl,
    Client: PreparingClient,
    // Waiting for a connection (a new one, or a free one of the pool) fails after this.
    connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // pg-pool hands its options to each client it makes: PreparingClient reports here.
    ...({ health } as object),
  };
  // The migrations on their own connection, without the statement timeout: building an index of a large
  // table on an upgrade may take longer than any request should.
  const migrations = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ ...options, max: 1 }) }),
  });
  try {
    await migrate(migrations, 'postgres');
  } finally {
    await migrations.destroy();
  }
  const pool = new pg.Pool({
    ...options,
    max: config.poolSize ?? DEFAULT_POOL_SIZE,
    // PostgreSQL cancels a statement after this; the client gives up a little later when the server
    // does not answer at all (and drops that connection: see PreparingClient).
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1000,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // replaces it on the next query. (A checked-out one has its own listener: PreparingClient.)
  pool.on('error', (err) => void health.fail(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let probing = false;
  let lastProbe = 0;
  const probe = async () => {
    const client = await pool.connect();
    try {
      await client.query('select 1');
    } finally {
      client.release();
    }
  };
  return {
    db,
    dialect: 'postgres',
    integrityCheck: async () =>
      (await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows[0]?.ok === 1 ? 'ok' : 'failed',
    health() {
      const now = Date.now();
      if (!probing && now - lastProbe >= PROBE_MS) {
        probing = true;
        lastProbe = now;
        const mark = health.mark;
        probe()
          .then(
            () => health.ok(),
            (err: unknown) => {
              // A probe that fails in a way we do not classify still means no answer.
              if (!health.fail(err, mark))
                health.fail(Object.assign(new Error(String(err)), { code: '08000' }), mark);
            },
          )
          .finally(() => {
            probing = false;
            lastProbe = Date.now();
          });
      }
      return health.state;
    },
    close: () => db.destroy(),
  };
}
