import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { dirname } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import type { SaveTemplateResult } from '@formwright/api';
import type { App } from '../app';
import { readConfig, startServer, storageConfig } from '../main';
import { IntegrityError, runOperator } from '../operator';
import { backends, TEST_PG, type TestDatabase } from '../testing/backends';
import { Client, smallForm, testApp } from '../testing/client';
import { HttpClient, startProcess, type ServerProcess } from '../testing/process';
import { openStorage, PROBE_MS, type Storage } from './db';

// Issue 22 items 1 and 6: a PostgreSQL outage never kills the process; /api/status is cheap and true.

const list = await backends();
const postgres = list.find((b) => b.name === 'postgres')!;
const sqlite = list.find((b) => b.name === 'sqlite')!;

/** Every uncaught exception or unhandled rejection of this process while a test runs. */
const uncaught: unknown[] = [];
const collect = (err: unknown) => void uncaught.push(err);
beforeAll(() => {
  process.on('uncaughtException', collect);
  process.on('unhandledRejection', collect);
});
afterAll(() => {
  process.off('uncaughtException', collect);
  process.off('unhandledRejection', collect);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Terminates every backend of one test database (what a PostgreSQL restart or failover does to it). */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_PG });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return Number(rows[0]!.n);
  } finally {
    await admin.end();
  }
}

function databaseOf(db: TestDatabase): string {
  if (!('postgresUrl' in db.config)) throw new Error('not PostgreSQL');
  return new URL(db.config.postgresUrl).pathname.slice(1);
}

describe.skipIf(postgres.unavailable !== undefined)('a PostgreSQL outage (server process)', () => {
  let db: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  }, 60_000);

  it('terminating the backends during a burst of saves: 200 or 503, the process stays up, reconnects, loses nothing', async () => {
    db = await postgres.create();
    await db.storage.close();
    const url = 'postgresUrl' in db.config ? db.config.postgresUrl : '';
    server = await startProcess({
      DATABASE_URL: url,
      POSTGRES_POOL: '6',
      POSTGRES_CONNECT_TIMEOUT_MS: '3000',
      POSTGRES_STATEMENT_TIMEOUT_MS: '3000',
    });
    let stderr = '';
    server.child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const client = await new HttpClient(server.url).signIn('author@demo.local');
    const yaml = smallForm('Outage');
    const first = (await (
      await client.call('POST', '/api/Templates', { Name: 'Outage', Template: { Yaml: yaml } })
    ).json()) as SaveTemplateResult;
    const acknowledged = new Set<number>([first.Version]);
    const statuses = new Map<number, number>();
    const unavailable: unknown[] = [];
    let stop = false;
    const loops = Array.from({ length: 8 }, async (_, i) => {
      for (let n = 0; !stop; n++) {
        const res = await client.call('POST', '/api/Templates', {
          Id: first.Id,
          Name: 'Outage',
          Description: `${i}/${n}`,
          Template: { Yaml: yaml },
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.ok) acknowledged.add(((await res.json()) as SaveTemplateResult).Version);
        else if (res.status === 503) unavailable.push(await res.json());
        else if (res.status !== 409) throw new Error(`a save answered ${res.status}: ${await res.text()}`);
      }
    });
    let terminated = 0;
    for (let k = 0; k < 5; k++) {
      await sleep(300);
      terminated += await terminateBackends(databaseOf(db));
    }
    await sleep(300);
    stop = true;
    await Promise.all(loops);

    expect(terminated).toBeGreaterThan(0);
    // The outage reached requests in flight: they were answered 503, not 500 and not a dropped socket.
    expect(statuses.get(503) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect(statuses.get(500)).toBeUndefined();
    expect(unavailable[0]).toMatchObject({ statusCode: 503, code: 'database-unavailable' });
    // The process is up and logged no uncaught error.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(stderr).not.toMatch(/Unhandled|uncaught/i);

    // It reconnects: the next save and the status answer as before.
    const after = await client.call('POST', '/api/Templates', {
      Id: first.Id,
      Name: 'Outage',
      Description: 'after',
      Template: { Yaml: yaml },
    });
    expect(after.status).toBe(200);
    acknowledged.add(((await after.json()) as SaveTemplateResult).Version);
    await sleep(PROBE_MS + 100);
    await client.call('GET', '/api/status');
    await sleep(200);
    const status = await client.call('GET', '/api/status');
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ Status: 'OK' });

    // Nothing acknowledged is lost.
    const storage = await openStorage(db.config);
    const rows = await storage.db
      .selectFrom('template_versions')
      .select('version')
      .where('template_id', '=', first.Id)
      .execute();
    await storage.close();
    const stored = new Set(rows.map((r) => r.version));
    for (const v of acknowledged) expect(stored.has(v), `acknowledged version ${v}`).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(5);
  }, 120_000);
});

