import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Backend, type TestDatabase } from '../testing/backends';
import { openStorage } from './db';
import { Prepared } from './prepared';

const list = await backends();

for (const backend of list) {
  describe.skipIf(backend.unavailable !== undefined)(`prepared queries (${backend.name})`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await (backend as Backend).create();
    }, 60_000);
    afterAll(async () => db?.drop(), 60_000);

    it('runs one compiled query with new values on every call', async () => {
      const k = db.storage.db;
      await k
        .insertInto('sites')
        .values([
          {
            name: 'Prepared A',
            description: '',
            email_domain: 'a.test',
            created: '2026-01-01T00:00:00.000Z',
          },
          {
            name: 'Prepared B',
            description: '',
            email_domain: 'b.test',
            created: '2026-01-01T00:00:00.000Z',
          },
        ])
        .execute();
      const byDomain = Prepared.of(k, ['domain', 'fallback'], (p) =>
        k
          .selectFrom('sites')
          .select(['name', sql<string>`coalesce(${p.fallback}, 'none')`.as('fallback')])
          .where('email_domain', '=', p.domain),
      );
      expect(await byDomain.rows({ domain: 'a.test', fallback: null })).toEqual([
        { name: 'Prepared A', fallback: 'none' },
      ]);
      expect(await byDomain.rows({ domain: 'b.test', fallback: 'x' })).toEqual([
        { name: 'Prepared B', fallback: 'x' },
      ]);
      expect(await byDomain.rows({ domain: 'nowhere.test', fallback: null })).toEqual([]);
    });

    it('refuses a query with a value that is not a named placeholder', () => {
      const k = db.storage.db;
      expect(() =>
        Prepared.of(k, ['domain'], (p) =>
          k.selectFrom('sites').select('name').where('email_domain', '=', p.domain).where('id', '=', 1),
        ),
      ).toThrow(/unnamed parameter/);
    });

    it.runIf(backend.name === 'postgres')(
      'has PostgreSQL parse each query with parameters once per connection (a named statement)',
      async () => {
        const one = await openStorage({ ...(db.config as { postgresUrl: string }), poolSize: 1 });
        try {
          for (let i = 0; i < 3; i++)
            await one.db
              .selectFrom('sites')
              .select('name')
              .where('email_domain', '=', `n${i}.test`)
              .execute();
          // Without parameters: runs unnamed, on the pool's one connection.
          const { rows } = await sql<{
            name: string;
            statement: string;
          }>`select name, statement from pg_prepared_statements`.execute(one.db);
          const named = rows.filter((r) => r.statement.includes('"email_domain" = $1'));
          expect(named).toHaveLength(1);
          expect(named[0]!.name).toMatch(/^fw\d+$/);
        } finally {
          await one.close();
        }
      },
    );
  });
}
