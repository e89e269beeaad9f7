import { defineConfig } from 'vitest/config';

/** Slow tests (LibreOffice conversions, long fuzz runs): `npx vitest run --config vitest.slow.config.ts`. */
export default defineConfig({
  test: {
    include: ['**/*.slow.test.ts'],
    exclude: ['**/node_modules/**'],
    reporters: ['default'],
    testTimeout: 180000,
    fileParallelism: false,
  },
});
