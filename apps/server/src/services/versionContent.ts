import type { Kysely, Selectable } from 'kysely';
import type { SaveTemplate } from '@formwright/api';
import type { Database, VersionsTable } from '../storage/schema';
import { DEFAULT_LIMITS, nestsDeeperThan } from '../limits';
import type { Analysis } from './analyse';

/** The stored content of a version, as saved or imported. */
export interface VersionContent {
  readonly name: string;
  readonly description: string;
  readonly yaml: string;
  readonly jsCode: string;
  readonly jsonSpec: string;
  readonly dataProviders: readonly string[];
  readonly metadata: Record<string, unknown> | null;
  readonly exportsImages: boolean;
  readonly tests: string;
}

/** The content of a save request. */
export function contentOf(
  body: Pick<SaveTemplate, 'Name' | 'Description' | 'Template' | 'Tests'>,
): VersionContent {
  return {
    name: body.Name,
    description: body.Description ?? '',
    yaml: body.Template.Yaml,
    jsCode: body.Template.JsCode ?? '',
    jsonSpec: body.Template.JsonSpec ?? '',
    dataProviders: body.Template.dataProviders ?? [],
    metadata: (body.Template.metadata as Record<string, unknown> | null | undefined) ?? null,
    exportsImages: body.Template.ExportsImages ?? false,
    tests: body.Tests ?? '',
  };
}

/** The content of a stored version. */
export function contentOfRow(v: Selectable<VersionsTable>): VersionContent {
  return {
    name: v.name,
    description: v.description,
    yaml: v.yaml,
    jsCode: v.js_code,
    jsonSpec: v.json_spec,
    dataProviders: JSON.parse(v.data_providers) as string[],
    metadata: storedMetadata(v.metadata),
    exportsImages: v.exports_images === 1,
    tests: v.tests,
  };
}

/**
 * The metadata of a stored version; null when it nests deeper than the depth limit. Versions stored before
 * the limit (issue 22 item 4) may hold such a value, which no answer could serialise: the form still reads
 * and exports, and its metadata is the YAML's own Metadata section, which travels whole in the Yaml.
 */
export function storedMetadata(
  text: string,
  maxDepth = DEFAULT_LIMITS.specMaxDepth,
): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || nestsDeeperThan(value, maxDepth)) return null;
  return value as Record<string, unknown>;
}

/** Inserts one version row. */
export async function insertVersion(
  trx: Kysely<Database>,
  id: string,
  version: number,
  c: VersionContent,
  analysis: Analysis,
  by: string,
  now: string,
): Promise<void> {
  await trx
    .insertInto('template_versions')
    .values({
      template_id: id,
      version,
      name: c.name,
      description: c.description,
      yaml: c.yaml,
      js_code: c.jsCode,
      // The JSON of the YAML as saved, worked out here so it always matches it (the client's is ignored).
      json_spec: analysis.jsonSpec,
      // What the designer leaves out, the specification says (docs/rest.md: Template).
      data_providers: JSON.stringify(c.dataProviders.length > 0 ? c.dataProviders : analysis.dataProviders),
      metadata: JSON.stringify(c.metadata ?? analysis.metadata),
      exports_images: c.exportsImages || analysis.exportsImages ? 1 : 0,
      tests: c.tests,
      diagnostics: JSON.stringify(analysis.diagnostics),
      spec_version: analysis.specVersion,
      created: now,
      created_by: by,
    })
    .execute();
}
