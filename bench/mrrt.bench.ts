// MRRT import bench: importing the largest DRG template (aortic coarctation MRI, 31 KB, 94 fields) into a
// form, side by side with parse5 only parsing it (the HTML parse every importer pays). Target (issue 24):
// under 200 ms.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { importMrrtTemplate } from '@formwright/core/authoring';
import { sideBySide, type BenchRow } from './harness';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs the bench: the import of the largest template against a bare parse5 parse of it. */
export async function run(): Promise<BenchRow[]> {
  const largest = readFileSync(
    join(here, '../fixtures/mrrt/drg/041807.3.2103151002-mrt_aortenisthmusstenose.html'),
    'utf8',
  );
  const times = sideBySide(
    () => {
      if (!importMrrtTemplate(largest).yaml) throw new Error('the largest MRRT template did not import');
    },
    () => parse(largest, { sourceCodeLocationInfo: true }),
    20,
    3,
  );
  return [
    {
      bench: 'mrrt',
      case: `import the largest DRG MRRT template (${Math.round(largest.length / 1024)} KB) vs a bare parse5 parse`,
      ours: times.ours,
      baseline: times.baseline,
      unit: 'ms',
      target: '< 200 ms',
      met: times.ours < 200,
    },
  ];
}
