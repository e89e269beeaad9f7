import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './generate-docs';

// no-import-cycle follows imports on disk, so the probes are real files in a folder the rule covers, removed after.
const probeDir = join(root, 'packages/core/src', `__cycleProbe${process.pid}__`);

const probes: Record<string, string> = {
  'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
  'b.ts': "import { c } from './c';\nexport const b = (): number => c();\n",
  'c.ts': "import { a } from './a';\nexport const c = (): number => (a ? 1 : 0);\n",
  'typeA.ts': "import type { TypeB } from './typeB';\nexport interface TypeA {\n  b?: TypeB;\n}\n",
  'typeB.ts': "import type { TypeA } from './typeA';\nexport interface TypeB {\n  a?: TypeA;\n}\n",
  'leaf.ts': "import { a } from './a';\nexport const leaf = (): number => a();\n",
};

/** The cycles/no-import-cycle messages of one probe file. */
async function cycles(file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintFiles([join(probeDir, file)]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'cycles/no-import-cycle').map((m) => m.message);
}

describe('the lint rule against import cycles (eslint.config.js)', () => {
  beforeAll(() => {
    mkdirSync(probeDir, { recursive: true });
    for (const [name, text] of Object.entries(probes)) writeFileSync(join(probeDir, name), text);
  });
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  it.each(['a.ts', 'b.ts', 'c.ts'])(
    'a value import that closes a cycle of three files is refused in %s',
    async (file) => {
      expect(await cycles(file)).toEqual([expect.stringMatching(/cycle/i)]);
    },
  );

  it.each(['typeA.ts', 'typeB.ts'])('type-only imports that form a cycle are allowed in %s', async (file) => {
    expect(await cycles(file)).toEqual([]);
  });

  it('a file that only imports from a cycle is not part of it', async () => {
    expect(await cycles('leaf.ts')).toEqual([]);
  });
});
