import type { OnSite } from '../context';
import { forbidden, notFound } from '../errors';
import type { Storage } from '../storage/db';
import type { FoldersTable, TemplatesTable } from '../storage/schema';
import { sql, type Selectable } from 'kysely';
import { Prepared } from '../storage/prepared';

/** A stored form row. */
export type TemplateRow = Selectable<TemplatesTable>;
/** A stored folder row. */
export type FolderRow = Selectable<FoldersTable>;

/** The version a read asks for, as {@link Access.readableVersion} finds it: undefined when it does not exist. */
export interface VersionRef {
  readonly version: number;
  /** When the version was saved: with the form id and version, the key of what never changes. */
  readonly created: string;
  readonly buildNumber: number | null;
}

/** Where a form or folder lives, seen from the caller (docs/rest.md#the-rest-contract's trees). */
export type Tree = 'site' | 'curated' | 'shared';

/**
 * Site isolation in one place: every service loads forms and folders through these, so a resource of
 * another site answers the same 404 as a missing one (no leak through ids or messages).
 */
export class Access {
  /** The form row, the asked version (latest when null) and its build number: one query per read. */
  private readonly formAndVersion;

  constructor(private readonly storage: Storage) {
    this.formAndVersion = Prepared.of(storage.db, ['id', 'version'], (p) =>
      storage.db
        .selectFrom('templates as t')
        .leftJoin('template_versions as v', (j) =>
          j
            .onRef('v.template_id', '=', 't.id')
            .on('v.version', '=', sql<number>`coalesce(${p.version}, ${sql.ref('t.latest_version')})`),
        )
        .leftJoin('builds as b', (j) =>
          j.onRef('b.template_id', '=', 'v.template_id').onRef('b.version', '=', 'v.version'),
        )
        .selectAll('t')
        .select(['v.version as v_version', 'v.created as v_created', 'b.build_number as v_build'])
        .where('t.id', '=', p.id),
    );
  }

  /** The tree of a form as the caller sees it, or undefined when the caller may not see it at all. */
  async treeOf(caller: OnSite, t: TemplateRow): Promise<Tree | undefined> {
    if (t.site_id === caller.siteId) return 'site';
    if (t.site_id === null) return t.deleted === 0 || caller.role >= 3 ? 'curated' : undefined;
    if (t.deleted !== 0) return undefined;
    const share = await this.storage.db
      .selectFrom('shares')
      .select('site_id')
      .where('template_id', '=', t.id)
      .where('site_id', 'in', [0, caller.siteId])
      .executeTakeFirst();
    return share ? 'shared' : undefined;
  }

  /** A form the caller may read (own site, curated, or shared with the site), else 404. */
  async readable(caller: OnSite, id: string): Promise<TemplateRow & { tree: Tree }> {
    const t = await this.storage.db
      .selectFrom('templates')
      .selectAll()
      .where('id', '=', id.toLowerCase())
      .executeTakeFirst();
    if (!t) throw notFound();
    const tree = await this.treeOf(caller, t);
    if (!tree) throw notFound();
    return { ...t, tree };
  }

  /**
   * A form the caller may read and one version of it (latest when version is undefined), in one query;
   * the same 404 as {@link readable} when the form is not the caller's to read, `version` undefined in
   * the answer when the form is readable but has no such version.
   */
  async readableVersion(
    caller: OnSite,
    id: string,
    version: number | undefined,
  ): Promise<{ form: TemplateRow & { tree: Tree }; version: VersionRef | undefined }> {
    const [row] = await this.formAndVersion.rows({ id: id.toLowerCase(), version: version ?? null });
    if (!row) throw notFound();
    const { v_version, v_created, v_build, ...t } = row;
    const tree = await this.treeOf(caller, t);
    if (!tree) throw notFound();
    return {
      form: { ...t, tree },
      version:
        v_version === null || v_created === null
          ? undefined
          : { version: v_version, created: v_created, buildNumber: v_build },
    };
  }

  /** A form the caller may change: one of the current site, or a curated one for a ProviderAdmin. */
  async writable(caller: OnSite, id: string): Promise<TemplateRow & { tree: Tree }> {
    const t = await this.readable(caller, id);
    if (t.tree === 'site') return t;
    if (t.tree === 'curated') {
      if (caller.role >= 3) return t;
      throw forbidden();
    }
    throw notFound();
  }

  /** A folder of the current site, or a curated one (any role may see those; changes need ProviderAdmin). */
  async folder(caller: OnSite, id: number): Promise<FolderRow & { tree: 'site' | 'curated' }> {
    const f = await this.storage.db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!f) throw notFound();
    if (f.site_id === caller.siteId) return { ...f, tree: 'site' };
    if (f.site_id === null) return { ...f, tree: 'curated' };
    throw notFound();
  }

  /** A folder the caller may change: the site's, or a curated one for a ProviderAdmin. */
  async writableFolder(caller: OnSite, id: number): Promise<FolderRow & { tree: 'site' | 'curated' }> {
    const f = await this.folder(caller, id);
    if (f.tree === 'curated' && caller.role < 3) throw forbidden();
    return f;
  }

  /** The root folder of a site (created with the site). */
  async siteRoot(siteId: number): Promise<FolderRow> {
    const f = await this.storage.db
      .selectFrom('folders')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!f) throw notFound();
    return f;
  }

  /** The root of the curated tree. */
  async curatedRoot(): Promise<FolderRow> {
    const f = await this.storage.db
      .selectFrom('folders')
      .selectAll()
      .where('site_id', 'is', null)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!f) throw notFound();
    return f;
  }
}
