import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './generate-docs';

const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `path` and returns the restricted-import messages. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("the core's import directions (docs/architecture.md#architecture)", () => {
  it.each([
    [
      'packages/core/src/diagnostics/x.ts',
      "import { isEmpty } from '../expr/empty';",
      'may not import core/expr',
    ],
    [
      'packages/core/src/expr/x.ts',
      "import { parseSpec } from '../specification';",
      'may not import core/specification',
    ],
    [
      'packages/core/src/specification/x.ts',
      "import { createForm } from '../engine';",
      'may not import core/engine',
    ],
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
      "import { parseSpec } from '../../specification';",
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
    ['packages/core/src/engine/x.ts', "import { parseSpec } from '../specification';"],
    ['packages/core/src/specification/x.ts', "import { getComponentDefinition } from '../components';"],
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

/** Lints `code` as the file at `path` and returns the messages of the test-support rule. */
async function testSupportFindings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('test support lives in testing/ folders that production code may not import', () => {
  it.each([
    ['packages/core/src/engine/x.ts', "import { formOf } from './testing';"],
    ['packages/core/src/engine/script/x.ts', "import { formOf } from '../testing';"],
    ['packages/core/src/output/x.ts', "import { formOf } from '../engine/testing';"],
    ['packages/core/src/components/x/y.ts', "import { testContext } from '../testing/testContext';"],
    ['packages/core/src/specification/x.ts', "export { comps } from './testing/specCases';"],
    ['packages/core/src/index.ts', "export * from './engine/testing';"],
    ['packages/core/src/expr/x.ts', "const m = await import('./testing/fakes');"],
  ])('%s: %s is refused', async (path, code) => {
    expect((await testSupportFindings(path, code)).join('\n')).toContain('test support');
  });

  it.each([
    ['packages/core/src/engine/x.test.ts', "import { formOf } from './testing';"],
    ['packages/core/src/engine/x.property.test.ts', "import { formOf } from './testing';"],
    ['packages/core/src/expr/testing/x.ts', "import { fakeHost } from './fakes';"],
    ['packages/core/src/specification/testing/x.ts', "import { formOf } from '../../engine/testing';"],
    ['packages/core/src/testing.ts', "export { formOf } from './engine/testing';"],
    ['packages/core/src/engine/x.ts', "import { createTestingClock } from './testingClock';"],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await testSupportFindings(path, code)).toEqual([]);
  });
});

describe('apps stand alone (eslint-rules/appsStandAlone.js, issue 21 item 3)', () => {
  /**
   * The messages of the apps rule for an import of `specifier` (a re-export with `kind` 'export', a dynamic
   * import with 'dynamic'), linted as the file at `path`. The code is built here, so that the import graph
   * of docs/architecture.md does not read these specifiers as imports of scripts/.
   */
  async function appFindings(path: string, specifier: string, kind = 'import'): Promise<string[]> {
    const quoted = `'${specifier}'`;
    const code =
      kind === 'export'
        ? `export { x } from ${quoted};`
        : kind === 'dynamic'
          ? `export const m = await import(${quoted});`
          : `import x from ${quoted};\nexport { x };`;
    const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}/${path}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'apps/apps-stand-alone').map((m) => m.message);
  }

  it.each([
    ['apps/designer/build/x.ts', '../../runtime/src/lazy/ajvPrecompiled', 'import', "apps/runtime's files"],
    ['apps/cli/src/x.ts', '@formwright/server/build', 'import', '@formwright/server/build'],
    ['apps/designer/src/x.ts', '@formwright/server', 'dynamic', 'no other app'],
    ['apps/runtime/src/x.ts', '../../../packages/react/src/form/purifier', 'import', 'through their exports'],
    ['apps/runtime/src/x.ts', '../../designer/src/y', 'export', "apps/designer's files"],
  ])('%s: %s (%s) is refused', async (path, specifier, kind, message) => {
    expect((await appFindings(path, specifier, kind)).join('\n')).toContain(message);
  });

  it.each([
    ['apps/cli/src/x.ts', '@formwright/server', 'dynamic'],
    ['apps/cli/src/x.ts', '@formwright/packaging', 'import'],
    ['apps/runtime/src/x.ts', '@formwright/react/purifier', 'import'],
    ['apps/designer/src/outer/pages/x/y.ts', '../../../../../../fixtures/forms/demo.yaml?raw', 'import'],
    ['apps/designer/src/outer/pages/x/y.ts', '../../session/SessionContext', 'import'],
  ])('%s: %s (%s) is allowed', async (path, specifier, kind) => {
    expect(await appFindings(path, specifier, kind)).toEqual([]);
  });
});

describe("the designer's frame and outer app import nothing of each other (eslint-rules/designerTrees.js, issue 21 item 4)", () => {
  /** The messages of the trees rule for `code`, linted as the file at `path` (code built here, see above). */
  async function treeFindings(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}/${path}` });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'designerTrees/designer-trees')
      .map((m) => m.message);
  }
  const from = (specifier: string) => `import { x } from '${specifier}';\nexport { x };`;

  it.each([
    ['apps/designer/src/frame/tabs/X.tsx', from('../../outer/pages/editor/EditorPage'), "frame's code"],
    ['apps/designer/src/frame/preview/x.ts', from('../../outer/session/SessionContext'), "frame's code"],
    [
      'apps/designer/src/frame/formTests/TestsTab.tsx',
      from('../../outer/formTests/impactText'),
      "frame's code",
    ],
    ['apps/designer/src/outer/pages/editor/x.ts', from('../../../frame/EditorApp'), "outer app's code"],
    [
      'apps/designer/src/outer/App.tsx',
      `export const m = await import('../frame/editor/createEditor');`,
      "outer app's code",
    ],
  ])('%s: %s is refused', async (path, code, message) => {
    expect((await treeFindings(path, code)).join('\n')).toContain(message);
  });

  it.each([
    ['apps/designer/src/frame/tabs/X.tsx', from('../../shared/dates')],
    ['apps/designer/src/frame/tabs/X.tsx', from('../../shared/buildGate')],
    ['apps/designer/src/frame/X.tsx', from('../protocol/messages')],
    ['apps/designer/src/outer/pages/editor/x.ts', from('../../../protocol/messages')],
    [
      'apps/designer/src/frame/tabs/X.tsx',
      `import type { VersionRow } from '../../outer/api/formRepository';\nexport type { VersionRow };`,
    ],
    ['apps/designer/src/outer/pages/editor/x.test.ts', from('../../../frame/EditorApp')],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await treeFindings(path, code)).toEqual([]);
  });
});
