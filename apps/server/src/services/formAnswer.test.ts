import { expect, it } from 'vitest';
import { templateSchema, type SaveTemplateResult, type Template } from '@formwright/api';
import { parse } from 'yaml';
import { signedIn, smallForm } from '../testing/client';
import { eachBackend } from '../testing/suite';

const save = (name: string, extra: Record<string, unknown> = {}) => ({
  Name: name,
  Template: { Yaml: smallForm(name), JsCode: '' },
  ...extra,
});

// A process keeps each saved version it has read as JSON text (formAnswer.ts): these read a version
// once, change what may change around it, and read it again through the same process.
eachBackend('reading a form through the cache of saved versions', (ctx) => {
  it('answers every field of the contract, in its order, as JSON', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Ordered'));
    const res = await c.call('GET', `/api/Templates/${r.Id}`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const form = res.json() as Template;
    expect(Object.keys(form)).toEqual(Object.keys(templateSchema.properties));
    expect(form).toMatchObject({
      Id: r.Id,
      Name: 'Ordered',
      Deleted: false,
      Version: 1,
      MaxVersion: 1,
      SpecVersion: '1.0',
      BuildNumber: null,
      SiteId: expect.any(Number),
      Template: { Yaml: smallForm('Ordered'), JsCode: '', dataProviders: [], ExportsImages: false },
      Tests: '',
      Diagnostics: r.Diagnostics,
    });
  });

  it('reads the live fields of a cached version anew: folder, deleted flag, latest version, build', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Live fields'));
    const first = await c.json<Template>('GET', `/api/Templates/${r.Id}/1`);
    const folder = await c.json<{ Id: number }>('POST', '/api/Templates/folder', {
      Name: 'Elsewhere',
      ParentId: first.FolderId,
    });
    await c.json('POST', '/api/Templates/move', { Id: r.Id, FolderId: folder.Id });
    await c.json('POST', '/api/Templates', save('Live fields', { Id: r.Id, Version: 1 }));
    await c.json('DELETE', `/api/Templates/${r.Id}/true`);
    await c.json('POST', `/api/Build/${r.Id}/1`, {});
    const again = await c.json<Template>('GET', `/api/Templates/${r.Id}/1`);
    expect(again).toMatchObject({ FolderId: folder.Id, Deleted: true, Version: 1, MaxVersion: 2 });
    expect(again.BuildNumber).toEqual(expect.any(Number));
    expect((await c.json<Template>('GET', `/api/Templates/${r.Id}`)).Version).toBe(2);
  });

  it('answers 404 for a cached version once it is deleted', async () => {
    const author = await signedIn(ctx.app, 'author@demo.local');
    const r = await author.json<SaveTemplateResult>('POST', '/api/Templates', save('Gone'));
    await author.json('POST', '/api/Templates', save('Gone', { Id: r.Id, Version: 1 }));
    await author.json<Template>('GET', `/api/Templates/${r.Id}/1`);
    await author.json('DELETE', `/api/Templates/${r.Id}/1`);
    expect((await author.call('GET', `/api/Templates/${r.Id}/1`)).statusCode).toBe(404);
    expect((await author.json<Template>('GET', `/api/Templates/${r.Id}`)).Version).toBe(2);
  });

  it('keeps a cached form of another site hidden, shows it while shared and hides it again', async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const site = await p.json<{ Id: number }>('POST', '/api/FormwrightAdmin/createSite', {
      Name: 'Cache other site',
      EmailDomain: 'cache-other.test',
    });
    const owner = await signedIn(ctx.app, 'owner@cache-other.test');
    const guid = (await owner.json<{ Guid: string }>('GET', '/api/auth')).Guid;
    await p.json('POST', `/api/FormwrightAdmin/${site.Id}/setUser`, { Guid: guid, Role: 2 });
    const o = await signedIn(ctx.app, 'owner@cache-other.test');
    const r = await o.json<SaveTemplateResult>('POST', '/api/Templates', save('HIDDENCACHED'));
    expect((await o.json<Template>('GET', `/api/Templates/${r.Id}`)).SiteId).toBe(site.Id);

    const author = await signedIn(ctx.app, 'author@demo.local');
    const hidden = await author.call('GET', `/api/Templates/${r.Id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('HIDDENCACHED');
    await o.json('POST', `/api/templates/share/${r.Id}`, null);
    const shared = await author.json<Template>('GET', `/api/Templates/${r.Id}`);
    expect(shared).toMatchObject({ Name: 'HIDDENCACHED', FolderId: null, SiteId: null });
    await o.json('POST', `/api/templates/share/${r.Id}`, []);
    expect((await author.call('GET', `/api/Templates/${r.Id}`)).statusCode).toBe(404);
  });

  it('answers reads that arrive together (one batched lookup) each with its own form, version or 404', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const a = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Together A'));
    await c.json('POST', '/api/Templates', save('Together A', { Id: a.Id, Version: 1 }));
    const b = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Together B'));
    const paths = [
      `/api/Templates/${a.Id}`,
      `/api/Templates/${a.Id}/1`,
      `/api/Templates/${b.Id.toUpperCase()}`,
      `/api/Templates/${a.Id}/9`,
      '/api/Templates/00000000-0000-0000-0000-000000000000',
      `/api/Templates/${b.Id}/1`,
    ];
    const answers = await Promise.all(paths.map((p) => c.call('GET', p)));
    const seen = answers.map((res) =>
      res.statusCode === 200
        ? `${(res.json() as Template).Name} v${(res.json() as Template).Version}`
        : res.statusCode,
    );
    expect(seen).toEqual(['Together A v2', 'Together A v1', 'Together B v1', 404, 404, 'Together B v1']);
  });

  it('keeps the specification as JSON in JsonSpec, worked out from the YAML (a JsonSpec sent is ignored)', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
      Name: 'As JSON',
      Template: { Yaml: smallForm('As JSON'), JsCode: '', JsonSpec: '{"stale":true}' },
    });
    const form = await c.json<Template>('GET', `/api/Templates/${r.Id}`);
    expect(JSON.parse(form.Template.JsonSpec)).toEqual(parse(smallForm('As JSON')));
  });
});
