import {
  PROTECTED_PROVIDERS,
  type DataProvider,
  type ImportProvidersResult,
  type SaveDataProvider,
} from '@formwright/api';
import type { Selectable } from 'kysely';
import type { OnSite } from '../context';
import { badRequest, notFound } from '../errors';
import type { Storage } from '../storage/db';
import type { ProvidersTable } from '../storage/schema';

/** docs/diagnostics.md#diagnostics's texts, answered by the server too. */
export const PROVIDER_MESSAGES = {
  cannotDelete: 'Internal providers and GenericDataProvider cannot be deleted.',
  cannotEdit: 'Internal providers and GenericDataProvider cannot have Id, Uid or Version edited.',
  invalidJson: 'Invalid Test data JSON. (Click here to see exception)',
  exists: 'One or more provider ids already exist. Select them manually before adding to overwrite.',
} as const;

/** The fixed Uid of an internal provider. */
export function internalUid(id: string): string {
  return `formwright.internal.${id.toLowerCase()}`;
}

const isProtected = (id: string) => (PROTECTED_PROVIDERS as readonly string[]).includes(id);

function providerOf(p: Selectable<ProvidersTable>): DataProvider {
  return {
    DbId: p.db_id,
    Id: p.id,
    Uid: p.uid,
    Version: p.version,
    MockData: p.mock_data,
    Url: p.url,
    Internal: isProtected(p.id),
  };
}

function checkJson(text: string): void {
  try {
    JSON.parse(text);
  } catch (err) {
    throw badRequest('invalid-test-data', PROVIDER_MESSAGES.invalidJson, { Exception: String(err) });
  }
}

/**
 * Why a provider Url cannot be saved, or null when it can (issue 22 item 5). The server builds the request
 * path from the Url, so an author may give only an http(s) origin and path: no user name or password, no
 * query and no fragment (a `?` or `#` let an author choose the whole request path).
 */
export function providerUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'A provider Url must be an absolute http:// or https:// address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'A provider Url must start with http:// or https://';
  if (parsed.username !== '' || parsed.password !== '' || /^[a-z]+:\/\/[^/]*@/i.test(url))
    return 'A provider Url must not hold a user name or password';
  if (url.includes('?'))
    return 'A provider Url must not hold a query (?): the server builds the request path';
  if (url.includes('#'))
    return 'A provider Url must not hold a fragment (#): the server builds the request path';
  return null;
}

/** Data providers of a site (docs/rest.md#the-rest-contract, docs/rest.md#the-rest-contract). */
export class Providers {
  constructor(private readonly storage: Storage) {}

  /** Adds the internal providers to a site that lacks them (their Uids are fixed; mock data "{}"). */
  async ensureInternal(siteId: number): Promise<void> {
    const have = await this.storage.db
      .selectFrom('data_providers')
      .select('id')
      .where('site_id', '=', siteId)
      .where('id', 'in', [...PROTECTED_PROVIDERS])
      .execute();
    const missing = PROTECTED_PROVIDERS.filter((id) => !have.some((h) => h.id === id));
    if (missing.length === 0) return;
    await this.storage.db
      .insertInto('data_providers')
      .values(
        missing.map((id) => ({
          site_id: siteId,
          id,
          uid: internalUid(id),
          version: 1,
          mock_data: '{}',
          url: null,
        })),
      )
      .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
      .execute();
  }

  /** The site's providers, internal ones included. */
  async list(caller: OnSite): Promise<DataProvider[]> {
    await this.ensureInternal(caller.siteId);
    const rows = await this.storage.db
      .selectFrom('data_providers')
      .selectAll()
      .where('site_id', '=', caller.siteId)
      .orderBy('id')
      .execute();
    return rows.map(providerOf);
  }

  private async row(caller: OnSite, dbId: number): Promise<Selectable<ProvidersTable>> {
    const p = await this.storage.db
      .selectFrom('data_providers')
      .selectAll()
      .where('db_id', '=', dbId)
      .where('site_id', '=', caller.siteId)
      .executeTakeFirst();
    if (!p) throw notFound();
    return p;
  }

