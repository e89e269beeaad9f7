import type { Generated } from 'kysely';

/**
 * The tables, as kysely sees them. Booleans are integers 0/1 and timestamps ISO 8601 text, so the same
 * queries run on SQLite and PostgreSQL (docs/operations.md#configuration) and compare the same way.
 */
export interface Database {
  sites: SitesTable;
  users: UsersTable;
  grants: GrantsTable;
  folders: FoldersTable;
  templates: TemplatesTable;
  template_versions: VersionsTable;
  builds: BuildsTable;
  shares: SharesTable;
  data_providers: ProvidersTable;
  sessions: SessionsTable;
  presence: PresenceTable;
  settings: SettingsTable;
}

/** A site; email_domain decides who counts as an unverified user of it. */
export interface SitesTable {
  id: Generated<number>;
  name: string;
  description: string;
  email_domain: string;
  created: string;
}

/**
 * A user. `oidc_issuer` and `oidc_subject` are the OpenID Connect identity the account is bound to (both
 * null until its first OpenID Connect sign-in; unique together); `subject` is the column before migration
 * 0002 (`issuer#sub`), carried over and no longer written. `email` is stored trimmed and in lower case.
 */
export interface UsersTable {
  guid: string;
  email: string;
  given_name: string;
  family_name: string;
  subject: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  show_tutorial: number;
  created: string;
}

/** A user's role on a site (0-3); no row means role None there. */
export interface GrantsTable {
  site_id: number;
  user_guid: string;
  role: number;
}

/** A folder; site_id null marks a curated (provider-level) folder; parent_id null a root. */
export interface FoldersTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  site_id: number | null;
}

/** A form; site_id null for a curated form. max_version is the save serial's high-water mark. */
export interface TemplatesTable {
  id: string;
  site_id: number | null;
  folder_id: number;
  name: string;
  description: string;
  created: string;
  created_by: string;
  modified: string;
  deleted: number;
  max_version: number;
  /** The latest existing save-version and its SpecVersion (kept by saves and version deletes). */
  latest_version: number;
  spec_version: string;
  preview_enabled: number;
}

/** One save-version of a form, with the core's diagnostics of it (JSON text). */
export interface VersionsTable {
  template_id: string;
  version: number;
  name: string;
  description: string;
  yaml: string;
  js_code: string;
  json_spec: string;
  data_providers: string;
  metadata: string;
  exports_images: number;
  tests: string;
  diagnostics: string;
  spec_version: string;
  created: string;
  created_by: string;
}

/** A build of a version: the `.srtpkg` as Base64 text (portable between both back-ends). */
export interface BuildsTable {
  template_id: string;
  version: number;
  build_number: number;
  created: string;
  created_by: string;
  file_name: string;
  required_ids7: string;
  package: string;
}

/** A form shared with a site; site_id 0 means every site. */
export interface SharesTable {
  template_id: string;
  site_id: number;
}

/** A data provider of a site. */
export interface ProvidersTable {
  db_id: Generated<number>;
  site_id: number;
  id: string;
  uid: string;
  version: number;
  mock_data: string;
  url: string | null;
}

/** A session: the cookie holds a random token, the table its SHA-256 (a leaked table opens nothing). */
export interface SessionsTable {
  id: string;
  user_guid: string | null;
  site_id: number | null;
  role: number;
  csrf: string;
  created: string;
  expires: string;
  /** Pending OpenID Connect state (JSON), between SignIn and its callback. */
  pending: string | null;
}

/** Who has a form open, refreshed by the designer's poll. */
export interface PresenceTable {
  template_id: string;
  user_guid: string;
  last_seen: string;
}

/** Operator settings, such as the upgrading flag. */
export interface SettingsTable {
  key: string;
  value: string;
}
