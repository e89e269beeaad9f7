import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './generate-docs';

const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `path` and returns the restricted-import messages. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("the core's import directions (decisions.md D1)", () => {
  it.each([
    [
      'packages/core/src/diagnostics/x.ts',
      "import { isEmpty } from '../expr/empty';",
      'may not import core/expr',
    ],
    ['packages/core/src/expr/x.ts', "import { parseSpec } from '../spec';", 'may not import core/spec'],
    ['packages/core/src/spec/x.ts', "import { createForm } from '../engine';", 'may not import core/engine'],
    [
      'packages/core/src/engine/x.ts',
      "import { collectOutputs } from '../output';",
      'may not import core/output',
    ],
    [
      'packages/core/src/output/x.ts',
      "import { runHeadless } from '../headless';",
      'may not import core/headless',
    ],
    ['packages/core/src/headless/x.ts', "import { readFileSync } from 'node:fs';", 'no Node APIs'],
    [
      'packages/core/src/components/x/y.ts',
      "import { parseSpec } from '../../spec';",
      'components may import only',
    ],
    ['packages/core/src/output/x.ts', "import { readFileSync } from 'node:fs';", 'no Node APIs'],
    ['packages/core/src/engine/x.ts', "import React from 'react';", 'no React'],
  ])('%s: %s is refused', async (path, code, message) => {
    const found = await restricted(path, `${code}\nexport {};\n`);
    expect(found.join('\n')).toContain(message);
  });

  it.each([
    ['packages/core/src/output/x.ts', "import { createForm } from '../engine';"],
    ['packages/core/src/engine/x.ts', "import { parseSpec } from '../spec';"],
    ['packages/core/src/spec/x.ts', "import { getComponentDefinition } from '../components';"],
    ['packages/core/src/components/x/y.ts', "import { isEmpty } from '../../expr/empty';"],
    ['apps/cli/src/x.ts', "import { readFileSync } from 'node:fs';"],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await restricted(path, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe('helpers reach the host through their part of it (expr/helpers/hostParts.ts)', () => {
  /** The no-restricted-syntax messages of `code` linted as the file at `path`. */
  async function syntax(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }
  const direct =
    "import type { EvalScope } from '../contract';\nexport const f = (scope: EvalScope) => scope.host;\n";

  it('a helper that reads scope.host is refused', async () => {
    expect((await syntax('packages/core/src/expr/helpers/x.ts', direct)).join('\n')).toContain(
      'hostParts.ts',
    );
  });

  it('hostParts.ts itself may read it', async () => {
    expect(await syntax('packages/core/src/expr/helpers/hostParts.ts', direct)).toEqual([]);
  });
});
