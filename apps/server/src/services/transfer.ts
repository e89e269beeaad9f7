import { unzipSync } from 'fflate';
import type { ExportedTemplate, ImportPackage, SaveTemplateResult } from '@formwright/api';
import type { OnSite } from '../context';
import { badRequest, forbidden, HttpError } from '../errors';
import type { Storage } from '../storage/db';
import type { Access, Tree } from './access';
import type { Templates } from './templates';
import { contentOf, contentOfRow } from './templates';

/** Largest unpacked size of an imported package (zip bombs are refused before anything is written). */
export const MAX_UNPACKED_BYTES = 50_000_000;
/** Most forms one package may hold. */
export const MAX_PACKAGE_FORMS = 1000;

/** What a drag of a form from one tree to a folder of another does (docs/rest.md#the-rest-contract). */
export function dropAction(role: number, from: Tree, to: 'site' | 'curated'): 'move' | 'copy' | 'none' {
  if (role >= 3) {
    if (from === 'site' && to === 'site') return 'move';
    if (from === 'site' && to === 'curated') return 'copy';
    if (from === 'curated' && to === 'site') return 'copy';
    if (from === 'curated' && to === 'curated') return 'move';
    if (from === 'shared' && to === 'site') return 'copy';
    return 'none';
  }
  if (from === 'site' && to === 'site') return 'move';
  if ((from === 'curated' || from === 'shared') && to === 'site') return 'copy';
  return 'none';
}

/** Moves, copies, exports and imports forms. */
export class Transfers {
  constructor(
    private readonly storage: Storage,
    private readonly access: Access,
    private readonly templates: Templates,
  ) {}

  /** Moves a form into a folder when the drag-and-drop rules allow a move. */
  async move(caller: OnSite, id: string, folderId: number): Promise<void> {
    const t = await this.access.readable(caller, id);
    const folder = await this.access.folder(caller, folderId);
    if (dropAction(caller.role, t.tree, folder.tree) !== 'move')
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
    if (dropAction(caller.role, t.tree, folder.tree) !== 'copy')
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
   * at version 1. Everything is checked before anything is written, and written in one transaction.
   */
  async importPackage(caller: OnSite, folderId: number, body: ImportPackage) {
    const folder = await this.access.writableFolder(caller, folderId);
    const forms = body.Forms ?? (body.Base64Data !== undefined ? readPackage(body.Base64Data) : undefined);
    if (!forms) throw badRequest('empty-package', 'The package holds no forms');
    const analysed: {
      content: ReturnType<typeof contentOf>;
      analysis: Awaited<ReturnType<Templates['analyseFor']>>;
    }[] = [];
    for (const form of forms) {
      const content = contentOf(form);
      analysed.push({ content, analysis: await this.templates.analyseFor(folder.site_id, content) });
    }
    const imported = await this.storage.db.transaction().execute(async (trx) => {
      const out = [];
      for (const { content, analysis } of analysed) {
        const r = await this.templates.createForm(caller, folder.id, folder.site_id, content, analysis, trx);
        out.push({ Id: r.Id, Name: content.name, Version: r.Version });
      }
      return out;
    });
    return { Imported: imported };
  }
}

function invalidPackage(message: string): HttpError {
  return badRequest('invalid-package', message);
}

/** Checks one exported form's shape (the same rules as the Forms body schema). */
function checkForm(value: unknown): ExportedTemplate {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidPackage('A form of the package is not an object');
  const f = value as Record<string, unknown>;
  const tpl = f.Template as Record<string, unknown> | undefined;
  if (typeof f.Name !== 'string' || f.Name.length === 0 || f.Name.length > 200)
    throw invalidPackage('A form of the package has no valid Name');
  if (typeof tpl !== 'object' || tpl === null || typeof tpl.Yaml !== 'string')
    throw invalidPackage(`Form ${f.Name} has no Template.Yaml`);
  for (const key of ['JsCode', 'JsonSpec'] as const)
    if (tpl[key] !== undefined && typeof tpl[key] !== 'string')
      throw invalidPackage(`Form ${f.Name}: ${key} must be text`);
  if (f.Tests !== undefined && typeof f.Tests !== 'string')
    throw invalidPackage(`Form ${f.Name}: Tests must be text`);
  return {
    Name: f.Name,
    Description: typeof f.Description === 'string' ? f.Description : '',
    Template: {
      Yaml: tpl.Yaml,
      JsCode: (tpl.JsCode as string | undefined) ?? '',
      JsonSpec: '',
      dataProviders: Array.isArray(tpl.dataProviders)
        ? tpl.dataProviders.filter((p): p is string => typeof p === 'string')
        : [],
      metadata: null,
      ExportsImages: tpl.ExportsImages === true,
    },
    Tests: (f.Tests as string | undefined) ?? '',
  };
}

/**
 * Reads a `.fp` package given as Base64: a JSON array of forms (or `{Forms: [...]}`), or a zip of
 * `.ssrt`/`.json` files, each one form. Entry names with `..` or an absolute path, more than
 * {@link MAX_PACKAGE_FORMS} forms, and more than {@link MAX_UNPACKED_BYTES} unpacked are refused.
 */
export function readPackage(base64: string): ExportedTemplate[] {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw invalidPackage('The package is empty');
  let docs: unknown[];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let total = 0;
    let unzipped: Record<string, Uint8Array>;
    try {
      unzipped = unzipSync(bytes, {
        filter: (file) => {
          if (
            file.name.includes('..') ||
            file.name.startsWith('/') ||
            file.name.includes('\\') ||
            /^[a-zA-Z]:/.test(file.name)
          )
            throw invalidPackage(`Entry ${file.name} has an unsafe path`);
          total += file.originalSize;
          if (total > MAX_UNPACKED_BYTES) throw invalidPackage('The package unpacks to more than 50 MB');
          return !file.name.endsWith('/');
        },
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw invalidPackage('The package is not a readable zip');
    }
    const names = Object.keys(unzipped).sort();
    if (names.length > MAX_PACKAGE_FORMS) throw invalidPackage('The package holds too many forms');
    docs = names.map((name) => parseJson(Buffer.from(unzipped[name]!).toString('utf8')));
  } else {
    const doc = parseJson(bytes.toString('utf8'));
    docs = Array.isArray(doc)
      ? doc
      : doc && typeof doc === 'object' && Array.isArray((doc as { Forms?: unknown }).Forms)
        ? (doc as { Forms: unknown[] }).Forms
        : [doc];
  }
  if (docs.length > MAX_PACKAGE_FORMS) throw invalidPackage('The package holds too many forms');
  return docs.map(checkForm);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidPackage('The package is not valid JSON');
  }
}
