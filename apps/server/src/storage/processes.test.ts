import { afterAll, describe, expect, it } from 'vitest';
import type { SaveTemplateResult } from '@formwright/api';
import { backends, type Backend, type TestDatabase } from '../testing/backends';
import { smallForm } from '../testing/client';
import { HttpClient, startProcess, type ServerProcess } from '../testing/process';
import { openStorage } from './db';

const list = await backends();
const pg = list.find((b) => b.name === 'postgres')!;

function envOf(db: TestDatabase): Record<string, string> {
  return 'postgresUrl' in db.config
    ? { DATABASE_URL: db.config.postgresUrl }
    : { DATA_DIR: db.config.sqliteFile.replace(/\/formwright\.db$/, '') };
}

describe.skipIf(pg.unavailable !== undefined)('two server processes on one PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let db: TestDatabase | undefined;
  afterAll(async () => {
    for (const p of started) await p.stop();
    await db?.drop();
  }, 60_000);

  it('shares sessions and reads a save of one process on the other at once', async () => {
    db = await pg.create();
    const a = await startProcess(envOf(db));
    started.push(a);
    const b = await startProcess(envOf(db));
    started.push(b);
    const client = await new HttpClient(a.url).signIn('author@demo.local');
    client.base = b.url;
    const me = await (await client.call('GET', '/api/auth')).json();
    expect(me).toMatchObject({ Email: 'author@demo.local', Role: 1 });
    client.base = a.url;
    const saved = (await (
      await client.call('POST', '/api/Templates', { Name: 'Across', Template: { Yaml: smallForm('Across') } })
    ).json()) as SaveTemplateResult;
    client.base = b.url;
    const read = await (await client.call('GET', `/api/Templates/${saved.Id}`)).json();
    expect(read).toMatchObject({ Id: saved.Id, Version: 1, Name: 'Across' });
    const again = (await (
      await client.call('POST', '/api/Templates', {
        Id: saved.Id,
        Name: 'Across',
        Template: { Yaml: smallForm('Across') },
      })
    ).json()) as SaveTemplateResult;
    client.base = a.url;
    expect(
      ((await (await client.call('GET', `/api/Templates/${saved.Id}`)).json()) as { Version: number })
        .Version,
    ).toBe(again.Version);
  }, 120_000);
});

describe.each(list.filter((b) => !b.unavailable).map((b) => [b.name, b] as [string, Backend]))(
  'SIGKILL in the middle of saves (%s)',
  (_name, backend) => {
    it('restarts with a database that passes its integrity check and holds every acknowledged save', async () => {
      const db = await backend.create();
      await db.storage.close();
      try {
        const server = await startProcess(envOf(db));
        const client = await new HttpClient(server.url).signIn('author@demo.local');
        const yaml = smallForm('Killed');
        const first = (await (
          await client.call('POST', '/api/Templates', { Name: 'Killed', Template: { Yaml: yaml } })
        ).json()) as SaveTemplateResult;
        const acknowledged = new Set<number>([first.Version]);
        let stop = false;
        const loops = Array.from({ length: 4 }, async (_, i) => {
          for (let n = 0; !stop; n++) {
            try {
              const res = await client.call('POST', '/api/Templates', {
                Id: first.Id,
                Name: 'Killed',
                Description: `${i}/${n}`,
                Template: { Yaml: yaml },
              });
              if (res.ok) acknowledged.add(((await res.json()) as SaveTemplateResult).Version);
            } catch {
              return; // the connection died with the process
            }
          }
        });
        await new Promise((r) => setTimeout(r, 1500));
        await server.stop('SIGKILL');
        stop = true;
        await Promise.all(loops);
        expect(acknowledged.size).toBeGreaterThan(5);

        const storage = await openStorage(db.config);
        expect(await storage.integrityCheck()).toBe('ok');
        const rows = await storage.db
          .selectFrom('template_versions')
          .select('version')
          .where('template_id', '=', first.Id)
          .execute();
        const stored = new Set(rows.map((r) => r.version));
        for (const v of acknowledged) expect(stored.has(v), `acknowledged version ${v}`).toBe(true);
        await storage.close();

        const restarted = await startProcess(envOf(db));
        const after = await new HttpClient(restarted.url).signIn('author@demo.local');
        const versions = (await (
          await after.call('GET', `/api/templates/versions/${first.Id}`)
        ).json()) as unknown[];
        expect(versions.length).toBe(stored.size);
        await restarted.stop();
      } finally {
        await db.drop();
      }
    }, 120_000);
  },
);
