import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { BUILT_BEFORE_SERVING, buildWhatIsMissing } from './serve';

it('builds nothing when the runtime and the designer are built', () => {
  const root = mkdtempSync(join(tmpdir(), 'formwright-serve-'));
  for (const { output } of BUILT_BEFORE_SERVING) {
    mkdirSync(dirname(join(root, output)), { recursive: true });
    writeFileSync(join(root, output), '');
  }
  const write = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
  buildWhatIsMissing(root);
  expect(write).not.toHaveBeenCalled();
  rmSync(root, { recursive: true, force: true });
});
