// openEHR import bench: importing the 750 KB mammography OPT (our XML reader, the OPT → web-template reader,
// the mapping and the YAML text), side by side with a bare XML parse of the same file by jsdom's DOMParser
// (the XML parser a browser-like DOM gives). Target (issue 14): the import takes under 1 s.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { importOpenEhrTemplate } from '@formwright/core/authoring';
import { sideBySide, type BenchRow } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '../fixtures/openehr/better_breast_mammography_report.opt.xml');

/** Runs the bench: the import against a bare DOMParser parse of the same text. */
export async function run(): Promise<BenchRow[]> {
  const text = readFileSync(file, 'utf8');
  const { DOMParser } = new JSDOM('').window;
  const parser = new DOMParser();
  let inputs = 0;
  const times = sideBySide(
    () => {
      const r = importOpenEhrTemplate(text, { fileName: 'mammography.opt' });
      if (!r.yaml) throw new Error('the mammography OPT did not import');
      inputs = r.inputCount ?? 0;
    },
    () => parser.parseFromString(text, 'application/xml'),
    10,
    2,
  );
  return [
    {
      bench: 'openehr',
      case: `import mammography OPT (${Math.round(text.length / 1024)} KB, ${inputs} inputs) vs bare DOMParser parse`,
      ours: times.ours,
      baseline: times.baseline,
      unit: 'ms',
      target: '< 1000 ms',
      met: times.ours < 1000,
    },
  ];
}
