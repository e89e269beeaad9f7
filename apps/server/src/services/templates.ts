import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type {
  SaveTemplate,
  SaveTemplateResult,
  Template,
  TemplateListItem,
  VersionItem,
} from '@formwright/api';
import type { OnSite } from '../context';
import { conflict, forbidden, HttpError, notFound } from '../errors';
import type { Storage } from '../storage/db';
import type { Database, VersionsTable } from '../storage/schema';
import type { Access, TemplateRow } from './access';
import { contentOf, insertVersion, type VersionContent } from './versionContent';
import { analyse, type Analysis } from './analyse';
import { checkFormSize, DEFAULT_LIMITS, type Limits } from '../limits';
import { FormAnswers } from './formAnswer';

export { contentOf, contentOfRow, insertVersion, type VersionContent } from './versionContent';

/** The text refused saves and deletes of built versions answer with (docs/rest.md#the-rest-contract). */
export const BUILT_VERSION_MESSAGE = 'Can not delete form versions that has a build.';

/** Forms and their save-versions (docs/rest.md#the-rest-contract, docs/rest.md#the-rest-contract). */
export class Templates {
  private readonly answers = new FormAnswers();

  constructor(
    private readonly storage: Storage,
    private readonly access: Access,
    private readonly now: () => Date,
    readonly limits: Limits = DEFAULT_LIMITS,
  ) {}

  private get db(): Kysely<Database> {
    return this.storage.db;
  }