/**
 * A TCP proxy on loopback in front of PostgreSQL that can turn into a server that accepts connections and
 * never answers: while `hang` is on, nothing passes either way and new connections are accepted and left
 * silent. `resume()` drops every connection (as a failover does) and forwards again.
 */
class HangingProxy {
  hang = false;
  private readonly sockets = new Set<Socket>();
  private server!: Server;
  port = 0;

  constructor(private readonly target: { host: string; port: number } | undefined) {}

  async start(): Promise<this> {
    this.server = createServer((inbound) => {
      this.sockets.add(inbound);
      inbound.on('close', () => this.sockets.delete(inbound));
      inbound.on('error', () => undefined);
      if (this.hang || !this.target) return; // accepted, never answered
      const outbound = new Socket();
      this.sockets.add(outbound);
      outbound.on('close', () => {
        this.sockets.delete(outbound);
        inbound.destroy();
      });
      outbound.on('error', () => undefined);
      inbound.on('close', () => outbound.destroy());
      outbound.connect(this.target.port, this.target.host);
      inbound.on('data', (d) => void (this.hang || outbound.write(d)));
      outbound.on('data', (d) => void (this.hang || inbound.write(d)));
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  resume(): void {
    for (const s of this.sockets) s.destroy();
    this.hang = false;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server.close(r));
  }
}

const BOUND_MS = 1000; // POSTGRES_CONNECT_TIMEOUT_MS and POSTGRES_STATEMENT_TIMEOUT_MS of these tests

describe.skipIf(postgres.unavailable !== undefined)(
  'a PostgreSQL that accepts connections and never answers',
  () => {
    let db: TestDatabase;
    let proxy: HangingProxy;
    let storage: Storage;
    let app: App;
    beforeAll(async () => {
      db = await postgres.create();
      const target = new URL(TEST_PG);
      proxy = await new HangingProxy({ host: target.hostname, port: Number(target.port || 5432) }).start();
      const url = new URL('postgresUrl' in db.config ? db.config.postgresUrl : '');
      url.port = String(proxy.port);
      storage = await openStorage({
        postgresUrl: url.href,
        poolSize: 4,
        connectTimeoutMs: BOUND_MS,
        statementTimeoutMs: BOUND_MS,
      });
      app = await testApp({ ...db, storage });
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await storage?.close();
      await proxy?.close();
      await db?.drop();
    }, 60_000);
    afterEach(() => expect(uncaught).toEqual([]));

    it('answers saves and reads 503 within the bound, status says unavailable at once, then recovers', async () => {
      const client = await new Client(app).signIn('author@demo.local');
      const saved = await client.json<SaveTemplateResult>('POST', '/api/Templates', {
        Name: 'Hang',
        Template: { Yaml: smallForm('Hang') },
      });
      expect((await client.call('GET', '/api/status')).statusCode).toBe(200);

      proxy.hang = true;
      await sleep(1100); // past the caller cache: the session lookup itself now needs the database
      const started = Date.now();
      const answers = await Promise.all([
        client.call('POST', '/api/Templates', {
          Id: saved.Id,
          Name: 'Hang',
          Template: { Yaml: smallForm('Hang') },
        }),
        client.call('GET', `/api/Templates/${saved.Id}`),
        client.call('GET', `/api/Templates/${saved.Id}`),
        client.call('GET', '/api/templates/versions/' + saved.Id),
        client.call('POST', '/api/Templates', { Name: 'Another', Template: { Yaml: smallForm('Another') } }),
        client.call('GET', '/api/auth'),
      ]);
      const elapsed = Date.now() - started;
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ code: 'database-unavailable' });
        expect(res.headers['retry-after']).toBe('5');
      }
      // connect (1 s) + statement (1 s) + the client's margin (1 s), never a hang.
      expect(elapsed).toBeLessThan(4 * BOUND_MS + 1000);

      // The status answers at once, from what the server saw.
      const t = performance.now();
      const status = await client.call('GET', '/api/status');
      expect(performance.now() - t).toBeLessThan(100);
      expect(status.statusCode).toBe(503);
      expect(status.json()).toEqual({ Status: 'Unavailable', Mode: 'local', Reason: 'database-unavailable' });

      // PostgreSQL answers again (a failover: every connection is dropped): the pool reconnects.
      proxy.resume();
      let res = await client.call('GET', `/api/Templates/${saved.Id}`);
      for (let i = 0; i < 10 && res.statusCode !== 200; i++) {
        await sleep(200);
        res = await client.call('GET', `/api/Templates/${saved.Id}`);
      }
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Id: saved.Id, Version: 1 });
      const again = await client.call('POST', '/api/Templates', {
        Id: saved.Id,
        Name: 'Hang',
        Template: { Yaml: smallForm('Hang') },
      });
      expect(again.statusCode).toBe(200);
      expect((await client.call('GET', '/api/status')).json()).toMatchObject({ Status: 'OK' });
    }, 60_000);

    it('with no traffic, the status finds out by itself (one bounded background check at a time)', async () => {
      const client = new Client(app);
      await sleep(PROBE_MS + 100);
      expect((await client.call('GET', '/api/status')).statusCode).toBe(200);
      await sleep(300); // the check that call started has answered
      expect((await client.call('GET', '/api/status')).statusCode).toBe(200);
      proxy.hang = true;
      try {
        await sleep(PROBE_MS + 100);
        // This call starts a check that cannot answer; it itself answers at once from the state.
        const t = performance.now();
        expect((await client.call('GET', '/api/status')).statusCode).toBe(200);
        expect(performance.now() - t).toBeLessThan(100);
        await sleep(3 * BOUND_MS + 500);
        const status = await client.call('GET', '/api/status');
        expect(status.statusCode).toBe(503);
        expect(status.json()).toMatchObject({ Status: 'Unavailable', Reason: 'database-unavailable' });
      } finally {
        proxy.resume();
      }
    }, 30_000);
  },
);

