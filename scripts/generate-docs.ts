// Writes every generated page of docs/ from the definitions in core. `npm run docs`; the docs test
// (scripts/docs.test.ts) fails when a page is out of date.
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..');

/** Each module in scripts/docs/ exports `generate(): Record<string, string>` (docs path → content). */
export async function generateAll(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const file of readdirSync(join(here, 'docs'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(join(here, 'docs', file)).href)) as {
      generate: () => Record<string, string>;
    };
    Object.assign(pages, mod.generate());
  }
  return pages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [path, content] of Object.entries(await generateAll())) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    console.log(`wrote ${path}`);
  }
}