  /** The ids of the site's data providers: known to the core's unknown-provider rule. */
  async knownProviders(siteId: number | null): Promise<string[]> {
    if (siteId === null) return [];
    const rows = await this.db
      .selectFrom('data_providers')
      .select('id')
      .where('site_id', '=', siteId)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Validates content with the core in an analysis worker (a save with errors is kept; the diagnostics are
   * stored with it). A form over the size limit or nested deeper than the depth limit is refused with a
   * 400 naming the limit (docs/operations.md#limits): every path that stores a form comes through here.
   */
  async analyseFor(siteId: number | null, content: VersionContent): Promise<Analysis> {
    checkFormSize(content, this.limits);
    return analyse(content.yaml, content.jsCode, await this.knownProviders(siteId), this.limits);
  }

  private listItem(t: TemplateRow): TemplateListItem {
    return {
      Id: t.id,
      FolderId: t.folder_id,
      Name: t.name,
      Description: t.description,
      Created: t.created,
      CreatedBy: t.created_by,
      Modified: t.modified,
      Deleted: t.deleted === 1,
      Version: t.latest_version,
      MaxVersion: t.latest_version,
      SpecVersion: t.spec_version,
    };
  }

  /** The latest version of every form of the current site, deleted ones flagged (the list hides them). */
  async list(caller: OnSite): Promise<TemplateListItem[]> {
    const rows = await this.db
      .selectFrom('templates')
      .selectAll()
      .where('site_id', '=', caller.siteId)
      .orderBy('name')
      .execute();
    return rows.map((t) => this.listItem(t));
  }

  /** The curated forms (deleted ones only for a ProviderAdmin). */
  async curated(caller: OnSite): Promise<TemplateListItem[]> {
    let q = this.db.selectFrom('templates').selectAll().where('site_id', 'is', null);
    if (caller.role < 3) q = q.where('deleted', '=', 0);
    return (await q.orderBy('name').execute()).map((t) => this.listItem(t));
  }

  /** Forms of other sites shared with this site or with all. */
  async shared(caller: OnSite) {
    const rows = await this.db
      .selectFrom('templates as t')
      .innerJoin('shares as sh', 'sh.template_id', 't.id')
      .innerJoin('sites as s', 's.id', 't.site_id')
      .select(['t.id', 't.name', 't.created', 't.site_id', 's.name as site_name', 't.latest_version'])
      .where('sh.site_id', 'in', [0, caller.siteId])
      .where('t.deleted', '=', 0)
      .where('t.site_id', '!=', caller.siteId)
      .distinct()
      .orderBy('t.name')
      .execute();
    return rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Created: r.created,
      SiteId: r.site_id!,
      SiteName: r.site_name,
      LatestVersion: r.latest_version,
    }));
  }

  /** The versions of a form, newest first, with their build numbers. */
  async versions(caller: OnSite, id: string): Promise<VersionItem[]> {
    const t = await this.access.readable(caller, id);
    const rows = await this.db
      .selectFrom('template_versions as v')
      .leftJoin('builds as b', (j) =>
        j.onRef('b.template_id', '=', 'v.template_id').onRef('b.version', '=', 'v.version'),
      )
      .select(['v.version', 'v.spec_version', 'v.created', 'v.created_by', 'b.build_number'])
      .where('v.template_id', '=', t.id)
      .orderBy('v.version', 'desc')
      .execute();
    return rows.map((r) => ({
      Id: t.id,
      Version: r.version,
      SpecVersion: r.spec_version,
      BuildNumber: r.build_number ?? null,
      Created: r.created,
      CreatedBy: r.created_by,
    }));
  }

  /** One stored version row of a readable form (latest when version is absent), else 404. */
  async versionRow(
    t: Pick<TemplateRow, 'id' | 'latest_version'>,
    version: number | undefined,
  ): Promise<Selectable<VersionsTable>> {
    const v = await this.db
      .selectFrom('template_versions')
      .selectAll()
      .where('template_id', '=', t.id)
      .where('version', '=', version ?? t.latest_version)
      .executeTakeFirst();
    if (!v) throw notFound();
    return v;
  }

  /** A form, latest or the given save-version. */
  async get(caller: OnSite, id: string, version: number | undefined): Promise<Template> {
    return JSON.parse((await this.getJson(caller, id, version)).toString('utf8')) as Template;
  }

  /**
   * A form, latest or the given save-version, as the JSON bytes of the answer (reading a form is the hot
   * path): one query for the form, the version and its build, checked for the caller on every request;
   * the version's content from this process's cache of saved versions, read once (formAnswer.ts).
   */
  async getJson(caller: OnSite, id: string, version: number | undefined): Promise<Buffer> {
    const { form, version: v } = await this.access.readableVersion(caller, id, version);
    if (!v) throw notFound();
    if (!this.answers.has(form, v)) this.answers.remember(form, v, await this.versionRow(form, v.version));
    return this.answers.json(form, v);
  }

  /**
   * Saves a new save-version (docs/rest.md#the-rest-contract). The serial is taken inside the transaction from the
   * form's row (an UPDATE … RETURNING, which serialises concurrent saves of one form on both back-ends),
   * so no two saves share a number and none is lost. A save based on an older version than the latest
   * answers 409 with LatestVersion unless Overwrite is set: never a silent overwrite.
   */
  async save(caller: OnSite, body: SaveTemplate): Promise<SaveTemplateResult> {
    const content = contentOf(body);
    let existing: (TemplateRow & { tree: string }) | undefined;
    if (body.Id) {
      try {
        existing = await this.access.writable(caller, body.Id);
      } catch (err) {
        // An id the caller cannot write that is not a curated form is a new form (no leak whether it exists).
        if (!(err instanceof HttpError) || err.statusCode !== 404) throw err;
      }
    }
    if (existing) {
      const analysis = await this.analyseFor(existing.site_id, content);
      return this.addVersion(
        caller,
        existing.id,
        content,
        analysis,
        body.Version ?? undefined,
        body.Overwrite === true,
      );
    }
    const folder =
      body.FolderId === undefined || body.FolderId === null
        ? await this.access.siteRoot(caller.siteId)
        : await this.access.writableFolder(caller, body.FolderId);
    const analysis = await this.analyseFor(folder.site_id, content);
    return this.createForm(caller, folder.id, folder.site_id, content, analysis);
  }

  /** Creates a form at version 1 in a folder (new forms, copies, imports). */
  async createForm(
    caller: OnSite,
    folderId: number,
    siteId: number | null,
    content: VersionContent,
    analysis: Analysis,
    db: Kysely<Database> = this.db,
  ): Promise<SaveTemplateResult> {
    const id = randomUUID();
    const now = this.now().toISOString();
    const run = async (trx: Kysely<Database>) => {
      await trx
        .insertInto('templates')
        .values({
          id,
          site_id: siteId,
          folder_id: folderId,
          name: content.name,
          description: content.description,
          created: now,
          created_by: caller.user.email,
          modified: now,
          deleted: 0,
          max_version: 1,
          latest_version: 1,
          spec_version: analysis.specVersion,
          preview_enabled: 0,
        })
        .execute();
      await insertVersion(trx, id, 1, content, analysis, caller.user.email, now);
    };
    if (db === this.db) await this.db.transaction().execute(run);
    else await run(db);
    return {
      Id: id,
      Version: 1,
      MaxVersion: 1,
      SpecVersion: analysis.specVersion,
      Diagnostics: analysis.diagnostics,
    };
  }

  private async addVersion(
    caller: OnSite,
    id: string,
    content: VersionContent,
    analysis: Analysis,
    baseVersion: number | undefined,
    overwrite: boolean,
  ): Promise<SaveTemplateResult> {
    const now = this.now().toISOString();
    const version = await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .updateTable('templates')
        .set((eb) => ({ max_version: eb('max_version', '+', 1) }))
        .where('id', '=', id)
        .returning(['max_version', 'latest_version'])
        .executeTakeFirstOrThrow();
      if (baseVersion !== undefined && baseVersion < before.latest_version && !overwrite)
        throw conflict('not-latest-version', 'You are not editing the latest version.', {
          LatestVersion: before.latest_version,
        });
      const next = before.max_version;
      await insertVersion(trx, id, next, content, analysis, caller.user.email, now);
      await trx
        .updateTable('templates')
        .set({
          latest_version: next,
          spec_version: analysis.specVersion,
          name: content.name,
          description: content.description,
          modified: now,
        })
        .where('id', '=', id)
        .execute();
      return next;
    });
    return {
      Id: id,
      Version: version,
      MaxVersion: version,
      SpecVersion: analysis.specVersion,
      Diagnostics: analysis.diagnostics,
    };
  }

  /** Soft delete (true) or undo (false): the form stays for build traceability. */
  async setDeleted(caller: OnSite, id: string, deleted: boolean): Promise<void> {
    const t = await this.access.writable(caller, id);
    await this.db
      .updateTable('templates')
      .set({ deleted: deleted ? 1 : 0 })
      .where('id', '=', t.id)
      .execute();
  }

  /** Deletes the whole form, only when no version has a build. */
  async deletePermanently(caller: OnSite, id: string): Promise<void> {
    const t = await this.access.writable(caller, id);
    await this.db.transaction().execute(async (trx) => {
      const built = await trx
        .selectFrom('builds')
        .select('version')
        .where('template_id', '=', t.id)
        .executeTakeFirst();
      if (built) throw conflict('has-build', BUILT_VERSION_MESSAGE);
      await removeForm(trx, t.id);
    });
  }

  /** Deletes versions (never one with a build); a form without versions left is removed. */
  async deleteVersions(caller: OnSite, id: string, versions: readonly number[]): Promise<void> {
    const t = await this.access.writable(caller, id);
    await this.db.transaction().execute(async (trx) => {
      const built = await trx
        .selectFrom('builds')
        .select('version')
        .where('template_id', '=', t.id)
        .where('version', 'in', [...versions])
        .executeTakeFirst();
      if (built) throw conflict('has-build', BUILT_VERSION_MESSAGE);
      const removed = await trx
        .deleteFrom('template_versions')
        .where('template_id', '=', t.id)
        .where('version', 'in', [...versions])
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound();
      const latest = await trx
        .selectFrom('template_versions')
        .select(['version', 'spec_version', 'name', 'description'])
        .where('template_id', '=', t.id)
        .orderBy('version', 'desc')
        .executeTakeFirst();
      if (!latest) {
        await removeForm(trx, t.id);
        return;
      }
      await trx
        .updateTable('templates')
        .set({
          latest_version: latest.version,
          spec_version: latest.spec_version,
          name: latest.name,
          description: latest.description,
        })
        .where('id', '=', t.id)
        .execute();
    });
  }

  /** Throws 403 unless the caller may change forms in a tree (curated: ProviderAdmin). */
  static assertTree(caller: OnSite, tree: string): void {
    if (tree === 'curated' && caller.role < 3) throw forbidden();
  }
}

async function removeForm(trx: Kysely<Database>, id: string): Promise<void> {
  await trx.deleteFrom('template_versions').where('template_id', '=', id).execute();
  await trx.deleteFrom('shares').where('template_id', '=', id).execute();
  await trx.deleteFrom('presence').where('template_id', '=', id).execute();
  await trx.deleteFrom('templates').where('id', '=', id).execute();
}
