import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations';
import type { Database } from './schema';

/** The two back-ends (docs/operations.md#configuration). */
export type Dialect = 'sqlite' | 'postgres';

/** Where the data lives: a SQLite file, or a PostgreSQL URL. */
export type StorageConfig =
  { readonly sqliteFile: string } | { readonly postgresUrl: string; readonly poolSize?: number };

/** The storage every service uses: one kysely instance and its dialect. Queries are the same for both. */
export interface Storage {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** `PRAGMA integrity_check` on SQLite, a trivial query on PostgreSQL: 'ok' when healthy. */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The SQLite file as kysely's driver sees it, with prepared statements cached by their SQL text: kysely
 * prepares every query anew, which was the largest cost of reading a form. The driver runs one query at
 * a time on the connection and never iterates, so reusing a statement is safe.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => void file.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = file.prepare(text);
        cache.set(text, stmt);
        if (cache.size > 500) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
  };
}

/**
 * A pg client that runs every query with parameters kysely sends as a named prepared statement: PostgreSQL
 * parses and plans a statement once per connection instead of on every call. The names come from the
 * SQL text (one process-wide table, so a name always means the same text); after {@link MAX_NAMED}
 * distinct texts (kysely writes `in (…)` lists of every length) further ones run unnamed as before.
 */
class PreparingClient extends pg.Client {
  static readonly names = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      let name = PreparingClient.names.get(text);
      if (name === undefined && PreparingClient.names.size < MAX_NAMED) {
        name = `fw${PreparingClient.names.size + 1}`;
        PreparingClient.names.set(text, name);
      }
      if (name !== undefined) return super.query({ name, text, values }) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
const MAX_NAMED = 1000;

/** How many connections each process's PostgreSQL pool opens at most (POSTGRES_POOL, default 10). */
export const DEFAULT_POOL_SIZE = 10;

/** Opens the storage and runs the migrations (on start, docs/operations.md#configuration). */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if ('postgresUrl' in config) {
    // int8 (count(*), sums) as numbers: our counts stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: config.postgresUrl,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      Client: PreparingClient,
    });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db as Kysely<unknown>, 'postgres');
    return {
      db,
      dialect: 'postgres',
      integrityCheck: async () =>
        (await sql<{ ok: number }>`select 1 as ok`.execute(db)).rows[0]?.ok === 1 ? 'ok' : 'failed',
      close: () => db.destroy(),
    };
  }
  if (config.sqliteFile !== ':memory:') mkdirSync(dirname(config.sqliteFile), { recursive: true });
  const file = new SQLite(config.sqliteFile);
  // WAL: readers never wait for the writer; NORMAL sync in WAL loses nothing when the process dies.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 10000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  await migrate(db as Kysely<unknown>, 'sqlite');
  return {
    db,
    dialect: 'sqlite',
    integrityCheck: async () => String(file.pragma('integrity_check', { simple: true })),
    close: () => db.destroy(),
  };
}
