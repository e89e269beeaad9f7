import { expect, it } from 'vitest';
import type { SaveTemplateResult } from '@formwright/api';
import { signedIn, smallForm } from '../testing/client';
import { eachBackend } from '../testing/suite';

const CLIENTS = 20;
const SAVES = 50;

eachBackend('concurrent saves', (ctx) => {
  it(`keeps all ${CLIENTS * SAVES} saves of ${CLIENTS} clients x ${SAVES} saves of one form, serials strictly increasing`, async () => {
    const first = await signedIn(ctx.app, 'author@demo.local');
    const yaml = smallForm('Contended');
    const created = await first.json<SaveTemplateResult>('POST', '/api/Templates', {
      Name: 'Contended',
      Template: { Yaml: yaml },
    });
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () => signedIn(ctx.app, 'author@demo.local')),
    );
    const got = await Promise.all(
      clients.map(async (c, i) => {
        const mine: number[] = [];
        for (let n = 0; n < SAVES; n++) {
          const res = await c.call('POST', '/api/Templates', {
            Id: created.Id,
            Name: 'Contended',
            Description: `${i}/${n}`,
            Template: { Yaml: yaml },
          });
          expect(res.statusCode).toBe(200);
          mine.push((res.json() as SaveTemplateResult).Version);
        }
        return mine;
      }),
    );
    for (const mine of got)
      for (let k = 1; k < mine.length; k++) expect(mine[k]!).toBeGreaterThan(mine[k - 1]!);
    const all = got.flat().sort((a, b) => a - b);
    expect(new Set(all).size).toBe(CLIENTS * SAVES);
    expect(all[0]).toBe(2);
    expect(all.at(-1)).toBe(CLIENTS * SAVES + 1);
    const rows = await ctx.db.storage.db
      .selectFrom('template_versions')
      .select(['version', 'description'])
      .where('template_id', '=', created.Id)
      .execute();
    expect(rows).toHaveLength(CLIENTS * SAVES + 1);
    // Every acknowledged save is stored with its own content.
    expect(new Set(rows.map((r) => r.description)).size).toBe(CLIENTS * SAVES + 1);
  }, 120_000);
});
