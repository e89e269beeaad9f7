import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../app';
import type { AppDeps } from '../context';
import { backends, type Backend, type TestDatabase } from './backends';
import { testApp } from './client';

/** What a suite body gets: the app and database of its back-end, set up once per file and back-end. */
export interface SuiteContext {
  readonly backend: Backend['name'];
  app: App;
  db: TestDatabase;
}

const list = await backends();

/**
 * Runs a suite once per back-end (SQLite, PostgreSQL) over one migrated, seeded database shared by the
 * file's tests. The PostgreSQL run is skipped with a message when PostgreSQL is unreachable (not under CI).
 */
export function eachBackend(
  title: string,
  body: (ctx: SuiteContext) => void,
  deps: Partial<AppDeps> = {},
): void {
  for (const backend of list) {
    describe.skipIf(backend.unavailable !== undefined)(`${title} (${backend.name})`, () => {
      const ctx = { backend: backend.name } as SuiteContext;
      beforeAll(async () => {
        ctx.db = await backend.create();
        ctx.app = await testApp(ctx.db, deps);
      }, 60_000);
      afterAll(async () => {
        await ctx.app?.close();
        await ctx.db?.drop();
      }, 60_000);
      body(ctx);
    });
  }
}
