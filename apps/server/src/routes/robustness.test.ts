import { strToU8, zipSync } from 'fflate';
import { expect, it } from 'vitest';
import { signedIn, smallForm, type Client } from '../testing/client';
import { eachBackend, type SuiteContext } from '../testing/suite';

async function counts(ctx: SuiteContext) {
  const db = ctx.db.storage.db;
  const t = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const v = await db
    .selectFrom('template_versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const f = await db
    .selectFrom('folders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return [Number(t.n), Number(v.n), Number(f.n)];
}

async function rootFolder(c: Client): Promise<number> {
  const sites = await c.json<{ Folders: { Id: number; ParentId: number | null }[] }[]>('GET', '/api/sites');
  return sites[0]!.Folders.find((f) => f.ParentId === null)!.Id;
}

eachBackend('hostile requests', (ctx) => {
  it.each([
    ['malformed JSON', '{"Name": "x", "Template": {', 400, 'malformed-json'],
    ['a wrong type', JSON.stringify({ Name: 5, Template: { Yaml: '' } }), 400, 'invalid-request'],
    [
      'an unknown field',
      JSON.stringify({ Name: 'x', Template: { Yaml: '' }, Evil: true }),
      400,
      'invalid-request',
    ],
    [
      'an unknown nested field',
      JSON.stringify({ Name: 'x', Template: { Yaml: '', Evil: 1 } }),
      400,
      'invalid-request',
    ],
    ['a missing field', JSON.stringify({ Name: 'x' }), 400, 'invalid-request'],
    [
      'a bad guid',
      JSON.stringify({ Id: '../../etc/passwd', Name: 'x', Template: { Yaml: '' } }),
      400,
      'invalid-request',
    ],
  ])('refuses a save with %s with a clear 4xx and writes nothing', async (_what, payload, status, code) => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const before = await counts(ctx);
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/Templates',
      payload,
      headers: { cookie: c.cookie, 'x-csrf-token': c.csrf, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code });
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses an oversized body with 413', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const before = await counts(ctx);
    const res = await c.call('POST', '/api/Templates', {
      Name: 'big',
      Template: { Yaml: 'x'.repeat(26 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses a path parameter of the wrong shape', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    expect((await c.call('GET', '/api/Templates/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await c.call('DELETE', '/api/Templates/folder/abc')).statusCode).toBe(400);
  });

  it('refuses a package with a path-traversal entry and writes nothing', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const form = JSON.stringify({ Name: 'evil', Template: { Yaml: smallForm() } });
    const zip = zipSync({ '../../evil.ssrt': strToU8(form) });
    const before = await counts(ctx);
    const res = await c.call('POST', `/api/templates/importPackage/${await rootFolder(c)}`, {
      Base64Data: Buffer.from(zip).toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid-package');
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses a zip bomb and writes nothing', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const zip = zipSync({ 'a.ssrt': [new Uint8Array(60 * 1024 * 1024), { level: 9 }] });
    expect(zip.length).toBeLessThan(200_000);
    const before = await counts(ctx);
    const res = await c.call('POST', `/api/templates/importPackage/${await rootFolder(c)}`, {
      Base64Data: Buffer.from(zip).toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Entry a.ssrt unpacks to more than 1 MB');
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses a package with one bad form without writing the good ones', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const good = { Name: 'good', Template: { Yaml: smallForm() } };
    const before = await counts(ctx);
    const b64 = Buffer.from(JSON.stringify([good, { Name: 'bad', Template: { Yaml: 5 } }])).toString(
      'base64',
    );
    const res = await c.call('POST', `/api/templates/importPackage/${await rootFolder(c)}`, {
      Base64Data: b64,
    });
    expect(res.statusCode).toBe(400);
    expect(await counts(ctx)).toEqual(before);
  });

  it('answers JSON 404 for unknown API paths and the designer page for its routes', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not-found');
    const page = await ctx.app.inject({ url: '/DataProviders' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
