// The bundle bench (issue 9): the gzipped size of @formwright/core/runtime bundled for the browser, beside
// the whole `.` entry bundled the same way (the baseline: what a host page loaded before the entries were
// split), and the lazily loaded script sandbox entry. Sizes, not times: one build each is exact.
import { bundleEntry } from './bundleEntry';
import type { BenchRow } from './harness';

const KB = 1024;

export async function run(): Promise<BenchRow[]> {
  const [runtime, whole, script] = await Promise.all([
    bundleEntry('runtime'),
    bundleEntry('.'),
    bundleEntry('script'),
  ]);
  return [
    {
      bench: 'bundle',
      case: 'core runtime entry, minified and gzipped (esbuild, browser)',
      ours: runtime.gzipBytes / KB,
      baseline: whole.gzipBytes / KB,
      unit: 'KB',
      target: '≥ 2× smaller than the whole `.` entry',
      met: whole.gzipBytes >= 2 * runtime.gzipBytes,
      note: `${(runtime.bytes / KB).toFixed(1)} KB minified; baseline is the whole \`.\` entry`,
    },
    {
      bench: 'bundle',
      case: 'core script entry (QuickJS sandbox, lazy), gzipped, without the .wasm',
      ours: script.gzipBytes / KB,
      unit: 'KB',
      target: 'reported',
      met: true,
    },
  ];
}