  /**
   * Creates or updates a provider. Test data must be JSON; an internal provider keeps its Id, Uid and
   * Version; a new provider with the Id of an existing one overwrites it (the import's "add selected").
   */
  async save(caller: OnSite, body: SaveDataProvider): Promise<DataProvider> {
    const mock = body.MockData ?? '{}';
    checkJson(mock);
    if (body.Url) {
      const problem = providerUrlProblem(body.Url);
      if (problem) throw badRequest('invalid-url', problem);
    }
    const version = body.Version ?? 1;
    const uid = body.Uid ?? '';
    let target: Selectable<ProvidersTable> | undefined;
    if (body.DbId !== undefined && body.DbId !== null) target = await this.row(caller, body.DbId);
    else
      target = await this.storage.db
        .selectFrom('data_providers')
        .selectAll()
        .where('site_id', '=', caller.siteId)
        .where('id', '=', body.Id)
        .executeTakeFirst();
    if (target && isProtected(target.id)) {
      if (
        body.Id !== target.id ||
        (body.Uid !== undefined && uid !== target.uid) ||
        (body.Version !== undefined && version !== target.version)
      )
        throw badRequest('internal-provider', PROVIDER_MESSAGES.cannotEdit);
    } else if (isProtected(body.Id)) throw badRequest('internal-provider', PROVIDER_MESSAGES.cannotEdit);
    if (target) {
      if (body.Id !== target.id) {
        const clash = await this.storage.db
          .selectFrom('data_providers')
          .select('db_id')
          .where('site_id', '=', caller.siteId)
          .where('id', '=', body.Id)
          .executeTakeFirst();
        if (clash) throw badRequest('provider-exists', `A provider with Id ${body.Id} already exists.`);
      }
      const row = await this.storage.db
        .updateTable('data_providers')
        .set(
          isProtected(target.id)
            ? { mock_data: mock }
            : { id: body.Id, uid, version, mock_data: mock, url: body.Url ?? null },
        )
        .where('db_id', '=', target.db_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return providerOf(row);
    }
    const row = await this.storage.db
      .insertInto('data_providers')
      .values({ site_id: caller.siteId, id: body.Id, uid, version, mock_data: mock, url: body.Url ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return providerOf(row);
  }

  /** Deletes a provider (never an internal one). */
  async delete(caller: OnSite, dbId: number): Promise<void> {
    const p = await this.row(caller, dbId);
    if (isProtected(p.id)) throw badRequest('internal-provider', PROVIDER_MESSAGES.cannotDelete);
    await this.storage.db.deleteFrom('data_providers').where('db_id', '=', p.db_id).execute();
  }

  /**
   * Reads a `.srtbp` provider package (JSON: a list of providers, `{providers: [...]}` or one provider)
   * and flags the ids that already exist. Nothing is saved here.
   */
  async readImport(caller: OnSite, text: string): Promise<ImportProvidersResult> {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      throw badRequest('invalid-package', 'The provider package is not valid JSON');
    }
    const obj = doc as Record<string, unknown> | null;
    const list: unknown[] = Array.isArray(doc)
      ? doc
      : obj && typeof obj === 'object' && Array.isArray(obj.providers ?? obj.Providers)
        ? ((obj.providers ?? obj.Providers) as unknown[])
        : [doc];
    if (list.length > 1000)
      throw badRequest('invalid-package', 'The provider package holds too many providers');
    const existing = new Set((await this.list(caller)).map((p) => p.Id));
    const providers = list.map((item) => {
      const p = (item ?? {}) as Record<string, unknown>;
      const id = p.Id ?? p.id;
      if (typeof id !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(id))
        throw badRequest('invalid-package', 'A provider of the package has no valid Id');
      const version = p.Version ?? p.version ?? 1;
      if (!Number.isInteger(version))
        throw badRequest('invalid-package', `Provider ${id}: Version must be an integer`);
      const mock = p.MockData ?? p.mockData ?? {};
      const mockText = typeof mock === 'string' ? mock : JSON.stringify(mock, null, 2);
      checkJson(mockText);
      return {
        Id: id,
        Uid: String(p.Uid ?? p.uid ?? ''),
        Version: version as number,
        MockData: mockText,
        Exists: existing.has(id),
      };
    });
    return {
      Providers: providers,
      Warning: providers.some((p) => p.Exists) ? PROVIDER_MESSAGES.exists : null,
    };
  }
}
