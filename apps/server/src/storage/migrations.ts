import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './db';

/**
 * The one set of migrations (docs/operations.md#configuration), for both back-ends; only the auto-increment key differs.
 * Kysely's migrator records what ran and takes a lock, so several processes starting at once are safe.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('sites')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('email_domain', 'text', (c) => c.notNull())
          .addColumn('created', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('users')
          .addColumn('guid', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('given_name', 'text', (c) => c.notNull())
          .addColumn('family_name', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.unique())
          .addColumn('show_tutorial', 'integer', (c) => c.notNull())
          .addColumn('created', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('grants')
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addColumn('user_guid', 'text', (c) => c.notNull())
          .addColumn('role', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('grants_pk', ['site_id', 'user_guid'])
          .execute();
        await db.schema
          .createTable('folders')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('parent_id', 'integer')
          .addColumn('site_id', 'integer')
          .execute();
        await db.schema.createIndex('folders_site').on('folders').column('site_id').execute();
        await db.schema
          .createTable('templates')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('site_id', 'integer')
          .addColumn('folder_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('created', 'text', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('modified', 'text', (c) => c.notNull())
          .addColumn('deleted', 'integer', (c) => c.notNull())
          .addColumn('max_version', 'integer', (c) => c.notNull())
          .addColumn('latest_version', 'integer', (c) => c.notNull())
          .addColumn('spec_version', 'text', (c) => c.notNull())
          .addColumn('preview_enabled', 'integer', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('templates_site').on('templates').column('site_id').execute();
        await db.schema
          .createTable('template_versions')
          .addColumn('template_id', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('yaml', 'text', (c) => c.notNull())
          .addColumn('js_code', 'text', (c) => c.notNull())
          .addColumn('json_spec', 'text', (c) => c.notNull())
          .addColumn('data_providers', 'text', (c) => c.notNull())
          .addColumn('metadata', 'text', (c) => c.notNull())
          .addColumn('exports_images', 'integer', (c) => c.notNull())
          .addColumn('tests', 'text', (c) => c.notNull())
          .addColumn('diagnostics', 'text', (c) => c.notNull())
          .addColumn('spec_version', 'text', (c) => c.notNull())
          .addColumn('created', 'text', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('template_versions_pk', ['template_id', 'version'])
          .execute();
        await db.schema
          .createTable('builds')
          .addColumn('template_id', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('build_number', 'integer', (c) => c.notNull())
          .addColumn('created', 'text', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('required_ids7', 'text', (c) => c.notNull())
          .addColumn('package', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('builds_pk', ['template_id', 'version'])
          .execute();
        await db.schema
          .createTable('shares')
          .addColumn('template_id', 'text', (c) => c.notNull())
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('shares_pk', ['template_id', 'site_id'])
          .execute();
        await db.schema
          .createTable('data_providers')
          .addColumn('db_id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('site_id', 'integer', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('uid', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('mock_data', 'text', (c) => c.notNull())
          .addColumn('url', 'text')
          .addUniqueConstraint('data_providers_site_id', ['site_id', 'id'])
          .execute();
        await db.schema
          .createTable('sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_guid', 'text')
          .addColumn('site_id', 'integer')
          .addColumn('role', 'integer', (c) => c.notNull())
          .addColumn('csrf', 'text', (c) => c.notNull())
          .addColumn('created', 'text', (c) => c.notNull())
          .addColumn('expires', 'text', (c) => c.notNull())
          .addColumn('pending', 'text')
          .execute();
        await db.schema
          .createTable('presence')
          .addColumn('template_id', 'text', (c) => c.notNull())
          .addColumn('user_guid', 'text', (c) => c.notNull())
          .addColumn('last_seen', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('presence_pk', ['template_id', 'user_guid'])
          .execute();
        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // Issue 22 item 2: an account is bound to its OpenID Connect identity by issuer and subject (one
    // identity, one account); the single `subject` column (`issuer#sub`) is carried over and cleared.
    '0002-oidc-identity': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('users').addColumn('oidc_issuer', 'text').execute();
        await db.schema.alterTable('users').addColumn('oidc_subject', 'text').execute();
        await db.schema
          .createIndex('users_oidc_identity')
          .on('users')
          .columns(['oidc_issuer', 'oidc_subject'])
          .unique()
          .execute();
        const bound = await sql<{ guid: string; subject: string }>`
          select guid, subject from users where subject is not null`.execute(db);
        for (const { guid, subject } of bound.rows) {
          // An issuer is a URL without a fragment (OpenID Connect Discovery 1.0 §3), so its first '#' ends it.
          const hash = subject.indexOf('#');
          if (hash < 0) continue;
          await sql`update users set oidc_issuer = ${subject.slice(0, hash)},
            oidc_subject = ${subject.slice(hash + 1)}, subject = null where guid = ${guid}`.execute(db);
        }
      },
    },
  };
}

/** Runs every migration not yet run; throws with the failing migration's error. */
export async function migrate(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