describe('a PostgreSQL URL that accepts connections and never answers', () => {
  it('fails the start within the connect timeout with a database-unavailable error', async () => {
    const silent = await new HangingProxy(undefined).start();
    try {
      const started = Date.now();
      const opening = openStorage({
        postgresUrl: `postgres://postgres@127.0.0.1:${silent.port}/formwright`,
        connectTimeoutMs: BOUND_MS,
        statementTimeoutMs: BOUND_MS,
      });
      await expect(opening).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3 * BOUND_MS);
    } finally {
      await silent.close();
    }
  });
});

describe('/api/status is cheap and true (sqlite)', () => {
  let db: TestDatabase;
  let app: App;
  beforeAll(async () => {
    db = await sqlite.create();
    app = await testApp(db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('runs no integrity check and no query per call', async () => {
    const integrity = vi.spyOn(db.storage, 'integrityCheck');
    const queries = vi.spyOn(db.storage.db, 'executeQuery');
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({ url: '/api/status' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Status: 'OK', Mode: 'local' });
    }
    const perCall = (performance.now() - started) / 200;
    expect(integrity).not.toHaveBeenCalled();
    expect(queries).not.toHaveBeenCalled();
    // No query at all: the bound is generous for a loaded machine (an integrity check grows with the file).
    expect(perCall).toBeLessThan(20);
    integrity.mockRestore();
    queries.mockRestore();
  });

  it('reports a full disk (SQLITE_FULL) at once, answers saves 503 disk-full, and clears once writes go through', async () => {
    const client = await new Client(app).signIn('author@demo.local');
    // About 24 KB of description: a save of it needs new pages.
    const big = (n: number) =>
      smallForm(`Full ${n}`).replace('A test form', `${n} ${'words of a long description '.repeat(900)}`);
    const first = await client.json<SaveTemplateResult>('POST', '/api/Templates', {
      Name: 'Full',
      Template: { Yaml: smallForm('Full') },
    });
    await sql`vacuum`.execute(db.storage.db);
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db.storage.db)).rows[0]!
      .page_count;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db.storage.db);

    let refused: Awaited<ReturnType<Client['call']>> | undefined;
    for (let n = 0; n < 50 && !refused; n++) {
      const res = await client.call('POST', '/api/Templates', {
        Id: first.Id,
        Name: 'Full',
        Template: { Yaml: big(n) },
      });
      if (res.statusCode !== 200) refused = res;
    }
    expect(refused?.statusCode, refused?.body).toBe(503);
    expect(refused!.json()).toMatchObject({ statusCode: 503, code: 'disk-full' });

    const status = await app.inject({ url: '/api/status' });
    expect(status.statusCode).toBe(503);
    expect(status.json()).toEqual({ Status: 'Unavailable', Mode: 'local', Reason: 'disk-full' });
    // Reads still work on a full disk, and do not make the status say OK.
    expect((await client.call('GET', `/api/Templates/${first.Id}`)).statusCode).toBe(200);
    await sleep(PROBE_MS + 50);
    expect((await app.inject({ url: '/api/status' })).statusCode).toBe(503);

    // Room again: with no save at all, the status finds out (its bounded check writes and rolls back).
    await sql.raw(`pragma max_page_count = ${pages * 100}`).execute(db.storage.db);
    await sleep(PROBE_MS + 50);
    const back = await app.inject({ url: '/api/status' });
    expect(back.json()).toEqual({ Status: 'OK', Mode: 'local' });
    expect(
      (
        await client.call('POST', '/api/Templates', {
          Id: first.Id,
          Name: 'Full',
          Template: { Yaml: big(99) },
        })
      ).statusCode,
    ).toBe(200);
  }, 30_000);
});

