import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The CONTEXT.md files whose key-file lists carry generated sizes. */
export const CONTEXT_FILES = [
  'packages/core/CONTEXT.md',
  'apps/cli/CONTEXT.md',
  'bench/CONTEXT.md',
  'apps/server/CONTEXT.md',
  'packages/api/CONTEXT.md',
  'packages/packaging/CONTEXT.md',
  'packages/host/CONTEXT.md',
  'packages/react/CONTEXT.md',
  'apps/runtime/CONTEXT.md',
  'apps/designer/CONTEXT.md',
];

const START = '<!-- key-files: the paths and purposes are hand-kept; `npm run docs` writes the sizes -->';
const END = '<!-- /key-files -->';
/** A list entry: `- \`path\`` then an optional size written before, then the purpose. */
const ENTRY = /^(\s*- `)([^`]+)(`)(?: \((?:~\d+|under 100) lines\))?(.*)$/;

/** A file's size as the lists show it: under 100 lines, else rounded to the nearest 50 (`~300 lines`). */
export function roundedSize(lines: number): string {
  return lines < 100 ? 'under 100 lines' : `~${Math.round(lines / 50) * 50} lines`;
}

/** Writes the sizes into the key-file lists of one CONTEXT.md (paths relative to its folder). */
export function withSizes(contextPath: string, text: string): string {
  let inList = false;
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === START) inList = true;
      else if (line.trim() === END) inList = false;
      const m = inList ? ENTRY.exec(line) : null;
      if (!m) return line;
      const file = join(root, dirname(contextPath), m[2]!);
      if (!existsSync(file)) throw new Error(`${contextPath}: key file ${m[2]} does not exist`);
      const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
      return `${m[1]}${m[2]}${m[3]} (${roundedSize(lines)})${m[4]}`;
    })
    .join('\n');
}

/** Every CONTEXT.md with its key-file sizes brought up to date. */
export function generate(): Record<string, string> {
  return Object.fromEntries(
    CONTEXT_FILES.map((path) => [path, withSizes(path, readFileSync(join(root, path), 'utf8'))]),
  );
}
