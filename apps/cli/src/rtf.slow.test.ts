import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Slow (LibreOffice): every golden RTF under fixtures/golden (the markup goldens, the end-to-end corpus and
 * rule goldens) must open in LibreOffice Writer and show the text a person would read: the plain text
 * golden beside it under the same name. Run with `npm run test:slow`; needs `soffice` (Debian's
 * libreoffice-writer-nogui). Without it the suite is skipped with a message, except under CI (the `CI`
 * environment variable), where `.ci/run` installs it and a missing `soffice` fails.
 *
 * All files are converted by ONE soffice process (its start-up dominates), under numbered names because
 * the goldens share base names (report.rtf) across folders. Words are compared, because Writer's text
 * export puts each table cell on a line of its own where our plain text aligns a row, and the dashes
 * under header rows are ours.
 */
const root = join(import.meta.dirname, '../../..');
const goldenDir = join(root, 'fixtures/golden');

function rtfFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? rtfFiles(join(dir, e.name)) : e.name.endsWith('.rtf') ? [join(dir, e.name)] : [],
    )
    .sort();
}

const words = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .filter((line) => !/^[-\s]+$/.test(line) || line.trim() === '')
    .join('\n')
    .split(/[\s\u2000-\u200A]+/)
    .filter((w) => w !== '');

const hasSoffice =
  spawnSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 }).error === undefined;
const inCi = Boolean(process.env.CI);

if (!hasSoffice && !inCi) {
  process.stderr.write(
    'rtf.slow.test.ts: LibreOffice (soffice) is not installed, so the golden RTF files were NOT opened. ' +
      'Install libreoffice-writer-nogui to run these checks (CI always runs them).\n',
  );
}

describe.skipIf(!hasSoffice && !inCi)('golden RTF opens in LibreOffice', () => {
  const files = rtfFiles(goldenDir);
  const work = mkdtempSync(join(tmpdir(), 'formwright-rtf-'));
  const inDir = join(work, 'in');
  const outDir = join(work, 'out');

  beforeAll(() => {
    if (!hasSoffice)
      throw new Error('soffice is missing; CI must install libreoffice-writer-nogui (.ci/run)');
    mkdirSync(inDir);
    mkdirSync(outDir);
    files.forEach((f, i) => copyFileSync(f, join(inDir, `golden${i}.rtf`)));
    execFileSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--convert-to',
        'txt:Text (encoded):UTF8',
        '--outdir',
        outDir,
        ...files.map((_f, i) => join(inDir, `golden${i}.rtf`)),
      ],
      { stdio: 'ignore', timeout: 100_000 },
    );
  }, 110_000);

  it('has the golden RTF files of the markup, corpus and rule goldens', () => {
    const rel = files.map((f) => f.slice(goldenDir.length + 1));
    expect(rel.some((f) => f.startsWith('markup/'))).toBe(true);
    expect(rel.some((f) => f.startsWith('corpus/'))).toBe(true);
    expect(rel.some((f) => f.startsWith('rules/'))).toBe(true);
  });

  it.each(files.map((f, i) => [f.slice(goldenDir.length + 1), f, i] as const))('%s', (_name, file, i) => {
    const seen = readFileSync(join(outDir, `golden${i}.txt`), 'utf8');
    // The plain text beside the RTF (a section's RTF has its own .txt) is what the person should see.
    const expected = readFileSync(file.replace(/\.rtf$/, '.txt'), 'utf8');
    expect(words(seen)).toEqual(words(expected));
  });
});
