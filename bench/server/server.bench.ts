// Server throughput (issue 11): reading and saving a form through the real server process, side by side
// in the same run with a bare Fastify route, at 50 and 200 connections (autocannon on loopback), on SQLite
// and PostgreSQL; saves per second beside the figure a single SQLite writer allows.
//
// Fair to the peer: it answers the very JSON text our read answers (parsed, so it serialises an object of
// the same size and shape on every request), receives the same request headers (the session cookie),
// and both warm up before they are measured. The machine is shared: rounds alternate peer and ours and
// the medians are compared, and each note adds the CPU time per request of each process (from
// /proc/PID/stat; PostgreSQL's server processes of the bench database counted separately), which a
// busy machine disturbs far less than requests per second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { BenchRow } from '../harness';
import { MAIN, signIn, start, stop, type Proc } from './process';

const here = fileURLToPath(new URL('.', import.meta.url));
const DEMO = join(here, '../../fixtures/forms/demo.yaml');
const DURATION = Number(process.env.BENCH_SERVER_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_SERVER_ROUNDS ?? 3);
/** Requests each side answers before it is measured (the JIT and the heap settle), per connection count. */
const WARMUP_REQUESTS = 3000;
const PG_ADMIN = process.env.FORMWRIGHT_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** CPU time (user + system) of a process in milliseconds, or NaN where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/** The CPU time of a set of processes (PostgreSQL's server processes of the bench database). */
async function cpuOf(pids: () => Promise<number[]>): Promise<number> {
  let sum = 0;
  for (const pid of await pids()) sum += cpuMs(pid);
  return sum;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU microseconds per request of the server process (and of the database's processes). */
  cpuUs: number;
  dbCpuUs: number;
}

/** One autocannon run against a process, with its CPU time per request. */
async function load(
  opts: {
    url: string;
    connections: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  },
  pid: number | undefined,
  dbPids: () => Promise<number[]>,
): Promise<Load> {
  const c0 = cpuMs(pid);
  const d0 = await cpuOf(dbPids);
  const r = await autocannon({ ...opts, duration: DURATION });
  const c1 = cpuMs(pid);
  const d1 = await cpuOf(dbPids);
  const total = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuUs: ((c1 - c0) * 1000) / total,
    dbCpuUs: ((d1 - d0) * 1000) / total,
  };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const us = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} µs` : 'n/a');

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
  rows: BenchRow[],
  dbPids: () => Promise<number[]>,
): Promise<void> {
  const ours = await start([MAIN], env);
  let bare: Proc | undefined;
  try {
    const { cookie, csrf } = await signIn(ours.url);
    const yaml = readFileSync(DEMO, 'utf8');
    const created = await fetch(`${ours.url}/api/Templates`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ Name: 'Bench', Template: { Yaml: yaml } }),
    });
    const { Id } = (await created.json()) as { Id: string };
    const readUrl = `${ours.url}/api/Templates/${Id}`;
    // The peer answers exactly what our read answers (same JSON, same size).
    const answer = await (await fetch(readUrl, { headers: { cookie } })).text();
    bare = await start([join(here, 'bare.ts')], { BARE_BODY: answer });
    const peerPid = bare.child.pid;
    const none = async () => [];
    const headers = { cookie };
    for (const connections of [50, 200]) {
      const peerAt = { url: `${bare.url}/form`, connections, headers };
      const oursAt = { url: readUrl, connections, headers };
      await autocannon({ ...peerAt, amount: WARMUP_REQUESTS });
      await autocannon({ ...oursAt, amount: WARMUP_REQUESTS });
      const peerRuns: Load[] = [];
      const ourRuns: Load[] = [];
      // Alternate the peer and ours, so both see the same machine load; compare the medians.
      for (let round = 0; round < ROUNDS; round++) {
        peerRuns.push(await load(peerAt, peerPid, none));
        ourRuns.push(await load(oursAt, ours.child.pid, dbPids));
      }
      const of = (runs: Load[], k: keyof Load) => median(runs.map((r) => r[k]));
      const read = {
        rps: of(ourRuns, 'rps'),
        p50: of(ourRuns, 'p50'),
        p99: of(ourRuns, 'p99'),
        cpu: of(ourRuns, 'cpuUs'),
        dbCpu: of(ourRuns, 'dbCpuUs'),
        non2xx: ourRuns.reduce((n, r) => n + r.non2xx + r.errors, 0),
      };
      const peer = {
        rps: of(peerRuns, 'rps'),
        p50: of(peerRuns, 'p50'),
        p99: of(peerRuns, 'p99'),
        cpu: of(peerRuns, 'cpuUs'),
      };
      const ratio = read.rps / peer.rps;
      const cpu = `CPU per request ${us(read.cpu)}${backend === 'PostgreSQL' ? ` + PostgreSQL ${us(read.dbCpu)}` : ''} (bare ${us(peer.cpu)})`;
      rows.push({
        bench: 'server',
        case: `read a form, ${connections} connections, ${backend} (req/s)`,
        ours: read.rps,
        baseline: peer.rps,
        unit: 'req/s',
        target: '≥ 0.5× the bare route',
        met: ratio >= 0.5 && read.non2xx === 0,
        note: `p50/p99 ${read.p50}/${read.p99} ms (bare ${peer.p50}/${peer.p99} ms); ${cpu}; median of ${ROUNDS} rounds${read.non2xx ? `, ${read.non2xx} non-2xx or errors` : ''}`,
      });
      if (connections === 200 && backend === 'SQLite')
        rows.push({
          bench: 'server',
          case: 'read a form, 200 connections, SQLite (p99)',
          ours: read.p99,
          baseline: peer.p99,
          unit: 'ms',
          target: 'p99 < 25 ms',
          met: read.p99 < 25,
          note: `the bare route's p99 beside it`,
        });
    }
    const body = JSON.stringify({ Id, Name: 'Bench', Template: { Yaml: yaml } });
    const peer = await autocannon({
      url: `${bare.url}/form`,
      method: 'POST',
      connections: 50,
      duration: DURATION,
      headers: { cookie, 'content-type': 'application/json' },
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
    if (bare) await stop(bare);
    await stop(ours);
  }
}

/** Runs the server bench on SQLite, and on PostgreSQL when FORMWRIGHT_TEST_PG answers. */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'formwright-bench-'));
  try {
    await measure('SQLite', { DATA_DIR: dir }, rows, async () => []);
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
      // The server processes PostgreSQL runs for the bench database's connections (their CPU time).
      const pids = async () =>
        (
          await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])
        ).rows.map((r) => r.pid);
      try {
        await measure('PostgreSQL', { DATABASE_URL: pgUrl }, rows, pids);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
    await admin.end().catch(() => undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
