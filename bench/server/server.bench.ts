// Server throughput (issue 11): reading and saving a form through the real server process, side by side
// in the same run with a bare Fastify route, at 50 and 200 connections (autocannon on loopback), on SQLite
// and PostgreSQL; saves per second beside the figure a single SQLite writer allows.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { BenchRow } from '../harness';

const here = fileURLToPath(new URL('.', import.meta.url));
const MAIN = join(here, '../../apps/server/src/main.ts');
const DEMO = join(here, '../../fixtures/forms/demo.yaml');
const DURATION = Number(process.env.BENCH_SERVER_SECONDS ?? 4);
const PG_ADMIN = process.env.FORMWRIGHT_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Proc {
  url: string;
  child: ChildProcess;
}

function start(args: string[], env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`process exited with ${code}`)));
  });
}

function stop(p: Proc): Promise<void> {
  return new Promise((r) => {
    if (p.child.exitCode !== null) return r();
    p.child.once('exit', () => r());
    p.child.kill('SIGTERM');
  });
}

async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const csrf = await csrfRes.text();
  const first = csrfRes.headers.getSetCookie()[0]!.split(';')[0]!;
  const res = await fetch(`${base}/api/debugauthentication`, {
    method: 'POST',
    headers: { cookie: first, 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'author@demo.local' }),
  });
  return { cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, csrf };
}

/** Commits per second of one SQLite writer doing what a save does (update the form row, insert a version). */
function sqliteWriterCeiling(dir: string, yaml: string): number {
  const db = new Database(join(dir, 'ceiling.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    'create table t (id text primary key, n integer); create table v (id text, n integer, yaml text, primary key (id, n))',
  );
  db.prepare('insert into t values (?, 0)').run('f');
  const bump = db.prepare('update t set n = n + 1 where id = ? returning n');
  const insert = db.prepare('insert into v values (?, ?, ?)');
  const save = db.transaction(() => {
    const { n } = bump.get('f') as { n: number };
    insert.run('f', n, yaml);
  });
  const t0 = performance.now();
  let count = 0;
  while (performance.now() - t0 < 1000) {
    save();
    count++;
  }
  const rate = (count * 1000) / (performance.now() - t0);
  db.close();
  return rate;
}

async function measure(
  backend: 'SQLite' | 'PostgreSQL',
  env: Record<string, string>,
  bare: Proc,
  rows: BenchRow[],
): Promise<void> {
  const ours = await start([MAIN], env);
  try {
    const { cookie, csrf } = await signIn(ours.url);
    const yaml = readFileSync(DEMO, 'utf8');
    const created = await fetch(`${ours.url}/api/Templates`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ Name: 'Bench', Template: { Yaml: yaml } }),
    });
    const { Id } = (await created.json()) as { Id: string };
    for (const connections of [50, 200]) {
      // Alternate: the peer, then ours, so both see the same machine load.
      const peer = await autocannon({ url: `${bare.url}/form`, connections, duration: DURATION });
      const read = await autocannon({
        url: `${ours.url}/api/Templates/${Id}`,
        connections,
        duration: DURATION,
        headers: { cookie },
      });
      const ratio = read.requests.average / peer.requests.average;
      rows.push({
        bench: 'server',
        case: `read a form, ${connections} connections, ${backend} (req/s)`,
        ours: read.requests.average,
        baseline: peer.requests.average,
        unit: 'req/s',
        target: '≥ 0.5× the bare route',
        met: ratio >= 0.5 && read.non2xx === 0,
        note: `p50/p99 ${read.latency.p50}/${read.latency.p99} ms (bare ${peer.latency.p50}/${peer.latency.p99} ms)${read.non2xx ? `, ${read.non2xx} non-2xx` : ''}`,
      });
      if (connections === 200 && backend === 'SQLite')
        rows.push({
          bench: 'server',
          case: 'read a form, 200 connections, SQLite (p99)',
          ours: read.latency.p99,
          unit: 'ms',
          target: 'p99 < 25 ms',
          met: read.latency.p99 < 25,
        });
    }
    const body = JSON.stringify({ Id, Name: 'Bench', Template: { Yaml: yaml } });
    const peer = await autocannon({
      url: `${bare.url}/form`,
      method: 'POST',
      connections: 50,
      duration: DURATION,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const saves = await autocannon({
      url: `${ours.url}/api/Templates`,
      method: 'POST',
      connections: 50,
      duration: DURATION,
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body,
    });
    let note = `p50/p99 ${saves.latency.p50}/${saves.latency.p99} ms; bare POST ${peer.requests.average.toFixed(0)} req/s`;
    if (backend === 'SQLite') {
      const dir = mkdtempSync(join(tmpdir(), 'formwright-ceiling-'));
      note += `; one SQLite writer allows ${sqliteWriterCeiling(dir, yaml).toFixed(0)} saves/s`;
      rmSync(dir, { recursive: true, force: true });
    }
    rows.push({
      bench: 'server',
      case: `save a form, 50 connections, ${backend} (saves/s)`,
      ours: saves.requests.average,
      unit: 'saves/s',
      target: 'reported (no lost saves)',
      met: saves.non2xx === 0 && saves.errors === 0,
      note,
    });
  } finally {
    await stop(ours);
  }
}

/** Runs the server bench on SQLite, and on PostgreSQL when FORMWRIGHT_TEST_PG answers. */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'formwright-bench-'));
  const sample = readFileSync(DEMO, 'utf8');
  const bare = await start([join(here, 'bare.ts')], {
    BARE_BODY: JSON.stringify({ Id: 'x', Name: 'Bench', Template: { Yaml: sample } }),
  });
  try {
    await measure('SQLite', { DATA_DIR: dir }, bare, rows);
    const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
    const name = `formwright_bench_${process.pid}`;
    let pgUrl: string | undefined;
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(PG_ADMIN);
      url.pathname = `/${name}`;
      pgUrl = url.href;
    } catch {
      process.stderr.write('server bench: PostgreSQL unreachable, its rows are left out\n');
    }
    if (pgUrl) {
      try {
        await measure('PostgreSQL', { DATABASE_URL: pgUrl }, bare, rows);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
    await admin.end().catch(() => undefined);
  } finally {
    await stop(bare);
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
