import type { JsonSchema } from './schema';
import * as c from './schemas/common';
import * as b from './schemas/builds';
import * as f from './schemas/folders';
import * as p from './schemas/providers';
import * as s from './schemas/session';
import * as si from './schemas/sites';
import * as t from './schemas/templates';

/** The provider's name where the product specification writes `{product}` or `{provider}` (docs/architecture.md#architecture). */
export const PRODUCT = 'Formwright';

/** HTTP methods the contract uses. */
export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call a route: `public` (no sign-in), `signin` (the sign-in endpoints: no session needed, local
 * mode only for the debug ones), `session` (any signed-in user, role None too), or a minimum role number.
 */
export type Access = 'public' | 'signin' | 'session' | 1 | 2 | 3;

/** One call of docs/rest.md#the-rest-contract. Paths are written as the spec writes them; they match without regard to case. */
export interface RouteDef {
  /** The outer-app operation name of docs/rest.md#the-rest-contract (or a descriptive name where the spec gives none). */
  readonly operation: string;
  readonly method: Method;
  /** Path with `{name}` parameters; a trailing `{name?}` is optional. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly params?: JsonSchema;
  readonly body?: JsonSchema;
  /** The 200 answer; `text` for plain text; absent for no body. */
  readonly response?: JsonSchema | 'text';
  /** True when the route may answer 204 with no content (docs/rest.md#the-rest-contract: "204 means none"). */
  readonly noContent?: boolean;
}

/** Builds the table with literal types kept, so clients can look a route up by operation. */
function table<const T extends readonly RouteDef[]>(routes: T): T {
  return routes;
}

