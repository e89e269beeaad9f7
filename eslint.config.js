// Lint: typescript-eslint recommended everywhere, plus the architecture's import directions
// (decisions.md D1): core imports nothing of ours, no React, DOM or Node, and its folders import one way only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import cycles from './eslint-rules/noImportCycle.js';
import apps from './eslint-rules/appsStandAlone.js';
import designerTrees from './eslint-rules/designerTrees.js';
import reactHooks from 'eslint-plugin-react-hooks';

/** The core's folders in import order (docs/architecture.md states the same order; scripts/architecture.test.ts checks). */
export const coreLayers = [
  'diagnostics',
  'expr',
  'specification',
  'engine',
  'output',
  'headless',
  'openehr',
  'fhir',
  'mrrt',
];
const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'util',
  'url',
  'process',
  'stream',
  'events',
  'worker_threads',
  'module',
];

/** For each core layer, forbid importing the layers after it (diagnostics → expr → specification → engine → output). */
const layerRules = coreLayers.map((layer, i) => ({
  files: [`packages/core/src/${layer}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-dom', 'react/*', '@formwright/*'],
            message: 'core imports nothing of ours and no React',
          },
          { group: ['node:*', ...nodeBuiltins], message: 'core is framework-free: no Node APIs' },
          ...coreLayers.slice(i + 1).map((later) => ({
            group: [`../${later}`, `../${later}/*`, `../../${later}/*`],
            message: `core/${layer} may not import core/${later} (direction: ${coreLayers.join(' → ')})`,
          })),
        ],
      },
    ],
  },
}));

/** A module path into a `testing/` folder (test support, see docs/testing.md#test-support). */
const testingPath = String.raw`/(^|\/)testing(\/|$)/`;
const testSupportMessage =
  'test support (a testing/ folder) is for tests only: production code may not import it (docs/testing.md#test-support)';

/** Production code of the core may not import a layer's test support; tests, testing/ folders and the `testing` entry may. */
const testSupportSelectors = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
].map((node) => ({
  selector: `${node}[source.value=${testingPath}]`,
  message: testSupportMessage,
}));
const testSupportRule = {
  files: ['packages/core/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**', 'packages/core/src/testing.ts'],
  rules: { 'no-restricted-syntax': ['error', ...testSupportSelectors] },
};

/**
 * A helper reaches the form only through its part of the host (expr/helpers/hostParts.ts). The same rule
 * name as the test-support rule, so it repeats those selectors (a later block replaces a rule's options).
 */
const helperHostRule = {
  files: ['packages/core/src/expr/helpers/**/*.ts'],
  ignores: ['packages/core/src/expr/helpers/hostParts.ts', '**/*.test.ts', '**/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...testSupportSelectors,
      {
        selector: "MemberExpression[object.name='scope'][property.name='host']",
        message: 'a helper reaches the host through its part (hostParts.ts), not scope.host',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'packages/core/src/precompiled/validators.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@formwright/*'],
              message: 'core imports nothing of ours and no React',
            },
            { group: ['node:*', ...nodeBuiltins], message: 'core is framework-free: no Node APIs' },
          ],
        },
      ],
    },
  },
  ...layerRules,
  {
    // No import cycle of values (type-only imports aside, which vanish at run time): a cycle makes module
    // order matter and ties files that should be split by concept (docs/architecture.md "Import cycles").
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { cycles },
    rules: { 'cycles/no-import-cycle': 'error' },
  },
  {
    // Apps stand alone: no app imports another app's files, and packages only through their exports
    // (eslint-rules/appsStandAlone.js; the CLI may load the server's public entry, for serve).
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    plugins: { apps },
    rules: { 'apps/apps-stand-alone': 'error' },
  },
  {
    // The designer's editor frame and outer app import nothing of each other (eslint-rules/designerTrees.js).
    files: ['apps/designer/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { designerTrees },
    rules: { 'designerTrees/designer-trees': 'error' },
  },
  {
    // The rules of hooks, and every value an effect or memo reads in its dependency list (issue 21 item 4).
    // Only these two of the plugin's rules: its React Compiler rules are for code the compiler builds.
    files: ['packages/react/src/**/*.{ts,tsx}', 'apps/runtime/**/*.{ts,tsx}', 'apps/designer/**/*.{ts,tsx}'],
    // vite configs: a plugin named use… (useSharedModules) is not a hook.
    ignores: ['**/vite*.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/core/src/components/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...nodeBuiltins, 'react', '@formwright/*'],
              message: 'core is framework-free',
            },
            {
              group: [
                '../../specification/*',
                '../../engine/*',
                '../../output/*',
                '../../specification',
                '../../engine',
                '../../output',
              ],
              message: 'components may import only diagnostics and expr',
            },
          ],
        },
      ],
    },
  },
  testSupportRule,
  helperHostRule,
  {
    // Browser code: the React views, the runtime bundle and the designer.
    files: ['packages/react/src/**/*.{ts,tsx}', 'apps/runtime/**/*.{ts,tsx}', 'apps/designer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The React views, the REST contract and the runtime see the core only through its public entries.
    files: ['packages/react/src/**/*.{ts,tsx}', 'packages/api/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@formwright/core/src/*', '**/packages/core/src/*'],
              message:
                'import the core through its entry points (@formwright/core/runtime, /authoring, /headless, …)',
            },
          ],
        },
      ],
    },
  },
);
