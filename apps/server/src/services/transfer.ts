import {
  formDropAction,
  type ExportedTemplate,
  type ImportPackage,
  type SaveTemplateResult,
} from '@formwright/api';
import type { OnSite } from '../context';
import { badRequest, forbidden, HttpError } from '../errors';
import { checkFormSize, DEFAULT_LIMITS, type Limits } from '../limits';
import type { Storage } from '../storage/db';
import { runOffThread } from '../worker/pool';
import type { Access } from './access';
import type { Templates } from './templates';
import { contentOf, contentOfRow } from './templates';

export { readPackage } from './package';

/**
 * The name an imported form gets in a folder whose forms already use some names: its own when free, else
 * 'Name (copy)', then 'Name (copy 2)', … (docs/form-list.md). `taken` grows by the name given.
 */
export function importName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 1; taken.has(candidate); n++) candidate = n === 1 ? `${name} (copy)` : `${name} (copy ${n})`;
  taken.add(candidate);
  return candidate;
}

/** Moves, copies, exports and imports forms. */
export class Transfers {
  constructor(
    private readonly storage: Storage,
    private readonly access: Access,
    private readonly templates: Templates,
    private readonly limits: Limits = DEFAULT_LIMITS,
  ) {}

  /** Moves a form into a folder when the drag-and-drop rules (packages/api's, the designer's too) allow a move. */
  async move(caller: OnSite, id: string, folderId: number): Promise<void> {
    const t = await this.access.readable(caller, id);
    const folder = await this.access.folder(caller, folderId);
    if (formDropAction(caller.role, t.tree, folder.tree) !== 'move')
      throw forbidden('Unable to move form, server error');
    await this.storage.db
      .updateTable('templates')
      .set({ folder_id: folder.id })
      .where('id', '=', t.id)
      .execute();
  }

  /** Copies the latest version of a form into a folder as a new form at version 1 (not deleted). */
  async copy(caller: OnSite, id: string, folderId: number): Promise<SaveTemplateResult> {
    const t = await this.access.readable(caller, id);
    const folder = await this.access.folder(caller, folderId);
    if (formDropAction(caller.role, t.tree, folder.tree) !== 'copy')
      throw forbidden('This form cannot be copied there.');
    const content = contentOfRow(await this.templates.versionRow(t, undefined));
    const analysis = await this.templates.analyseFor(folder.site_id, content);
    return this.templates.createForm(caller, folder.id, folder.site_id, content, analysis);
  }

  /** The latest version of every (not deleted) form of the site, for FormPackage.fp. */
  async exportAll(caller: OnSite): Promise<ExportedTemplate[]> {
    const rows = await this.storage.db
      .selectFrom('templates as t')
      .innerJoin('template_versions as v', (j) =>
        j.onRef('v.template_id', '=', 't.id').onRef('v.version', '=', 't.latest_version'),
      )
      .selectAll('v')
      .select(['t.id as tid'])
      .where('t.site_id', '=', caller.siteId)
      .where('t.deleted', '=', 0)
      .orderBy('t.name')
      .execute();
    return rows.map((v) => {
      const c = contentOfRow(v);
      return {
        Id: v.tid,
        Name: c.name,
        Description: c.description,
        Version: v.version,
        SpecVersion: v.spec_version,
        Template: {
          Yaml: c.yaml,
          JsCode: c.jsCode,
          JsonSpec: '',
          dataProviders: [...c.dataProviders],
          metadata: c.metadata,
          ExportsImages: c.exportsImages,
        },
        Tests: c.tests,
      };
    });
  }

  /**
   * Imports the forms of a package into a folder (folder structure is not kept): each becomes a new form
   * at version 1. Everything is checked before anything is written, and written in one transaction. The
   * package is unpacked and read, and each form analysed, in the analysis workers (worker/pool.ts): the
   * event loop only waits.
   */
  async importPackage(caller: OnSite, folderId: number, body: ImportPackage) {
    const folder = await this.access.writableFolder(caller, folderId);
    const forms =
      body.Forms ??
      (body.Base64Data !== undefined
        ? await runOffThread('readPackage', { base64: body.Base64Data, limits: this.limits })
        : undefined);
    if (!forms) throw badRequest('empty-package', 'The package holds no forms');
    if (forms.length > this.limits.packageMaxForms)
      throw badRequest('invalid-package', `The package holds more than ${this.limits.packageMaxForms} forms`);
    const contents = forms.map(contentOf);
    // Every size first, each refusal naming its form, before any analysis starts.
    for (const content of contents) checkFormSize(content, this.limits, `Form ${content.name}: `);
    // The workers analyse the forms side by side (the pool queues what it cannot start yet).
    const analysed = await Promise.all(
      contents.map(async (content) => ({
        content,
        analysis: await this.templates.analyseFor(folder.site_id, content).catch((err: unknown) => {
          throw err instanceof HttpError && err.statusCode === 400
            ? new HttpError(400, err.code, `Form ${content.name}: ${err.message}`, err.extra)
            : err;
        }),
      })),
    );
    const imported = await this.storage.db.transaction().execute(async (trx) => {
      const out = [];
      // A form whose name the folder already has comes in as 'Name (copy)' (issue 20 item 7).
      const names = await trx
        .selectFrom('templates')
        .select('name')
        .where('folder_id', '=', folder.id)
        .where('deleted', '=', 0)
        .execute();
      const taken = new Set(names.map((n) => n.name));
      for (const { content: read, analysis } of analysed) {
        const content = { ...read, name: importName(read.name, taken) };
        const r = await this.templates.createForm(caller, folder.id, folder.site_id, content, analysis, trx);
        out.push({ Id: r.Id, Name: content.name, Version: r.Version });
      }
      return out;
    });
    return { Imported: imported };
  }
}