/** Every route of docs/rest.md#the-rest-contract (and the identity area of issue 11), in the spec's order. */
export const routes = table([
  // Session, status, user
  {
    operation: 'getStatus',
    method: 'GET',
    path: '/api/status',
    access: 'public',
    summary:
      'Server status from the state the server keeps (no query per call); Status is OK while the database answers and takes writes, 503 Unavailable with the Reason otherwise.',
    response: s.statusSchema,
  },
  {
    operation: 'getIsUpgrading',
    method: 'GET',
    path: '/api/status/isupgrading',
    access: 'public',
    summary: 'Whether an upgrade is announced (operator command).',
    response: s.upgradingSchema,
  },
  {
    operation: 'getCurrentUser',
    method: 'GET',
    path: '/api/auth',
    access: 'session',
    summary: 'The signed-in user (401 when none).',
    response: s.currentUserSchema,
  },
  {
    operation: 'getCsrfToken',
    method: 'GET',
    path: '/api/auth/csrf',
    access: 'public',
    summary: 'The CSRF token as plain text, for the x-csrf-token header.',
    response: 'text',
  },
  {
    operation: 'getShowTutorial',
    method: 'GET',
    path: '/api/user/showTutorial',
    access: 'session',
    summary: 'Whether the first-use tutorial shows.',
    response: s.showTutorialSchema,
  },
  {
    operation: 'setShowTutorial',
    method: 'POST',
    path: '/api/user/showTutorial/{value}',
    access: 'session',
    summary: 'Set the tutorial flag.',
    params: s.tutorialValueParams,
    response: s.showTutorialSchema,
  },
  {
    operation: 'debugSignIn',
    method: 'POST',
    path: '/api/debugauthentication',
    access: 'signin',
    summary: 'Debug sign-in by login (local mode only).',
    body: s.debugLoginSchema,
    response: s.currentUserSchema,
  },
  {
    operation: 'debugRegister',
    method: 'POST',
    path: '/api/debugauthentication/register',
    access: 'signin',
    summary: 'Debug register and sign-in (local mode only); a new user has role None.',
    body: s.debugRegisterSchema,
    response: s.currentUserSchema,
  },
  {
    operation: 'signIn',
    method: 'GET',
    path: '/Identity/Account/SignIn',
    access: 'public',
    summary: 'Browser navigation: OpenID Connect sign-in (authorisation code with PKCE).',
  },
  {
    operation: 'signInCallback',
    method: 'GET',
    path: '/Identity/Account/SignInCallback',
    access: 'public',
    summary: 'OpenID Connect redirect target.',
  },
  {
    operation: 'signOut',
    method: 'POST',
    path: '/Identity/Account/SignOut',
    access: 'public',
    summary:
      "Ends the session (204) with the session's x-csrf-token (403 without); a GET is refused with 405.",
  },
  {
    operation: 'getOpenApi',
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This contract as an OpenAPI 3.1 document.',
    response: { type: 'object', description: 'An OpenAPI 3.1 document.' },
  },

  // Forms
  {
    operation: 'saveChanges',
    method: 'POST',
    path: '/api/Templates',
    access: 1,
    summary:
      'Save a form: a new save-version (409 with LatestVersion when based on an older version). The server works out JsonSpec (the YAML as JSON) and fills in the data providers and ExportsImages the request leaves out, from the specification.',
    body: t.saveTemplateSchema,
    response: t.saveTemplateResultSchema,
  },
  {
    operation: 'getAllTemplates',
    method: 'GET',
    path: '/api/Templates',
    access: 1,
    summary: 'Latest version of every form of the current site, deleted ones flagged.',
    response: t.templateListSchema,
  },
  {
    operation: 'getFormwrightTemplates',
    method: 'GET',
    path: '/api/templates/formwrighttemplates',
    access: 1,
    summary: 'Curated forms (latest versions).',
    response: t.templateListSchema,
  },
  {
    operation: 'getSharedTemplates',
    method: 'GET',
    path: '/api/templates/shared',
    access: 1,
    summary: 'Forms other sites share with this site or with all.',
    response: t.sharedTemplateListSchema,
  },
  {
    operation: 'getTemplateVersionsById',
    method: 'GET',
    path: '/api/templates/versions/{id}',
    access: 1,
    summary: 'The versions of a form, newest first.',
    params: c.idParams,
    response: t.versionListSchema,
  },
  {
    operation: 'getTemplateById',
    method: 'GET',
    path: '/api/Templates/{id}/{version?}',
    access: 1,
    summary: 'A form, latest or the given save-version.',
    params: c.idVersionParams,
    response: t.templateSchema,
  },
  {
    operation: 'deleteTemplate',
    method: 'DELETE',
    path: '/api/Templates/{id}/{version}',
    access: 1,
    summary:
      'Soft delete (true), undo (false), permanent whole-form delete (permanent; only without builds) or one version (a number).',
    params: t.deleteTemplateParams,
    response: c.okSchema,
  },
  {
    operation: 'deleteTemplateVersions',
    method: 'DELETE',
    path: '/api/Templates/delete',
    access: 1,
    summary: 'Delete versions (never one with a build).',
    body: t.deleteVersionsSchema,
    response: c.okSchema,
  },
  {
    operation: 'moveTemplate',
    method: 'POST',
    path: '/api/Templates/move',
    access: 1,
    summary: 'Move a form into a folder (under the drag-and-drop rules of the form list).',
    body: t.moveTemplateSchema,
    response: c.okSchema,
  },
  {
    operation: 'copyTemplate',
    method: 'POST',
    path: '/api/templates/copy',
    access: 1,
    summary: 'Copy a form into a folder as a new form at version 1.',
    body: t.copyTemplateSchema,
    response: t.saveTemplateResultSchema,
  },
  {
    operation: 'getAllLatestVersions',
    method: 'POST',
    path: '/api/admin/getallsitetemplates',
    access: 2,
    summary: 'Every latest version of the site, for FormPackage.fp (admins).',
    response: t.allSiteTemplatesSchema,
  },
  {
    operation: 'importFormPackage',
    method: 'POST',
    path: '/api/templates/importPackage/{id}',
    access: 1,
    summary: 'Import the forms of a package into folder {id}.',
    params: t.folderIdParams,
    body: t.importPackageSchema,
    response: t.importPackageResultSchema,
  },
  {
    operation: 'getAvailableForPreview',
    method: 'GET',
    path: '/api/templates/availableForPreview/{id}',
    access: 1,
    summary: 'Whether the public preview is enabled.',
    params: c.idParams,
    response: t.previewAvailabilitySchema,
  },
  {
    operation: 'setAvailableForPreview',
    method: 'POST',
    path: '/api/templates/availableForPreview/{id}',
    access: 1,
    summary: 'Enable or disable the public preview.',
    params: c.idParams,
    body: t.setPreviewAvailabilitySchema,
    response: t.previewAvailabilitySchema,
  },
  {
    operation: 'getPreviewTemplate',
    method: 'GET',
    path: '/api/Templates/preview/{id}/{version?}',
    access: 'public',
    summary:
      'Public preview (no sign-in), only while enabled; 404 without detail otherwise. Serves the asked save-version, or the latest, whether built or not: the Share tab offers the link so an author can have a draft reviewed before building it.',
    params: c.idVersionParams,
    response: t.previewSchema,
  },
  {
    operation: 'getTemplateShare',
    method: 'GET',
    path: '/api/templates/share/{id}',
    access: 1,
    summary: 'Sharing of a form (204 when not shared).',
    params: c.idParams,
    response: t.shareSchema,
    noContent: true,
  },
  {
    operation: 'shareTemplate',
    method: 'POST',
    path: '/api/templates/share/{id}',
    access: 1,
    summary: 'Share with site ids, null for all, [] for none.',
    params: c.idParams,
    body: t.shareRequestSchema,
    response: t.shareSchema,
  },
  {
    operation: 'getActiveUsersForTemplate',
    method: 'POST',
    path: '/api/templates/{id}/currentUsers',
    access: 1,
    summary: 'Register the caller on the form; answer the other active users.',
    params: c.idParams,
    response: t.activeUserListSchema,
  },
  {
    operation: 'disconnectCurrentUserFromTemplates',
    method: 'DELETE',
    path: '/api/templates/currentUser',
    access: 1,
    summary: 'Remove the caller from every form.',
    response: c.okSchema,
  },

  // Folders
  {
    operation: 'saveFolder',
    method: 'POST',
    path: '/api/Templates/folder',
    access: 1,
    summary: "Create (Id null; name 'New Folder' by default) or rename a site folder.",
    body: f.saveFolderSchema,
    response: f.folderSchema,
  },
  {
    operation: 'moveFolder',
    method: 'POST',
    path: '/api/Templates/folder/move',
    access: 1,
    summary: 'Move a folder (never into itself or a descendant; never a root).',
    body: f.moveFolderSchema,
    response: c.okSchema,
  },
  {
    operation: 'deleteFolder',
    method: 'DELETE',
    path: '/api/Templates/folder/{id}',
    access: 1,
    summary: 'Delete an empty folder (never a root).',
    params: c.dbIdParams,
    response: c.okSchema,
  },
  {
    operation: 'getFormwrightFolders',
    method: 'GET',
    path: '/api/Templates/folder/formwright',
    access: 1,
    summary: 'Curated folders.',
    response: f.folderListSchema,
  },
  {
    operation: 'saveFormwrightFolder',
    method: 'POST',
    path: '/api/formwrightadmin/addformwrightfolder',
    access: 3,
    summary: 'Create or rename a curated folder (ProviderAdmin).',
    body: f.saveFolderSchema,
    response: f.folderSchema,
  },

  // Build
  {
    operation: 'buildIds7Package',
    method: 'POST',
    path: '/api/Build/{id}/{version?}',
    access: 1,
    summary:
      'Build the .srtpkg of a version (latest when absent); refused with the diagnostics when the form has errors.',
    params: c.idVersionParams,
    body: b.buildRequestSchema,
    response: b.buildResultSchema,
  },
  {
    operation: 'getBuildInfo',
    method: 'GET',
    path: '/api/Build/{id}',
    access: 1,
    summary: 'All builds of a form (204 when none).',
    params: c.idParams,
    response: b.buildInfoListSchema,
    noContent: true,
  },
  {
    operation: 'getBuild',
    method: 'GET',
    path: '/api/Build/{id}/{version}',
    access: 1,
    summary: 'The build of a version with its package (204 when none).',
    params: c.idVersionParams,
    response: b.buildResultSchema,
    noContent: true,
  },

  // Sites, users
  {
    operation: 'getSites',
    method: 'GET',
    path: '/api/sites',
    access: 'session',
    summary: "The user's sites with the current one flagged and its folders.",
    response: si.siteListSchema,
  },
  {
    operation: 'setCurrentSite',
    method: 'POST',
    path: '/api/sites/set/{id}',
    access: 'session',
    summary: "Switch the current site among the user's grants.",
    params: si.siteIdParams,
    response: s.currentUserSchema,
  },
  {
    operation: 'getCurrentSiteUsers',
    method: 'GET',
    path: '/api/admin',
    access: 2,
    summary: 'Users of the current site.',
    response: { type: 'array', items: s.userSchema },
  },
  {
    operation: 'addUsersToSite',
    method: 'POST',
    path: '/api/admin/add',
    access: 2,
    summary: 'Grant users (by Guid) role User on the current site (from their next sign-in).',
    body: si.guidListSchema,
    response: c.okSchema,
  },
  {
    operation: 'removeUserFromSite',
    method: 'POST',
    path: '/api/admin/remove',
    access: 2,
    summary: 'Remove a user from the current site (applies at once, also to open sessions).',
    body: si.removeUserSchema,
    response: c.okSchema,
  },
  {
    operation: 'getUnverifiedUsers',
    method: 'GET',
    path: '/api/admin/unverifiedusers',
    access: 2,
    summary: "Users of the site's email domain without a grant.",
    response: { type: 'array', items: s.userSchema },
  },
  {
    operation: 'setUsersRole',
    method: 'POST',
    path: '/api/admin/setrole/{role}',
    access: 2,
    summary:
      'Set users to User or Admin (a raised role applies at their next sign-in, a lowered one at once).',
    params: si.setRoleParams,
    body: si.guidListSchema,
    response: c.okSchema,
  },
  {
    operation: 'getAllSites',
    method: 'GET',
    path: '/api/FormwrightAdmin',
    access: 3,
    summary: 'All sites (ProviderAdmin).',
    response: si.siteSummaryListSchema,
  },
  {
    operation: 'createSite',
    method: 'POST',
    path: '/api/FormwrightAdmin/createSite',
    access: 3,
    summary: 'Create a site with its root folder.',
    body: si.createSiteSchema,
    response: si.siteSummarySchema,
  },
  {
    operation: 'setUser',
    method: 'POST',
    path: '/api/FormwrightAdmin/{id}/setUser',
    access: 3,
    summary:
      "Set a user's role on site {id} (a raised role applies at the next sign-in, a lowered one at once).",
    params: si.siteIdParams,
    body: si.setUserSchema,
    response: c.okSchema,
  },
  {
    operation: 'setSiteEmailDomain',
    method: 'POST',
    path: '/api/FormwrightAdmin/setemail',
    access: 3,
    summary: "Change a site's email domain.",
    body: si.setEmailDomainSchema,
    response: si.siteSummarySchema,
  },

  // Data providers
  {
    operation: 'getProviders',
    method: 'GET',
    path: '/api/Dataproviders',
    access: 1,
    summary: "The site's data providers, internal ones included.",
    response: p.dataProviderListSchema,
  },
  {
    operation: 'saveProvider',
    method: 'POST',
    path: '/api/Dataproviders/save',
    access: 1,
    summary: 'Create or update a provider (MockData must be JSON).',
    body: p.saveDataProviderSchema,
    response: p.dataProviderSchema,
  },
  {
    operation: 'deleteProvider',
    method: 'DELETE',
    path: '/api/Dataproviders/{id}',
    access: 1,
    summary: 'Delete a provider by DbId (never an internal one).',
    params: c.dbIdParams,
    response: c.okSchema,
  },
  {
    operation: 'importProviders',
    method: 'POST',
    path: '/api/Dataproviders/import',
    access: 1,
    summary: 'Read a .srtbp provider package, flagging ids that already exist.',
    body: p.importProvidersSchema,
    response: p.importProvidersResultSchema,
  },
  {
    operation: 'getStructuredData',
    method: 'POST',
    path: '/api/DataProviderInternal/v1/GetStructuredData',
    access: 1,
    summary: "Provider data from the site's mocks or site-hosted providers.",
    response: p.structuredDataSchema,
  },
] as const);

/** A route of the table. */
export type Route = (typeof routes)[number];
/** An operation name of the table. */
export type Operation = Route['operation'];

/** The route of an operation. */
export function routeOf<O extends Operation>(operation: O): Extract<Route, { operation: O }> {
  const found = routes.find((r) => r.operation === operation);
  if (!found) throw new Error(`Unknown operation ${operation}`);
  return found as Extract<Route, { operation: O }>;
}

/** The path with parameters filled in (`/api/Templates/{id}/{version?}` with `{id}` → `/api/Templates/ab…`). */
export function pathOf(
  route: Pick<RouteDef, 'path'>,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return route.path.replace(/\/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Missing path parameter ${name} of ${route.path}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** The path in Fastify's syntax (`:name`, `:name?`). */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) => `:${name}${optional ?? ''}`);
}
