import { expect, it } from 'vitest';
import type { SaveTemplateResult, Template, TemplateListItem, VersionItem } from '@formwright/api';
import { readFileSync } from 'node:fs';
import { DEMO_FORM, signedIn, smallForm } from '../testing/client';
import { eachBackend } from '../testing/suite';

const save = (name: string, yaml = smallForm(name), extra: Record<string, unknown> = {}) => ({
  Name: name,
  Template: { Yaml: yaml, JsCode: '' },
  ...extra,
});

eachBackend('forms and versions', (ctx) => {
  it('saves a new form into the site root folder and answers Id and Version 1', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Root form'));
    expect(r).toMatchObject({ Version: 1, MaxVersion: 1, SpecVersion: '1.0' });
    const sites = await c.json<{ Folders: { Id: number; ParentId: number | null }[] }[]>('GET', '/api/sites');
    const root = sites[0]!.Folders.find((f) => f.ParentId === null)!;
    const form = await c.json<Template>('GET', `/api/Templates/${r.Id}`);
    expect(form.FolderId).toBe(root.Id);
    expect(form.Template.Yaml).toBe(smallForm('Root form'));
  });

  it("fills the Template's dataProviders and ExportsImages from the specification when the save leaves them out", async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>(
      'POST',
      '/api/Templates',
      save('Demo copy', readFileSync(DEMO_FORM, 'utf8')),
    );
    const form = await c.json<Template>('GET', `/api/Templates/${r.Id}`);
    expect(form.Template.dataProviders).toEqual(expect.arrayContaining(['Patient', 'Exam']));
    expect(form.Template.ExportsImages).toBe(true);
    const plain = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Plain'));
    const plainForm = await c.json<Template>('GET', `/api/Templates/${plain.Id}`);
    expect(plainForm.Template.dataProviders).toEqual([]);
    expect(plainForm.Template.ExportsImages).toBe(false);
  });

  it('makes each save a new save-version with SpecVersion from versionMajor and versionMinor', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const a = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Versioned'));
    const b = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
      ...save('Versioned', smallForm('Versioned', 2, 3)),
      Id: a.Id,
      Version: 1,
    });
    expect(b).toMatchObject({ Id: a.Id, Version: 2, SpecVersion: '2.3' });
    expect((await c.json<Template>('GET', `/api/templates/${a.Id}/1`)).SpecVersion).toBe('1.0');
    expect((await c.json<Template>('GET', `/api/Templates/${a.Id}`)).Version).toBe(2);
    const versions = await c.json<VersionItem[]>('GET', `/api/templates/versions/${a.Id}`);
    expect(versions.map((v) => v.Version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ BuildNumber: null, CreatedBy: 'author@demo.local' });
  });

  it('answers 409 with the latest version for a save based on an older version, and saves with Overwrite', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const a = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Contested'));
    await c.json('POST', '/api/Templates', { ...save('Contested'), Id: a.Id, Version: 1 });
    const stale = await c.call('POST', '/api/Templates', { ...save('Contested'), Id: a.Id, Version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'not-latest-version', LatestVersion: 2 });
    expect((await c.json<VersionItem[]>('GET', `/api/templates/versions/${a.Id}`)).length).toBe(2);
    const forced = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
      ...save('Contested'),
      Id: a.Id,
      Version: 1,
      Overwrite: true,
    });
    expect(forced.Version).toBe(3);
  });

  it('accepts a loaded form sent back whole (server-owned fields ignored) and refuses truly unknown fields', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const a = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Round trip'));
    const loaded = await c.json<Template>('GET', `/api/Templates/${a.Id}`);
    const again = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
      ...loaded,
      MaxVersion: 99,
      Deleted: true,
    });
    expect(again.Version).toBe(2);
    expect((await c.json<Template>('GET', `/api/Templates/${a.Id}`)).Deleted).toBe(false);
    expect((await c.call('POST', '/api/Templates', { ...loaded, Hacked: 1 })).statusCode).toBe(400);
  });

  it('keeps a save with errors and stores the core diagnostics with it', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Broken', 'Metadata: [\n'));
    expect(r.Diagnostics.some((d) => d.severity === 'error')).toBe(true);
    const form = await c.json<Template>('GET', `/api/Templates/${r.Id}`);
    expect(form.Template.Yaml).toBe('Metadata: [\n');
    expect(form.Diagnostics).toEqual(r.Diagnostics);
  });

  it('seeds the demo form with its tests (fixtures/forms/demo.tests.yaml)', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const demo = (await c.json<TemplateListItem[]>('GET', '/api/Templates')).find(
      (t) => t.CreatedBy === 'provider@demo.local',
    )!;
    const form = await c.json<Template>('GET', `/api/Templates/${demo.Id}`);
    expect(form.Template.Yaml).toBe(readFileSync(DEMO_FORM, 'utf8'));
    expect(form.Tests).toBe(readFileSync(DEMO_FORM.replace(/\.yaml$/, '.tests.yaml'), 'utf8'));
  });

  it('stores the Tests text with each version (docs/form-tests.md#the-tests-file)', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const tests = '- name: empty\n  actions: []\n  expect: { report: "" }\n';
    const r = await c.json<SaveTemplateResult>(
      'POST',
      '/api/Templates',
      save('Tested', smallForm('Tested'), { Tests: tests }),
    );
    expect((await c.json<Template>('GET', `/api/Templates/${r.Id}`)).Tests).toBe(tests);
  });

  it('soft-deletes a form, flags it in the list and undoes the delete', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Soft'));
    await c.json('DELETE', `/api/Templates/${r.Id}/true`);
    let item = (await c.json<TemplateListItem[]>('GET', '/api/Templates')).find((t) => t.Id === r.Id);
    expect(item?.Deleted).toBe(true);
    await c.json('DELETE', `/api/Templates/${r.Id}/false`);
    item = (await c.json<TemplateListItem[]>('GET', '/api/Templates')).find((t) => t.Id === r.Id);
    expect(item?.Deleted).toBe(false);
  });

  it('deletes versions and the whole form only while no version has a build', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Built'));
    for (let i = 0; i < 3; i++) await c.json('POST', '/api/Templates', { ...save('Built'), Id: r.Id });
    await c.json('POST', `/api/Build/${r.Id}/2`, {});
    const refused = await c.call('DELETE', '/api/Templates/delete', { Id: r.Id, Versions: [2, 3] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Can not delete form versions that has a build.');
    expect((await c.json<VersionItem[]>('GET', `/api/templates/versions/${r.Id}`)).length).toBe(4);
    await c.json('DELETE', '/api/Templates/delete', { Id: r.Id, Versions: [3, 4] });
    expect(
      (await c.json<VersionItem[]>('GET', `/api/templates/versions/${r.Id}`)).map((v) => v.Version),
    ).toEqual([2, 1]);
    expect((await c.call('DELETE', `/api/Templates/${r.Id}/permanent`)).statusCode).toBe(409);
    // A new save after deleting the top versions still gets a new serial (never reused).
    expect(
      (await c.json<SaveTemplateResult>('POST', '/api/Templates', { ...save('Built'), Id: r.Id })).Version,
    ).toBe(5);
  });

  it('deletes a form without builds permanently', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', save('Gone'));
    await c.json('DELETE', `/api/Templates/${r.Id}/permanent`);
    expect((await c.call('GET', `/api/Templates/${r.Id}`)).statusCode).toBe(404);
  });

  it('moves forms between site folders and copies curated and shared forms into the site', async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const a = await signedIn(ctx.app, 'author@demo.local');
    const folder = await a.json<{ Id: number; FolderName: string }>('POST', '/api/Templates/folder', {
      ParentId: null,
      Name: null,
      Id: null,
    });
    expect(folder.FolderName).toBe('New Folder');
    const r = await a.json<SaveTemplateResult>('POST', '/api/Templates', save('Mover'));
    await a.json('POST', '/api/Templates/move', { Id: r.Id, FolderId: folder.Id });
    expect((await a.json<Template>('GET', `/api/Templates/${r.Id}`)).FolderId).toBe(folder.Id);

    const curatedRoot = (
      await p.json<{ Id: number; ParentId: number | null }[]>('GET', '/api/Templates/folder/formwright')
    ).find((f) => f.ParentId === null)!;
    // Site to curated is a copy for a ProviderAdmin, nothing for others.
    expect(
      (
        await a.call('POST', '/api/templates/copy', {
          Id: r.Id,
          FolderId: curatedRoot.Id,
          MaxVersion: 1,
          Deleted: false,
        })
      ).statusCode,
    ).toBe(403);
    const curated = await p.json<SaveTemplateResult>('POST', '/api/templates/copy', {
      Id: r.Id,
      FolderId: curatedRoot.Id,
      MaxVersion: 1,
      Deleted: false,
    });
    expect(curated.Version).toBe(1);
    expect(
      (await a.json<TemplateListItem[]>('GET', '/api/templates/formwrighttemplates')).map((t) => t.Id),
    ).toContain(curated.Id);
    expect(
      (await a.call('POST', '/api/Templates/move', { Id: curated.Id, FolderId: folder.Id })).statusCode,
    ).toBe(403);
    const copy = await a.json<SaveTemplateResult>('POST', '/api/templates/copy', {
      Id: curated.Id,
      FolderId: folder.Id,
    });
    expect(copy.Id).not.toBe(curated.Id);
    expect((await a.json<Template>('GET', `/api/Templates/${copy.Id}`)).FolderId).toBe(folder.Id);
  });

  it('exports every latest version with JsonSpec blanked and imports a package into a folder', async () => {
    const admin = await signedIn(ctx.app, 'admin@demo.local');
    const author = await signedIn(ctx.app, 'author@demo.local');
    expect((await author.call('POST', '/api/admin/getallsitetemplates')).statusCode).toBe(403);
    await admin.json(
      'POST',
      '/api/Templates',
      save('Exported', smallForm('Exported'), {
        Template: { Yaml: smallForm('Exported'), JsonSpec: '{"x":1}' },
      }),
    );
    const all = await admin.json<{ Name: string; Template: { JsonSpec: string } }[]>(
      'POST',
      '/api/admin/getallsitetemplates',
    );
    const exported = all.find((f) => f.Name === 'Exported')!;
    expect(exported.Template.JsonSpec).toBe('');
    const folder = await admin.json<{ Id: number }>('POST', '/api/Templates/folder', { Name: 'Imports' });
    const result = await admin.json<{ Imported: { Id: string; Name: string }[] }>(
      'POST',
      `/api/templates/importPackage/${folder.Id}`,
      { Forms: [exported] },
    );
    expect(result.Imported).toHaveLength(1);
    // The folder had no form of that name: the import keeps it.
    expect(result.Imported[0]!.Name).toBe('Exported');
    expect((await admin.json<Template>('GET', `/api/Templates/${result.Imported[0]!.Id}`)).FolderId).toBe(
      folder.Id,
    );
    const b64 = Buffer.from(JSON.stringify([exported, exported])).toString('base64');
    const again = await admin.json<{ Imported: { Id: string; Name: string }[] }>(
      'POST',
      `/api/templates/importPackage/${folder.Id}`,
      { Base64Data: b64 },
    );
    expect(again.Imported).toHaveLength(2);
    // Now the name is taken: the copies say so (issue 20 item 7), in the answer and in the stored form.
    expect(again.Imported.map((f) => f.Name)).toEqual(['Exported (copy)', 'Exported (copy 2)']);
    expect((await admin.json<Template>('GET', `/api/Templates/${again.Imported[0]!.Id}`)).Name).toBe(
      'Exported (copy)',
    );
  });

  it('answers the public preview without sign-in only while enabled, with a bare 404 otherwise', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const r = await c.json<SaveTemplateResult>(
      'POST',
      '/api/Templates',
      save('Previewed', smallForm('Previewed'), {
        Template: { Yaml: smallForm('Previewed'), JsCode: 'function f() { return 1; }' },
      }),
    );
    const off = await ctx.app.inject({ url: `/api/Templates/preview/${r.Id}` });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({
      statusCode: 404,
      code: 'not-found',
      error: 'Not Found',
      message: 'Not found',
    });
    expect(await c.json('GET', `/api/templates/availableForPreview/${r.Id}`)).toEqual({ Enabled: false });
    await c.json('POST', `/api/templates/availableForPreview/${r.Id}`, { Enabled: true });
    expect(await c.json('POST', `/api/templates/availableForPreview/${r.Id}`, true)).toEqual({
      Enabled: true,
    });
    const on = await ctx.app.inject({ url: `/api/Templates/preview/${r.Id}/1` });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      Yaml: smallForm('Previewed'),
      FullCode: 'function f() { return 1; }',
      Version: 1,
    });
    expect((await ctx.app.inject({ url: `/api/Templates/preview/${r.Id}/9` })).statusCode).toBe(404);
  });

  it('shares with a list of sites or all (null), answering 204 when not shared', async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const other = await p.json<{ Id: number }>('POST', '/api/FormwrightAdmin/createSite', {
      Name: 'Sharing peer',
      EmailDomain: 'peer.test',
    });
    const peer = await signedIn(ctx.app, 'someone@peer.test');
    await p.json('POST', `/api/FormwrightAdmin/${other.Id}/setUser`, {
      Guid: (await peer.json<{ Guid: string }>('GET', '/api/auth')).Guid,
      Role: 1,
    });
    const peer2 = await signedIn(ctx.app, 'someone@peer.test');
    const a = await signedIn(ctx.app, 'author@demo.local');
    const r = await a.json<SaveTemplateResult>('POST', '/api/Templates', save('Shared one'));
    expect((await a.call('GET', `/api/templates/share/${r.Id}`)).statusCode).toBe(204);
    expect((await peer2.call('GET', `/api/Templates/${r.Id}`)).statusCode).toBe(404);
    expect(await a.json('POST', `/api/templates/share/${r.Id}`, [other.Id])).toEqual({ SiteIds: [other.Id] });
    const shared = await peer2.json<{ Id: string; SiteName: string; LatestVersion: number }[]>(
      'GET',
      '/api/templates/shared',
    );
    expect(shared.find((s) => s.Id === r.Id)).toMatchObject({ SiteName: 'Demo Hospital', LatestVersion: 1 });
    expect((await peer2.call('GET', `/api/Templates/${r.Id}`)).statusCode).toBe(200);
    expect(
      (await peer2.call('POST', '/api/Templates', { ...save('Shared one'), Id: r.Id })).json().Id,
    ).not.toBe(r.Id);
    expect(await a.json('POST', `/api/templates/share/${r.Id}`, { SiteIds: [other.Id] })).toEqual({
      SiteIds: [other.Id],
    });
    expect(await a.json('POST', `/api/templates/share/${r.Id}`, null)).toEqual({ SiteIds: null });
    expect(await a.json('GET', `/api/templates/share/${r.Id}`)).toEqual({ SiteIds: null });
    await a.json('POST', `/api/templates/share/${r.Id}`, []);
    expect((await peer2.call('GET', `/api/Templates/${r.Id}`)).statusCode).toBe(404);
  });
});

