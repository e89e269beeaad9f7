import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import type { Storage } from '../storage/db';
import type { Providers } from './providers';
import { analyse } from './analyse';
import { insertVersion } from './templates';
import { randomUUID } from 'node:crypto';

/** The seeded demo site and users (docs/operations.md#the-seeded-demo-site-local-mode). */
export const DEMO = {
  site: {
    name: 'Demo Hospital',
    emailDomain: 'demo.local',
    description: 'The demo site of a fresh local start.',
  },
  users: [
    { email: 'provider@demo.local', given: 'Provider', family: 'Admin', role: 3 },
    { email: 'admin@demo.local', given: 'Site', family: 'Admin', role: 2 },
    { email: 'author@demo.local', given: 'Form', family: 'Author', role: 1 },
    { email: 'guest@demo.local', given: 'Guest', family: 'User', role: 0 },
  ],
  curatedRoot: 'Formwright',
} as const;

/** Makes sure the curated tree has its root folder (every start, both modes). */
export async function ensureCuratedRoot(storage: Storage): Promise<void> {
  const root = await storage.db
    .selectFrom('folders')
    .select('id')
    .where('site_id', 'is', null)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  if (!root)
    await storage.db
      .insertInto('folders')
      .values({ name: DEMO.curatedRoot, parent_id: null, site_id: null })
      .execute();
}

/**
 * Seeds a fresh local database (no site yet): the site Demo Hospital (email domain demo.local) with its
 * root folder, one user per role, the internal providers and the demo form. Does nothing otherwise.
 */
export async function seedDemo(
  storage: Storage,
  providers: Providers,
  demoFormPath: string | undefined,
  now: Date,
): Promise<boolean> {
  // Several processes may start at once on one PostgreSQL: one seeds, the others wait and find it done.
  if (storage.dialect === 'postgres') await sql`select pg_advisory_lock(7041)`.execute(storage.db);
  try {
    return await seedOnce(storage, providers, demoFormPath, now);
  } finally {
    if (storage.dialect === 'postgres') await sql`select pg_advisory_unlock(7041)`.execute(storage.db);
  }
}

async function seedOnce(
  storage: Storage,
  providers: Providers,
  demoFormPath: string | undefined,
  now: Date,
): Promise<boolean> {
  const any = await storage.db.selectFrom('sites').select('id').executeTakeFirst();
  if (any) return false;
  const created = now.toISOString();
  const site = await storage.db
    .insertInto('sites')
    .values({
      name: DEMO.site.name,
      description: DEMO.site.description,
      email_domain: DEMO.site.emailDomain,
      created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const root = await storage.db
    .insertInto('folders')
    .values({ name: DEMO.site.name, parent_id: null, site_id: site.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const u of DEMO.users) {
    const guid = randomUUID();
    await storage.db
      .insertInto('users')
      .values({
        guid,
        email: u.email,
        given_name: u.given,
        family_name: u.family,
        subject: null,
        show_tutorial: 1,
        created,
      })
      .execute();
    if (u.role > 0)
      await storage.db
        .insertInto('grants')
        .values({ site_id: site.id, user_guid: guid, role: u.role })
        .execute();
  }
  await providers.ensureInternal(site.id);
  if (demoFormPath) {
    let yaml: string | undefined;
    try {
      yaml = readFileSync(demoFormPath, 'utf8');
    } catch {
      yaml = undefined;
    }
    let script = '';
    try {
      script = readFileSync(demoFormPath.replace(/\.ya?ml$/, '.js'), 'utf8');
    } catch {
      script = '';
    }
    let tests = '';
    try {
      tests = readFileSync(demoFormPath.replace(/\.ya?ml$/, '.tests.yaml'), 'utf8');
    } catch {
      tests = '';
    }
    if (yaml !== undefined) {
      const analysis = await analyse(yaml, script, []);
      const id = randomUUID();
      const name = analysis.title ?? 'Demo form';
      await storage.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('templates')
          .values({
            id,
            site_id: site.id,
            folder_id: root.id,
            name,
            description: 'The built-in demo form.',
            created,
            created_by: 'provider@demo.local',
            modified: created,
            deleted: 0,
            max_version: 1,
            latest_version: 1,
            spec_version: analysis.specVersion,
            preview_enabled: 0,
          })
          .execute();
        await insertVersion(
          trx,
          id,
          1,
          {
            name,
            description: 'The built-in demo form.',
            yaml,
            jsCode: script,
            jsonSpec: '',
            dataProviders: [],
            metadata: null,
            exportsImages: false,
            tests,
          },
          analysis,
          'provider@demo.local',
          created,
        );
      });
    }
  }
  return true;
}
