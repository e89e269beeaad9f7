import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Slow (LibreOffice): every golden RTF under fixtures/golden must open in LibreOffice Writer and show the
 * text a person would read. Run with `npx vitest run --config vitest.slow.config.ts`; needs Debian's
 * libreoffice-writer-nogui (`soffice`). Words are compared, because Writer's text export puts each table
 * cell on a line of its own where our plain text aligns a row, and the dashes under header rows are ours.
 */
const root = join(import.meta.dirname, '../../..');
const goldenDir = join(root, 'fixtures/golden');

function rtfFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? rtfFiles(join(dir, e.name)) : e.name.endsWith('.rtf') ? [join(dir, e.name)] : [],
  );
}

const words = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .filter((line) => !/^[-\s]+$/.test(line) || line.trim() === '')
    .join('\n')
    .split(/[\s\u2000-\u200A]+/)
    .filter((w) => w !== '');

describe('golden RTF opens in LibreOffice', () => {
  const files = rtfFiles(goldenDir);
  const out = mkdtempSync(join(tmpdir(), 'formwright-rtf-'));
  it('has golden RTF files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  it.each(files.map((f) => [f.slice(goldenDir.length + 1), f]))(
    '%s',
    (_name, file) => {
      execFileSync(
        'soffice',
        ['--headless', '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', out, file],
        {
          stdio: 'ignore',
          timeout: 120_000,
        },
      );
      const base =
        file
          .split('/')
          .pop()
          ?.replace(/\.rtf$/, '') ?? '';
      const seen = readFileSync(join(out, `${base}.txt`), 'utf8');
      // The plain text beside the RTF (a section's RTF has its own .txt) is what the person should see.
      const expected = readFileSync(file.replace(/\.rtf$/, '.txt'), 'utf8');
      expect(words(seen)).toEqual(words(expected));
    },
    180_000,
  );
});