eachBackend(
  'who else is editing',
  (ctx) => {
    it('lists the other users on a form and drops them after two missed polls or a disconnect', async () => {
      const a = await signedIn(ctx.app, 'author@demo.local');
      const b = await signedIn(ctx.app, 'admin@demo.local');
      const r = await a.json<SaveTemplateResult>('POST', '/api/Templates', save('Busy'));
      expect(await a.json('POST', `/api/templates/${r.Id}/currentUsers`)).toEqual([]);
      const seen = await b.json<{ Email: string }[]>('POST', `/api/templates/${r.Id}/currentUsers`);
      expect(seen.map((u) => u.Email)).toEqual(['author@demo.local']);
      clock.t += 60_000;
      expect(
        (await a.json<{ Email: string }[]>('POST', `/api/templates/${r.Id}/currentUsers`)).map(
          (u) => u.Email,
        ),
      ).toEqual(['admin@demo.local']);
      clock.t += 130_000; // b missed two polls
      expect(await a.json('POST', `/api/templates/${r.Id}/currentUsers`)).toEqual([]);
      await b.json('POST', `/api/templates/${r.Id}/currentUsers`);
      await b.json('DELETE', '/api/templates/currentUser');
      expect(await a.json('POST', `/api/templates/${r.Id}/currentUsers`)).toEqual([]);
    });
  },
  { now: () => new Date(clock.t) },
);

const clock = { t: Date.parse('2026-01-01T00:00:00Z') };
