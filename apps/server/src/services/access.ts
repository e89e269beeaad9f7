import type { OnSite } from '../context';
import { forbidden, notFound } from '../errors';
import type { Storage } from '../storage/db';
import type { Database, FoldersTable, TemplatesTable } from '../storage/schema';
import { sql, type Kysely, type Selectable } from 'kysely';

/** A stored form row. */
export type TemplateRow = Selectable<TemplatesTable>;
/** What a form read needs of the form's row (its tree, folder, deleted flag and latest version). */
export type FormHead = Pick<TemplateRow, 'id' | 'site_id' | 'folder_id' | 'deleted' | 'latest_version'>;

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
  /** The form row, the asked version (latest when null) and its build number: reads arriving together share one query. */
  private readonly lookups: FormLookups;

  constructor(private readonly storage: Storage) {
    this.lookups = new FormLookups(storage.db, storage.dialect);
  }

  /** The tree of a form as the caller sees it, or undefined when the caller may not see it at all. */
  async treeOf(
    caller: OnSite,
    t: Pick<TemplateRow, 'id' | 'site_id' | 'deleted'>,
  ): Promise<Tree | undefined> {
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
  ): Promise<{ form: FormHead & { tree: Tree }; version: VersionRef | undefined }> {
    const key = { id: id.toLowerCase(), version: version ?? null };
    const row = await this.lookups.get(key);
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

/** The row a form read starts from: the form's head, the asked version and its build number. */
interface FormAndVersionRow extends FormHead {
  readonly v_version: number | null;
  readonly v_created: string | null;
  readonly v_build: number | null;
}

/**
 * The form lookups of reads, batched: every read asks after its request arrived, and the lookups asked
 * during one turn of the event loop go to the database together in one query. On PostgreSQL that is one
 * round trip instead of one each; on SQLite one pass through kysely's query pipeline and its connection
 * lock, which cost far more than the rows (a read's CPU time fell from about 90 to 40-55 µs). Each read
 * gets the row of its own form and version, read after it arrived, and checks it for its own caller.
 */
class FormLookups {
  private pending: {
    readonly id: string;
    readonly version: number | null;
    readonly done: (row: FormAndVersionRow | undefined, err?: unknown) => void;
  }[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  get(key: { id: string; version: number | null }): Promise<FormAndVersionRow | undefined> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ ...key, done: (row, err) => (err === undefined ? resolve(row) : reject(err)) });
    });
  }

  private flush(): void {
    const batch = this.pending.splice(0, MAX_BATCH);
    if (this.pending.length > 0) setImmediate(() => this.flush());
    const query =
      this.dialect === 'sqlite'
        ? sql<FormAndVersionRow & { i: number }>`
      select q.key + 1 as i, t.id, t.site_id, t.folder_id, t.deleted, t.latest_version,
        v.version as v_version, v.created as v_created, b.build_number as v_build
      from json_each(${JSON.stringify(batch.map((b) => [b.id, b.version]))}) q
      join templates t on t.id = q.value ->> 0
      left join template_versions v on v.template_id = t.id and v.version = coalesce(q.value ->> 1, t.latest_version)
      left join builds b on b.template_id = v.template_id and b.version = v.version`
        : sql<FormAndVersionRow & { i: number }>`
      select q.i, t.id, t.site_id, t.folder_id, t.deleted, t.latest_version,
        v.version as v_version, v.created as v_created, b.build_number as v_build
      from unnest(${batch.map((b) => b.id)}::text[], ${batch.map((b) => b.version)}::int[]) with ordinality as q(id, version, i)
      join templates t on t.id = q.id
      left join template_versions v on v.template_id = t.id and v.version = coalesce(q.version, t.latest_version)
      left join builds b on b.template_id = v.template_id and b.version = v.version`;
    query.execute(this.db).then(
      ({ rows }) => {
        const byIndex = new Map(rows.map(({ i, ...row }) => [Number(i), row]));
        batch.forEach((b, k) => b.done(byIndex.get(k + 1)));
      },
      (err: unknown) => batch.forEach((b) => b.done(undefined, err ?? new Error('lookup failed'))),
    );
  }
}
const MAX_BATCH = 256;
