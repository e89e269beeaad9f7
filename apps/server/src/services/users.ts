import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '@formwright/api';
import type { Caller, SignedIn } from '../context';
import type { Storage } from '../storage/db';

/** Users: first sight creates them with role None (no grant); the tutorial flag. */
export class Users {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date,
  ) {}

  /** The user with this email, created on first sight (role None, tutorial on). Answers the guid. */
  async ensure(email: string, givenName = '', familyName = '', subject?: string): Promise<string> {
    const normalized = email.trim().toLowerCase();
    const db = this.storage.db;
    if (subject) {
      const bySubject = await db
        .selectFrom('users')
        .select('guid')
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (bySubject) return bySubject.guid;
    }
    const found = await db
      .selectFrom('users')
      .select(['guid', 'subject'])
      .where('email', '=', normalized)
      .executeTakeFirst();
    if (found) {
      if (subject && !found.subject)
        await db.updateTable('users').set({ subject }).where('guid', '=', found.guid).execute();
      return found.guid;
    }
    const guid = randomUUID();
    await db
      .insertInto('users')
      .values({
        guid,
        email: normalized,
        given_name: givenName,
        family_name: familyName,
        subject: subject ?? null,
        show_tutorial: 1,
        created: this.now().toISOString(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const row = await db
      .selectFrom('users')
      .select('guid')
      .where('email', '=', normalized)
      .executeTakeFirstOrThrow();
    return row.guid;
  }

  /** The current-user answer of a caller (`GET /api/auth`). */
  async current(caller: SignedIn | Caller): Promise<CurrentUser | undefined> {
    if (!caller.user) return undefined;
    const site =
      caller.siteId === null
        ? undefined
        : await this.storage.db
            .selectFrom('sites')
            .select('name')
            .where('id', '=', caller.siteId)
            .executeTakeFirst();
    return {
      Guid: caller.user.guid,
      GivenName: caller.user.givenName,
      FamilyName: caller.user.familyName,
      Email: caller.user.email,
      Role: caller.role as CurrentUser['Role'],
      SiteId: caller.siteId,
      SiteName: site?.name ?? null,
      ShowTutorial: caller.user.showTutorial,
    };
  }

  /** Sets the tutorial flag. */
  async setShowTutorial(caller: SignedIn, value: boolean): Promise<void> {
    await this.storage.db
      .updateTable('users')
      .set({ show_tutorial: value ? 1 : 0 })
      .where('guid', '=', caller.user.guid)
      .execute();
  }
}

/** The operator's upgrading flag (docs/rest.md#the-rest-contract `GET /api/status/isupgrading`), kept in the database so
 * every process answers the same. */
export async function isUpgrading(storage: Storage): Promise<boolean> {
  const row = await storage.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'upgrading')
    .executeTakeFirst();
  return row?.value === 'true';
}

/** Sets the upgrading flag (the operator command `formwright-server upgrading on|off`). */
export async function setUpgrading(storage: Storage, on: boolean): Promise<void> {
  await storage.db
    .insertInto('settings')
    .values({ key: 'upgrading', value: String(on) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(on) }))
    .execute();
}
