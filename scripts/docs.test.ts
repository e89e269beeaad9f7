import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, root } from './generate-docs';

describe('generated docs', () => {
  it('are up to date with the definitions (run `npm run docs`)', async () => {
    const pages = await generateAll();
    expect(Object.keys(pages).length).toBeGreaterThan(0);
    for (const [path, content] of Object.entries(pages)) {
      const file = join(root, path);
      expect(existsSync(file), `${path} exists`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${path} is fresh`).toBe(content);
    }
    // It imports every generator and their definitions; on a shared, loaded machine that takes a while.
  }, 120_000);
});
