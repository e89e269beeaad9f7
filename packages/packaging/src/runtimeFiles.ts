import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The standalone runtime's files (apps/runtime/dist/*, docs/architecture.md#entry-points) to put into a package, by
 * relative path; an empty map when the runtime is not built. Source maps are left out.
 */
export function readRuntimeFiles(dir: string | undefined): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  if (!dir) return files;
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      const full = join(d, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else if (!name.endsWith('.map') && name !== 'index.html')
        files.set(relative(dir, full).split('\\').join('/'), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}
