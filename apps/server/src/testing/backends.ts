import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStorage, type Storage, type StorageConfig } from '../storage/db';

/** The PostgreSQL server the tests create their databases on. */
export const TEST_PG = process.env.FORMWRIGHT_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database of one back-end, and how to throw it away. */
export interface TestDatabase {
  readonly config: StorageConfig;
  readonly storage: Storage;
  /** Opens another connection pool on the same database (a second server process's view). */
  reopen(): Promise<Storage>;
  drop(): Promise<void>;
}

/** One back-end of the suite. */
export interface Backend {
  readonly name: 'sqlite' | 'postgres';
  /** Undefined when the back-end can run; otherwise why not (the suite skips, or fails under CI). */
  readonly unavailable: string | undefined;
  create(): Promise<TestDatabase>;
}

async function pgReachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_PG, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return `PostgreSQL at ${TEST_PG} is unreachable (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const sqlite: Backend = {
  name: 'sqlite',
  unavailable: undefined,
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'formwright-test-'));
    const config = { sqliteFile: join(dir, 'formwright.db') };
    const storage = await openStorage(config);
    const opened: Storage[] = [storage];
    return {
      config,
      storage,
      reopen: async () => {
        const s = await openStorage(config);
        opened.push(s);
        return s;
      },
      drop: async () => {
        for (const s of opened) await s.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(unavailable: string | undefined): Backend {
  return {
    name: 'postgres',
    unavailable,
    async create() {
      const name = `formwright_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      await adminQuery(`create database ${name}`);
      const url = new URL(TEST_PG);
      url.pathname = `/${name}`;
      const config = { postgresUrl: url.href };
      const storage = await openStorage(config);
      const opened: Storage[] = [storage];
      return {
        config,
        storage,
        reopen: async () => {
          const s = await openStorage(config);
          opened.push(s);
          return s;
        },
        drop: async () => {
          for (const s of opened) await s.close().catch(() => undefined);
          await adminQuery(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

/**
 * The back-ends the server suite runs on: SQLite always, PostgreSQL on FORMWRIGHT_TEST_PG. When
 * PostgreSQL is unreachable the PostgreSQL half is skipped with a message, except under CI
 * (`process.env.CI`), where it fails.
 */
export async function backends(): Promise<Backend[]> {
  const why = await pgReachable();
  if (why && process.env.CI) throw new Error(`${why}: the server suite must run on PostgreSQL under CI`);
  if (why) process.stderr.write(`skipping the PostgreSQL half of the server suite: ${why}\n`);
  return [sqlite, postgres(why)];
}
