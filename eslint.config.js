// Lint: typescript-eslint recommended everywhere, plus the architecture's import directions
// (decisions.md D1): core imports nothing of ours, no React, DOM or Node, and its folders import one way only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const coreLayers = ['diagnostics', 'expr', 'spec', 'engine', 'output'];
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

/** For each core layer, forbid importing the layers after it (diagnostics → expr → spec → engine → output). */
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
const testSupportRule = {
  files: ['packages/core/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**', 'packages/core/src/testing.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(
        (node) => ({
          selector: `${node}[source.value=${testingPath}]`,
          message: testSupportMessage,
        }),
      ),
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**'] },
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
                '../../spec/*',
                '../../engine/*',
                '../../output/*',
                '../../spec',
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
);
