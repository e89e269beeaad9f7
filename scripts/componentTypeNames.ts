import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { componentDefinitions } from '../packages/core/src/components/registry';

/** Every component type name and alias as the catalogue spells it. */
export const TYPE_NAMES: ReadonlySet<string> = new Set(
  componentDefinitions.flatMap((d) => [d.type, ...(d.aliases ?? [])]),
);

/** The source without its comments (line and block), strings kept. */
function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The type names written as string literals in a source file, with their counts. */
export function typeNameLiterals(source: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const m of withoutComments(source).matchAll(/(['"])([A-Za-z]+)\1/g)) {
    const name = m[2] as string;
    if (TYPE_NAMES.has(name)) found.set(name, (found.get(name) ?? 0) + 1);
  }
  return found;
}

/** The production `.ts` files under `dir` (tests and test support left out), relative to `base`. */
export function productionFiles(dir: string, base: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== '__golden__') out.push(...productionFiles(path, base));
    } else if (
      entry.name.endsWith('.ts') &&
      !/\.test\.ts$|\.d\.ts$/.test(entry.name) &&
      entry.name !== 'testing.ts'
    ) {
      out.push(relative(base, path));
    }
  }
  return out.sort();
}

export { readFileSync };
