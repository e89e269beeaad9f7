import { NEW_FOLDER_NAME, type Folder, type SaveFolder } from '@formwright/api';
import type { OnSite } from '../context';
import { badRequest, conflict, forbidden } from '../errors';
import type { Storage } from '../storage/db';
import type { Access, FolderRow } from './access';

/** A folder as the API carries it. */
export function folderOf(f: FolderRow): Folder {
  return { Id: f.id, FolderName: f.name, ParentId: f.parent_id, SiteId: f.site_id };
}

/** Folders of a site and the curated tree, with docs/rest.md#the-rest-contract's rules. */
export class Folders {
  constructor(
    private readonly storage: Storage,
    private readonly access: Access,
  ) {}

  /** The folders of a site, or the curated ones (siteId null). */
  async list(siteId: number | null): Promise<Folder[]> {
    const q = this.storage.db.selectFrom('folders').selectAll();
    const rows = await (siteId === null ? q.where('site_id', 'is', null) : q.where('site_id', '=', siteId))
      .orderBy('id')
      .execute();
    return rows.map(folderOf);
  }

  /**
   * Creates (Id null; named 'New Folder' unless a name is given; under the tree's root unless a parent
   * is given) or renames a folder (never a root). `tree` says which tree the call may touch.
   */
  async save(caller: OnSite, body: SaveFolder, tree: 'site' | 'curated'): Promise<Folder> {
    const name = body.Name?.trim() ?? '';
    if (body.Id !== undefined && body.Id !== null) {
      const f = await this.access.writableFolder(caller, body.Id);
      if (f.tree !== tree) throw forbidden();
      if (f.parent_id === null) throw badRequest('root-folder', 'A root folder cannot be renamed.');
      if (name === '') throw badRequest('empty-name', 'A folder needs a name.');
      await this.storage.db.updateTable('folders').set({ name }).where('id', '=', f.id).execute();
      return folderOf({ ...f, name });
    }
    const parent =
      body.ParentId === undefined || body.ParentId === null
        ? tree === 'site'
          ? await this.access.siteRoot(caller.siteId)
          : await this.access.curatedRoot()
        : await this.access.writableFolder(caller, body.ParentId);
    if (parent.site_id !== (tree === 'site' ? caller.siteId : null)) throw forbidden();
    const row = await this.storage.db
      .insertInto('folders')
      .values({ name: name || NEW_FOLDER_NAME, parent_id: parent.id, site_id: parent.site_id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return folderOf(row);
  }

  /** Moves a folder within its tree: never a root, never into itself or a descendant. */
  async move(caller: OnSite, id: number, parentId: number): Promise<void> {
    const f = await this.access.writableFolder(caller, id);
    const target = await this.access.writableFolder(caller, parentId);
    if (f.parent_id === null) throw badRequest('root-folder', 'A root folder cannot be moved.');
    if (target.site_id !== f.site_id) throw forbidden('A folder can only move within its tree.');
    const all = await this.list(f.site_id);
    const parentOf = new Map(all.map((x) => [x.Id, x.ParentId]));
    for (
      let at: number | null | undefined = target.id;
      at !== null && at !== undefined;
      at = parentOf.get(at)
    )
      if (at === f.id)
        throw badRequest('folder-into-itself', 'A folder cannot be moved into itself or a descendant.');
    await this.storage.db
      .updateTable('folders')
      .set({ parent_id: target.id })
      .where('id', '=', f.id)
      .execute();
  }

  /** Deletes an empty folder (no forms that are not deleted, no subfolders); never a root. Deleted forms
   * inside move to the tree's root, so they stay for build traceability. */
  async delete(caller: OnSite, id: number): Promise<void> {
    const f = await this.access.writableFolder(caller, id);
    if (f.parent_id === null) throw badRequest('root-folder', 'A root folder cannot be deleted.');
    await this.storage.db.transaction().execute(async (trx) => {
      const child = await trx
        .selectFrom('folders')
        .select('id')
        .where('parent_id', '=', f.id)
        .executeTakeFirst();
      const form = await trx
        .selectFrom('templates')
        .select('id')
        .where('folder_id', '=', f.id)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (child || form) throw conflict('folder-not-empty', 'Only empty folders can be deleted.');
      const root = await trx
        .selectFrom('folders')
        .select('id')
        .where(f.site_id === null ? (eb) => eb('site_id', 'is', null) : (eb) => eb('site_id', '=', f.site_id))
        .where('parent_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('templates').set({ folder_id: root.id }).where('folder_id', '=', f.id).execute();
      await trx.deleteFrom('folders').where('id', '=', f.id).execute();
    });
  }
}
