// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and prints one table.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.bench.ts') && !f.includes('node_modules'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows: BenchRow[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<BenchRow[]> };
  process.stderr.write(`running ${file}...\n`);
  rows.push(...(await mod.run()));
}

const fmt = (n: number | undefined) => (n === undefined ? '' : n < 10 ? n.toFixed(3) : n.toFixed(1));
const table = rows.map((r) => ({
  bench: r.bench,
  case: r.case,
  ours: `${fmt(r.ours)} ${r.unit}`,
  baseline: r.baseline === undefined ? '' : `${fmt(r.baseline)} ${r.unit}`,
  // One direction for every row: above 1 means ours is better (less time or size, more per second).
  'ratio (>1: ours better)':
    r.baseline === undefined
      ? ''
      : `${(r.unit.endsWith('/s') ? r.ours / r.baseline : r.baseline / r.ours).toFixed(2)}×`,
  target: r.target,
  met: r.met ? 'yes' : 'NO',
  note: r.note ?? '',
}));
console.table(table);
const missed = rows.filter((r) => !r.met).length;
console.log(`${rows.length} benchmark rows, ${rows.length - missed} targets met, ${missed} missed`);