describe('configuration and the integrity check', () => {
  it('reads the PostgreSQL timeouts from the environment and refuses bad values with the name', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://db/formwright',
      POSTGRES_CONNECT_TIMEOUT_MS: '2500',
      POSTGRES_STATEMENT_TIMEOUT_MS: '8000',
    });
    expect(storageConfig(config)).toEqual({
      postgresUrl: 'postgres://db/formwright',
      connectTimeoutMs: 2500,
      statementTimeoutMs: 8000,
    });
    expect(storageConfig(readConfig({ DATABASE_URL: 'postgres://db/x' }))).toEqual({
      postgresUrl: 'postgres://db/x',
    });
    expect(() => readConfig({ POSTGRES_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      'POSTGRES_CONNECT_TIMEOUT_MS must be a whole number above 0, not soon',
    );
    expect(() => readConfig({ POSTGRES_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/POSTGRES_STATEMENT_TIMEOUT_MS/);
  });

  it('the operator command integrity-check answers ok, and refuses a damaged file (exit 1) as the start does', async () => {
    const db = await sqlite.create();
    try {
      expect(await runOperator(db.storage, ['integrity-check'])).toMatch(
        /^integrity check: ok \(sqlite, \d+ ms\)$/,
      );
      const app = await testApp(db);
      const client = await new Client(app).signIn('author@demo.local');
      for (let i = 0; i < 40; i++)
        await client.json('POST', '/api/Templates', {
          Name: `Form ${i}`,
          Template: { Yaml: smallForm(`Form ${i}`).replace('A test form', 'text '.repeat(400)) },
        });
      const { rows } = await sql<{
        rootpage: number;
      }>`select rootpage from sqlite_master where tbl_name = 'template_versions'`.execute(db.storage.db);
      await app.close();
      await db.storage.close();
      // Damage the pages of the versions table and its indexes (their b-tree headers), as a failing disk
      // does: the start's migrations do not read them, the integrity check does.
      const file = 'sqliteFile' in db.config ? db.config.sqliteFile : '';
      const bytes = readFileSync(file);
      const page = 4096;
      for (const { rootpage } of rows) bytes.fill(0x5a, (rootpage - 1) * page, (rootpage - 1) * page + 8);
      writeFileSync(file, bytes);
      rmSync(`${file}-wal`, { force: true });
      rmSync(`${file}-shm`, { force: true });

      const reopened = await openStorage(db.config);
      await expect(runOperator(reopened, ['integrity-check'])).rejects.toThrow(IntegrityError);
      await reopened.close();
      await expect(
        startServer({ ...readConfig({}), dataDir: dirname(file), port: 0, host: '127.0.0.1' }),
      ).rejects.toThrow(/^The database failed its integrity check \(.+\): restore it from a backup/);
    } finally {
      await db.drop();
    }
  }, 30_000);
});
