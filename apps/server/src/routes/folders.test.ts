import { expect, it } from 'vitest';
import type { Folder, SaveTemplateResult } from '@formwright/api';
import { signedIn, smallForm } from '../testing/client';
import { eachBackend } from '../testing/suite';

eachBackend('folders', (ctx) => {
  const rootOf = async (c: Awaited<ReturnType<typeof signedIn>>) =>
    (await c.json<{ Folders: Folder[] }[]>('GET', '/api/sites'))[0]!.Folders.find(
      (f) => f.ParentId === null,
    )!;

  it("creates folders named 'New Folder' under the site root by default and renames them", async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const root = await rootOf(c);
    const f = await c.json<Folder>('POST', '/api/Templates/folder', {});
    expect(f).toMatchObject({ FolderName: 'New Folder', ParentId: root.Id });
    const renamed = await c.json<Folder>('POST', '/api/Templates/folder', {
      Id: f.Id,
      Name: 'Chest',
      ParentId: root.Id,
    });
    expect(renamed.FolderName).toBe('Chest');
  });

  it('refuses to rename, move or delete a site root', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const root = await rootOf(c);
    const child = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'Child' });
    expect((await c.call('POST', '/api/Templates/folder', { Id: root.Id, Name: 'x' })).statusCode).toBe(400);
    expect((await c.call('DELETE', `/api/Templates/folder/${root.Id}`)).statusCode).toBe(400);
    expect(
      (await c.call('POST', '/api/Templates/folder/move', { Id: root.Id, ParentId: child.Id })).statusCode,
    ).toBe(400);
  });

  it('never moves a folder into itself or a descendant', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const a = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'A' });
    const b = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'B', ParentId: a.Id });
    const d = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'D', ParentId: b.Id });
    expect(
      (await c.call('POST', '/api/Templates/folder/move', { Id: a.Id, ParentId: a.Id })).statusCode,
    ).toBe(400);
    expect(
      (await c.call('POST', '/api/Templates/folder/move', { Id: a.Id, ParentId: d.Id })).statusCode,
    ).toBe(400);
    const other = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'Other' });
    await c.json('POST', '/api/Templates/folder/move', { Id: d.Id, ParentId: other.Id });
  });

  it('deletes only empty folders (deleted forms do not count)', async () => {
    const c = await signedIn(ctx.app, 'author@demo.local');
    const f = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'Full' });
    const sub = await c.json<Folder>('POST', '/api/Templates/folder', { Name: 'Sub', ParentId: f.Id });
    const form = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
      Name: 'In folder',
      FolderId: f.Id,
      Template: { Yaml: smallForm() },
    });
    expect((await c.call('DELETE', `/api/Templates/folder/${f.Id}`)).statusCode).toBe(409);
    await c.json('DELETE', `/api/Templates/folder/${sub.Id}`);
    expect((await c.call('DELETE', `/api/Templates/folder/${f.Id}`)).statusCode).toBe(409);
    await c.json('DELETE', `/api/Templates/${form.Id}/true`);
    await c.json('DELETE', `/api/Templates/folder/${f.Id}`);
    expect((await c.json<{ FolderId: number }>('GET', `/api/Templates/${form.Id}`)).FolderId).toBe(
      (await rootOf(c)).Id,
    );
  });

  it('lets only a ProviderAdmin manage curated folders, and everyone see them', async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const a = await signedIn(ctx.app, 'author@demo.local');
    const made = await p.json<Folder>('POST', '/api/formwrightadmin/addformwrightfolder', {
      Id: null,
      ParentId: null,
      Name: 'Neuro',
    });
    expect(made.SiteId).toBeNull();
    expect(
      (await a.json<Folder[]>('GET', '/api/Templates/folder/formwright')).map((f) => f.FolderName),
    ).toContain('Neuro');
    expect(
      (await a.call('POST', '/api/formwrightadmin/addformwrightfolder', { Name: 'Nope' })).statusCode,
    ).toBe(403);
    expect((await a.call('DELETE', `/api/Templates/folder/${made.Id}`)).statusCode).toBe(403);
    expect((await a.call('POST', '/api/Templates/folder', { ParentId: made.Id, Name: 'x' })).statusCode).toBe(
      403,
    );
    await p.json('DELETE', `/api/Templates/folder/${made.Id}`);
  });
});
