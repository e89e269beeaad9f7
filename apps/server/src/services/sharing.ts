import type { ActiveUser, Preview, Share } from '@formwright/api';
import type { OnSite } from '../context';
import { notFound } from '../errors';
import type { Storage } from '../storage/db';
import type { Access } from './access';

/** The designer polls presence every 60 s; an entry expires after two missed polls (issue 11). */
export const PRESENCE_POLL_MS = 60_000;
/** How long a presence entry lives without a poll. */
export const PRESENCE_TTL_MS = 2 * PRESENCE_POLL_MS + 5_000;

/** Preview availability, the public preview, sharing with sites, and who else is editing. */
export class Sharing {
  constructor(
    private readonly storage: Storage,
    private readonly access: Access,
    private readonly now: () => Date,
  ) {}

  /** Whether the public preview of a form is enabled. */
  async previewEnabled(caller: OnSite, id: string): Promise<boolean> {
    const t = await this.access.readable(caller, id);
    return t.preview_enabled === 1;
  }

  /** Enables or disables the public preview. */
  async setPreviewEnabled(caller: OnSite, id: string, enabled: boolean): Promise<boolean> {
    const t = await this.access.writable(caller, id);
    await this.storage.db
      .updateTable('templates')
      .set({ preview_enabled: enabled ? 1 : 0 })
      .where('id', '=', t.id)
      .execute();
    return enabled;
  }

  /** The public preview (no sign-in): only while enabled and not deleted; otherwise the plain 404. */
  async preview(id: string, version: number | undefined): Promise<Preview> {
    const t = await this.storage.db
      .selectFrom('templates')
      .selectAll()
      .where('id', '=', id.toLowerCase())
      .executeTakeFirst();
    if (!t || t.preview_enabled !== 1 || t.deleted !== 0) throw notFound();
    const v = await this.storage.db
      .selectFrom('template_versions')
      .select(['version', 'name', 'yaml', 'js_code', 'spec_version'])
      .where('template_id', '=', t.id)
      .where('version', '=', version ?? t.latest_version)
      .executeTakeFirst();
    if (!v) throw notFound();
    return {
      Id: t.id,
      Name: v.name,
      Version: v.version,
      SpecVersion: v.spec_version,
      Yaml: v.yaml,
      FullCode: v.js_code,
    };
  }

  /** The sharing of a form: undefined when not shared (the route answers 204), null SiteIds for all. */
  async share(caller: OnSite, id: string): Promise<Share | undefined> {
    const t = await this.access.writable(caller, id);
    const rows = await this.storage.db
      .selectFrom('shares')
      .select('site_id')
      .where('template_id', '=', t.id)
      .orderBy('site_id')
      .execute();
    if (rows.length === 0) return undefined;
    if (rows.some((r) => r.site_id === 0)) return { SiteIds: null };
    return { SiteIds: rows.map((r) => r.site_id) };
  }

  /** Shares a form with sites (null: all sites; []: none). Ids of unknown sites are ignored. */
  async setShare(caller: OnSite, id: string, siteIds: readonly number[] | null): Promise<Share> {
    const t = await this.access.writable(caller, id);
    let ids: number[] = [0];
    if (siteIds !== null) {
      const wanted = [...new Set(siteIds)].filter((s) => s !== caller.siteId);
      ids =
        wanted.length === 0
          ? []
          : (await this.storage.db.selectFrom('sites').select('id').where('id', 'in', wanted).execute()).map(
              (r) => r.id,
            );
    }
    await this.storage.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('shares').where('template_id', '=', t.id).execute();
      if (ids.length > 0)
        await trx
          .insertInto('shares')
          .values(ids.map((site_id) => ({ template_id: t.id, site_id })))
          .execute();
    });
    return { SiteIds: siteIds === null ? null : ids.sort((a, b) => a - b) };
  }

  /** Registers the caller on a form and answers the other users seen within the last two polls. */
  async activeUsers(caller: OnSite, id: string): Promise<ActiveUser[]> {
    const t = await this.access.readable(caller, id);
    const now = this.now();
    const seen = now.toISOString();
    await this.storage.db
      .insertInto('presence')
      .values({ template_id: t.id, user_guid: caller.user.guid, last_seen: seen })
      .onConflict((oc) => oc.columns(['template_id', 'user_guid']).doUpdateSet({ last_seen: seen }))
      .execute();
    const since = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
    await this.storage.db.deleteFrom('presence').where('last_seen', '<', since).execute();
    const rows = await this.storage.db
      .selectFrom('presence as p')
      .innerJoin('users as u', 'u.guid', 'p.user_guid')
      .select(['u.guid', 'u.given_name', 'u.family_name', 'u.email'])
      .where('p.template_id', '=', t.id)
      .where('p.user_guid', '!=', caller.user.guid)
      // A shared or curated form is open on several sites: show only users of the caller's site.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('grants as g')
            .select('g.user_guid')
            .whereRef('g.user_guid', '=', 'p.user_guid')
            .where('g.site_id', '=', caller.siteId)
            .where('g.role', '>=', 1),
        ),
      )
      .orderBy('u.email')
      .execute();
    return rows.map((r) => ({
      Guid: r.guid,
      GivenName: r.given_name,
      FamilyName: r.family_name,
      Email: r.email,
    }));
  }

  /** Removes the caller from every form. */
  async disconnect(caller: OnSite): Promise<void> {
    await this.storage.db.deleteFrom('presence').where('user_guid', '=', caller.user.guid).execute();
  }
}
