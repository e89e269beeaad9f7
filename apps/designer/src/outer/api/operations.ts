/**
 * The outer app's named server operations (docs/rest.md#the-rest-contract): one client typed by packages/api's
 * route table, the way ts-rest types a client by its contract. The method and path of each call, its path
 * parameters, its body and its answer all come from there (`CallArgs`, `AnswerOf`), never written twice:
 * a schema changed in packages/api breaks the call that no longer matches. Every screen reaches the server
 * through these and nothing else.
 */
import {
  pathOf,
  routeOf,
  type AnswerOf,
  type CallArgs,
  type ClientBody,
  type ClientParams,
  type Operation,
  type RoleNumber,
} from '@formwright/api';
import type { Http } from './http';

/** Makes the operations over one http client. */
export function createOperations(http: Http) {
  /** Calls a route of the table by its operation name, with its path parameters and body as the table types them. */
  function op<O extends Operation>(operation: O, ...args: CallArgs<O>): Promise<AnswerOf<O>> {
    const [params, body] = args as readonly [
      Readonly<Record<string, string | number | undefined>>?,
      unknown?,
    ];
    const route = routeOf(operation);
    return http.call<AnswerOf<O>>(route.method, pathOf(route, params), body);
  }
  return {
    op,
    /** GET /api/status: true when its Status is OK (case-insensitive). */
    async getStatus(): Promise<boolean> {
      const answer = await op('getStatus');
      return typeof answer?.Status === 'string' && answer.Status.toLowerCase() === 'ok';
    },
    isUpgrading: () => op('getIsUpgrading'),
    getCurrentUser: () => op('getCurrentUser'),
    getShowTutorial: async () => (await op('getShowTutorial'))?.ShowTutorial === true,
    setShowTutorial: (value: boolean) => op('setShowTutorial', { value: value ? 'true' : 'false' }),
    debugSignIn: (login: string) => op('debugSignIn', undefined, { login }),

    getAllTemplates: () => op('getAllTemplates'),
    getFormwrightTemplates: () => op('getFormwrightTemplates'),
    getSharedTemplates: () => op('getSharedTemplates'),
    getFormwrightFolders: () => op('getFormwrightFolders'),
    saveFormwrightFolder: (id: number | null, name: string, parent: number | null) =>
      op('saveFormwrightFolder', undefined, { Id: id, ParentId: parent, Name: name }),
    saveFolder: (id: number | null, name: string, parent: number | null) =>
      op('saveFolder', undefined, { ParentId: parent, Name: name, Id: id }),
    deleteFolder: (id: ClientParams<'deleteFolder'>['id']) => op('deleteFolder', { id }),
    moveFolder: (folderId: number, targetId: number) =>
      op('moveFolder', undefined, { Id: folderId, ParentId: targetId }),
    moveTemplate: (templateId: string, folderId: number) =>
      op('moveTemplate', undefined, { Id: templateId, FolderId: folderId }),
    copyTemplate: (templateId: string, folderId: number) =>
      op('copyTemplate', undefined, { Id: templateId, FolderId: folderId, MaxVersion: 1, Deleted: false }),
    /** Soft delete (true), undo (false), or 'permanent' for the whole form. */
    deleteTemplate: (templateId: string, flag: boolean | 'permanent') =>
      op('deleteTemplate', { id: templateId, version: String(flag) }),
    getAllLatestVersions: () => op('getAllLatestVersions'),
    getTemplateById: (id: string, version?: number) => op('getTemplateById', { id, version }),
    getTemplateVersionsById: (id: string) => op('getTemplateVersionsById', { id }),
    deleteTemplateVersions: (templateId: string, versions: readonly number[]) =>
      op('deleteTemplateVersions', undefined, { Id: templateId, Versions: versions }),
    getBuildInfo: (id: string) => op('getBuildInfo', { id }),
    getBuild: (id: string, version: number) => op('getBuild', { id, version }),
    buildIds7Package: (id: string, version: number | undefined, body: ClientBody<'buildIds7Package'>) =>
      op('buildIds7Package', { id, version }, body),
    getPreviewTemplate: (id: string, version?: number) => op('getPreviewTemplate', { id, version }),
    getAvailableForPreview: (id: string) => op('getAvailableForPreview', { id }),
    setAvailableForPreview: (id: string, enabled: boolean) =>
      op('setAvailableForPreview', { id }, { Enabled: enabled }),
    getTemplateShare: (id: string) => op('getTemplateShare', { id }),
    shareTemplate: (id: string, siteIds: readonly number[] | null) => op('shareTemplate', { id }, siteIds),
    getSites: () => op('getSites'),
    /** The current site's folders (GET /api/sites carries them with each site; the form list reads them). */
    getSiteFolders: async () => {
      const sites = await op('getSites');
      return (sites.find((s) => s.IsCurrent) ?? sites[0])?.Folders ?? [];
    },
    setSite: (id: number) => op('setCurrentSite', { id }),
    getAllSites: () => op('getAllSites'),
    getProviders: () => op('getProviders'),
    saveProvider: (provider: ClientBody<'saveProvider'>) => op('saveProvider', undefined, provider),
    deleteProvider: (dbId: number) => op('deleteProvider', { id: dbId }),
    getStructuredData: () => op('getStructuredData'),
    getCurrentSiteUsers: () => op('getCurrentSiteUsers'),
    getUnverifiedUsers: () => op('getUnverifiedUsers'),
    addUsersToSite: (guids: readonly string[]) => op('addUsersToSite', undefined, guids),
    removeUserFromSite: (guid: string) => op('removeUserFromSite', undefined, { Guid: guid }),
    /** Sets users to User (1) or Admin (2); the path carries the number. */
    setUsersRole: (guids: readonly string[], role: 1 | 2) =>
      op('setUsersRole', { role: role === 1 ? '1' : '2' }, guids),
    createSite: (site: ClientBody<'createSite'>) => op('createSite', undefined, site),
    setUser: (siteId: ClientParams<'setUser'>['id'], guid: string, role: RoleNumber) =>
      op('setUser', { id: siteId }, { Guid: guid, Role: role }),
    setSiteEmailDomain: (id: number, emailDomain: string) =>
      op('setSiteEmailDomain', undefined, { Id: id, EmailDomain: emailDomain }),
    getActiveUsersForTemplate: (id: string) => op('getActiveUsersForTemplate', { id }),
    disconnectCurrentUserFromTemplates: () => op('disconnectCurrentUserFromTemplates'),
    importFormPackage: (folderId: number, forms: ClientBody<'importFormPackage'>['Forms']) =>
      op('importFormPackage', { id: folderId }, { Forms: forms }),
    /** POST /api/Templates: saves a new save-version; the answer carries Id and Version. */
    saveChanges: (body: ClientBody<'saveChanges'>) => op('saveChanges', undefined, body),
  };
}

/** The operations' type. */
export type Operations = ReturnType<typeof createOperations>;
