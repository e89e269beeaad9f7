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
export type StorageConfig = { readonly sqliteFile: string } | { readonly postgresUrl: string };

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

/** Opens the storage and runs the migrations (on start, docs/operations.md#configuration). */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if ('postgresUrl' in config) {
    // int8 (count(*), sums) as numbers: our counts stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: config.postgresUrl, max: 10 });
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
