import type { CreateSite, Site, SiteSummary, User } from '@formwright/api';
import type { Selectable } from 'kysely';
import type { OnSite, SignedIn } from '../context';
import { badRequest, notFound } from '../errors';
import type { Storage } from '../storage/db';
import type { SitesTable, UsersTable } from '../storage/schema';
import { folderOf } from './folders';

function summaryOf(s: Selectable<SitesTable>): SiteSummary {
  return { Id: s.id, Name: s.name, Description: s.description, EmailDomain: s.email_domain };
}

function userOf(u: Selectable<UsersTable>, role: number): User {
  return {
    Guid: u.guid,
    GivenName: u.given_name,
    FamilyName: u.family_name,
    Email: u.email,
    Role: role as User['Role'],
  };
}

/** The domain of an email address, lower case. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Sites, grants and user administration (docs/rest.md#the-rest-contract). */
export class Sites {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date,
  ) {}

  /** The user's sites (grants of role User or above), the current one flagged, with its folders. */
  async mine(caller: SignedIn): Promise<Site[]> {
    const rows = await this.storage.db
      .selectFrom('grants as g')
      .innerJoin('sites as s', 's.id', 'g.site_id')
      .selectAll('s')
      .select('g.role')
      .where('g.user_guid', '=', caller.user.guid)
      .where('g.role', '>=', 1)
      .orderBy('s.name')
      .execute();
    const folders = rows.length
      ? await this.storage.db
          .selectFrom('folders')
          .selectAll()
          .where(
            'site_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('id')
          .execute()
      : [];
    return rows.map((s) => ({
      ...summaryOf(s),
      IsCurrent: s.id === caller.siteId,
      Role: (s.id === caller.siteId ? caller.role : s.role) as Site['Role'],
      Folders: folders.filter((f) => f.site_id === s.id).map(folderOf),
    }));
  }

  /** Every site (ProviderAdmin). */
  async all(): Promise<SiteSummary[]> {
    return (await this.storage.db.selectFrom('sites').selectAll().orderBy('name').execute()).map(summaryOf);
  }

  /** Creates a site with its root folder (named after the site). */
  async create(body: CreateSite): Promise<SiteSummary> {
    return this.storage.db.transaction().execute(async (trx) => {
      const site = await trx
        .insertInto('sites')
        .values({
          name: body.Name.trim(),
          description: body.Description ?? '',
          email_domain: (body.EmailDomain ?? '').trim().toLowerCase(),
          created: this.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('folders')
        .values({ name: site.name, parent_id: null, site_id: site.id })
        .execute();
      return summaryOf(site);
    });
  }

  /** Changes a site's email domain. */
  async setEmailDomain(id: number, domain: string): Promise<SiteSummary> {
    const row = await this.storage.db
      .updateTable('sites')
      .set({ email_domain: domain.trim().toLowerCase() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    return summaryOf(row);
  }

  /** Sets a user's role on a site (any of the four; None removes the grant). */
  async setRole(siteId: number, guid: string, role: number): Promise<void> {
    const db = this.storage.db;
    const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
    const user = await db
      .selectFrom('users')
      .select('guid')
      .where('guid', '=', guid.toLowerCase())
      .executeTakeFirst();
    if (!site || !user) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('grants')
        .where('site_id', '=', siteId)
        .where('user_guid', '=', user.guid)
        .execute();
      if (role > 0)
        await trx.insertInto('grants').values({ site_id: siteId, user_guid: user.guid, role }).execute();
    });
  }

  /** Users of the current site with their roles there. */
  async users(caller: OnSite): Promise<User[]> {
    const rows = await this.storage.db
      .selectFrom('grants as g')
      .innerJoin('users as u', 'u.guid', 'g.user_guid')
      .selectAll('u')
      .select('g.role')
      .where('g.site_id', '=', caller.siteId)
      .orderBy('u.email')
      .execute();
    return rows.map((r) => userOf(r, r.role));
  }

  /** Users of the site's email domain without a grant on the site. */
  async unverified(caller: OnSite): Promise<User[]> {
    const site = await this.storage.db
      .selectFrom('sites')
      .select('email_domain')
      .where('id', '=', caller.siteId)
      .executeTakeFirstOrThrow();
    if (site.email_domain === '') return [];
    const rows = await this.storage.db
      .selectFrom('users as u')
      .selectAll('u')
      .where('u.email', 'like', `%@${site.email_domain.replace(/[%_\\]/g, '')}`)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('grants as g')
              .select('g.user_guid')
              .whereRef('g.user_guid', '=', 'u.guid')
              .where('g.site_id', '=', caller.siteId),
          ),
        ),
      )
      .orderBy('u.email')
      .execute();
    return rows.filter((u) => emailDomain(u.email) === site.email_domain).map((u) => userOf(u, 0));
  }

  /**
   * Grants users (by Guid) role User on the current site; users who already have a grant keep it. A site
   * Admin may add only users who belong to no other site (no grant elsewhere): a user of another site is
   * the same 404 as an unknown id; a ProviderAdmin may add anyone.
   */
  async add(caller: OnSite, guids: readonly string[]): Promise<void> {
    const wanted = [...new Set(guids.map((g) => g.toLowerCase()))];
    let query = this.storage.db.selectFrom('users as u').select('u.guid').where('u.guid', 'in', wanted);
    if (caller.role < 3)
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('grants as g')
              .select('g.user_guid')
              .whereRef('g.user_guid', '=', 'u.guid')
              .where('g.site_id', '!=', caller.siteId)
              .where('g.role', '>=', 1),
          ),
        ),
      );
    const found = await query.execute();
    if (found.length !== wanted.length) throw notFound();
    await this.storage.db.transaction().execute(async (trx) => {
      for (const { guid } of found)
        await trx
          .insertInto('grants')
          .values({ site_id: caller.siteId, user_guid: guid, role: 1 })
          .onConflict((oc) => oc.columns(['site_id', 'user_guid']).doNothing())
          .execute();
    });
  }

  /** Removes a user from the current site (a site admin cannot remove a ProviderAdmin, nor themselves). */
  async remove(caller: OnSite, guid: string): Promise<void> {
    const g = guid.toLowerCase();
    if (g === caller.user.guid) throw badRequest('remove-self', 'You cannot remove yourself from the site.');
    const grant = await this.storage.db
      .selectFrom('grants')
      .select('role')
      .where('site_id', '=', caller.siteId)
      .where('user_guid', '=', g)
      .executeTakeFirst();
    if (!grant) throw notFound();
    if (grant.role > caller.role)
      throw badRequest('role-above-yours', 'You cannot remove a user with a higher role than yours.');
    await this.storage.db
      .deleteFrom('grants')
      .where('site_id', '=', caller.siteId)
      .where('user_guid', '=', g)
      .execute();
  }

  /** Sets users of the current site to role User or Admin (effective at their next sign-in). */
  async setRoles(caller: OnSite, guids: readonly string[], role: 1 | 2): Promise<void> {
    const wanted = [...new Set(guids.map((g) => g.toLowerCase()))];
    const grants = await this.storage.db
      .selectFrom('grants')
      .select(['user_guid', 'role'])
      .where('site_id', '=', caller.siteId)
      .where('user_guid', 'in', wanted)
      .execute();
    if (grants.length !== wanted.length) throw notFound();
    if (grants.some((g) => g.role > caller.role))
      throw badRequest(
        'role-above-yours',
        'You cannot change the role of a user with a higher role than yours.',
      );
    await this.storage.db
      .updateTable('grants')
      .set({ role })
      .where('site_id', '=', caller.siteId)
      .where('user_guid', 'in', wanted)
      .execute();
  }
}
