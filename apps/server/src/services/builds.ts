import type { BuildInfo, BuildResult } from '@formwright/api';
import type { Selectable } from 'kysely';
import { makePackage, packageFileName, type FormTestRunner } from '@formwright/packaging';
import type { OnSite } from '../context';
import { forbidden, HttpError } from '../errors';
import type { Storage } from '../storage/db';
import type { BuildsTable } from '../storage/schema';
import type { Access } from './access';
import { runOffThread } from '../worker/pool';
import type { Templates } from './templates';

function infoOf(b: Selectable<BuildsTable>): BuildInfo {
  return {
    TemplateId: b.template_id,
    TemplateVersion: b.version,
    Created: b.created,
    BuildNumber: b.build_number,
    FileName: b.file_name,
    RequiredIds7Version: b.required_ids7,
  };
}

/** Builds of form versions into `.srtpkg` packages (docs/architecture.md#entry-points). */
export class Builds {
  constructor(
    private readonly storage: Storage,
    private readonly access: Access,
    private readonly templates: Templates,
    private readonly runtime: () => ReadonlyMap<string, Uint8Array>,
    private readonly now: () => Date,
    private readonly runTests?: FormTestRunner,
  ) {}

  /** All builds of a form, newest first. */
  async list(caller: OnSite, id: string): Promise<BuildInfo[]> {
    const t = await this.access.readable(caller, id);
    const rows = await this.storage.db
      .selectFrom('builds')
      .selectAll()
      .where('template_id', '=', t.id)
      .orderBy('version', 'desc')
      .execute();
    return rows.map(infoOf);
  }

  /** The build of one version with its package, or undefined (the route answers 204). */
  async get(caller: OnSite, id: string, version: number): Promise<BuildResult | undefined> {
    const t = await this.access.readable(caller, id);
    const b = await this.storage.db
      .selectFrom('builds')
      .selectAll()
      .where('template_id', '=', t.id)
      .where('version', '=', version)
      .executeTakeFirst();
    return b ? { ...infoOf(b), Base64Data: b.package } : undefined;
  }

  /**
   * Builds a version (latest when absent): a form with errors is refused with its diagnostics, and so is
   * one whose tests fail, unless a ProviderAdmin overrides (recorded in the manifest). A version already
   * built answers its existing build: a version has one build number.
   */
  async build(
    caller: OnSite,
    id: string,
    version: number | undefined,
    override: boolean,
  ): Promise<BuildResult> {
    const t = await this.access.writable(caller, id);
    const v = await this.templates.versionRow(t, version);
    const existing = await this.get(caller, t.id, v.version);
    if (existing) return existing;
    const knownProviders = await this.templates.knownProviders(t.site_id);
    // Compiled in an analysis worker: a large form never blocks the event loop (docs/operations.md#limits).
    const compiled = await runOffThread('compileForm', { yaml: v.yaml, script: v.js_code, knownProviders });
    if (!compiled.ok)
      throw new HttpError(422, 'form-has-errors', 'The form has errors and cannot be built.', {
        Diagnostics: compiled.diagnostics,
      });
    let testsOverridden: { by: string; failed: readonly string[] } | undefined;
    if (this.runTests && v.tests.trim() !== '') {
      const { failed } = await this.runTests(v.yaml, v.js_code, v.tests, knownProviders);
      if (failed.length > 0) {
        if (!override)
          throw new HttpError(422, 'form-tests-fail', `The form's tests fail: ${failed.join(', ')}`, {
            Diagnostics: [],
            FailedTests: [...failed],
          });
        if (caller.role < 3) throw forbidden('Only a ProviderAdmin may build despite failing tests.');
        testsOverridden = { by: caller.user.email, failed };
      }
    }
    return this.storage.db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('builds')
        .select((eb) => eb.fn.max('build_number').as('n'))
        .where('template_id', '=', t.id)
        .executeTakeFirst();
      const buildNumber = Number(last?.n ?? 0) + 1;
      const { bytes, manifest } = makePackage({
        compiled: compiled.compiled,
        script: v.js_code,
        templateFields: compiled.templateFields,
        requiredIds7Version: compiled.requiredIds7Version,
        version: v.version,
        buildNumber,
        runtime: this.runtime(),
        ...(testsOverridden ? { testsOverridden } : {}),
      });
      const fileName = packageFileName(
        manifest.title || v.name,
        manifest.versionMajor,
        manifest.versionMinor,
        v.version,
        buildNumber,
      );
      const row = {
        template_id: t.id,
        version: v.version,
        build_number: buildNumber,
        created: this.now().toISOString(),
        created_by: caller.user.email,
        file_name: fileName,
        required_ids7: compiled.requiredIds7Version,
        package: Buffer.from(bytes).toString('base64'),
      };
      await trx.insertInto('builds').values(row).execute();
      return { ...infoOf(row), Base64Data: row.package };
    });
  }
}
