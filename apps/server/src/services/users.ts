import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '@formwright/api';
import type { Caller, SignedIn } from '../context';
import type { Storage } from '../storage/db';

/** A trimmed, lower-case e-mail address: how addresses are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The identity an OpenID Connect sign-in proved: its issuer and subject, and the claims about it. */
export interface OidcIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | undefined;
  /** The provider's `email_verified` claim was true. */
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
}

/**
 * The account an identity signs in to, or why it may not: the provider gave no e-mail
 * (`no-email`), a first sign-in with an unverified address (`email-not-verified`), the address's account
 * is bound to another identity (`account-bound`).
 */
export type IdentityOutcome =
  | { readonly guid: string; readonly refused?: undefined }
  | { readonly refused: 'no-email' | 'email-not-verified' | 'account-bound' };

/** Users: first sight creates them with role None (no grant); the tutorial flag. */
export class Users {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date,
  ) {}

  /**
   * The user with this email, created on first sight (role None, tutorial on). Answers the guid. For the
   * debug sign-in, debug register and the operator's `grant`; an OpenID Connect sign-in goes through
   * {@link signInIdentity}.
   */
  async ensure(email: string, givenName = '', familyName = ''): Promise<string> {
    const normalized = normalizeEmail(email);
    const db = this.storage.db;
    const found = await db
      .selectFrom('users')
      .select('guid')
      .where('email', '=', normalized)
      .executeTakeFirst();
    if (found) return found.guid;
    const guid = randomUUID();
    await db
      .insertInto('users')
      .values({
        guid,
        email: normalized,
        given_name: givenName,
        family_name: familyName,
        subject: null,
        oidc_issuer: null,
        oidc_subject: null,
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

  /**
   * The account of an OpenID Connect identity (issue 22 item 2, docs/operations.md#openid-connect):
   * the account bound to this issuer and subject; else, only when the provider says the e-mail is
   * verified, the account of that (normalised) address if it is bound to no identity yet (it is bound
   * now), or a new account bound to the identity. Never re-links an account bound to another identity.
   */
  async signInIdentity(identity: OidcIdentity): Promise<IdentityOutcome> {
    const db = this.storage.db;
    const bound = () =>
      db
        .selectFrom('users')
        .select(['guid', 'email'])
        .where('oidc_issuer', '=', identity.issuer)
        .where('oidc_subject', '=', identity.subject)
        .executeTakeFirst();
    for (let attempt = 0; attempt < 2; attempt++) {
      const mine = await bound();
      const email = identity.email === undefined ? '' : normalizeEmail(identity.email);
      if (mine) {
        // The identity's address changed at the provider: follow it when verified and free.
        if (identity.emailVerified && email && email !== mine.email)
          await db
            .updateTable('users')
            .set({ email })
            .where('guid', '=', mine.guid)
            .where((eb) =>
              eb.not(eb.exists(eb.selectFrom('users as o').select('o.guid').where('o.email', '=', email))),
            )
            .execute()
            .catch(() => undefined); // taken meanwhile: the account keeps its address
        return { guid: mine.guid };
      }
      if (!email) return { refused: 'no-email' };
      if (!identity.emailVerified) return { refused: 'email-not-verified' };
      const byEmail = await db
        .selectFrom('users')
        .select(['guid', 'oidc_subject'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (byEmail) {
        if (byEmail.oidc_subject !== null) return { refused: 'account-bound' };
        // Bound only while still unbound, so two identities racing for one account cannot both win.
        const res = await db
          .updateTable('users')
          .set({ oidc_issuer: identity.issuer, oidc_subject: identity.subject })
          .where('guid', '=', byEmail.guid)
          .where('oidc_subject', 'is', null)
          .executeTakeFirst();
        if (res.numUpdatedRows > 0n) return { guid: byEmail.guid };
        continue;
      }
      const guid = randomUUID();
      const inserted = await db
        .insertInto('users')
        .values({
          guid,
          email,
          given_name: identity.givenName,
          family_name: identity.familyName,
          subject: null,
          oidc_issuer: identity.issuer,
          oidc_subject: identity.subject,
          show_tutorial: 1,
          created: this.now().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
        .then((r) => (r.numInsertedOrUpdatedRows ?? 0n) > 0n);
      if (inserted) return { guid };
      // Another sign-in created the address or the identity meanwhile: decide again.
    }
    return { refused: 'account-bound' };
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
