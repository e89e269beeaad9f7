/**
 * The outer app's named server operations (docs/rest.md#the-rest-contract): one typed client
 * over packages/api's route table (the method and path of each come from there, never written twice).
 * Every screen reaches the server through these and nothing else.
 */
import { pathOf, routeOf, type Operation } from '@formwright/api';
import type { Http } from './http';
import type {
  BuildInfo,
  DataProvider,
  Folder,
  FormTemplate,
  SaveTemplateBody,
  Site,
  User,
  VersionListItem,
} from './types';

type Params = Readonly<Record<string, string | number | undefined>>;

/** Makes the operations over one http client. */
export function createOperations(http: Http) {
  /** Calls a route of the table by its operation name. */
  function op<T = unknown>(operation: Operation, params?: Params, body?: unknown): Promise<T> {
    const route = routeOf(operation);
    return http.call<T>(route.method, pathOf(route, params), body);
  }
  return {
    op,
    /** GET /api/status: true when its Status is OK (case-insensitive). */
    async getStatus(): Promise<boolean> {
      const answer = await op<{ Status?: string }>('getStatus');
      return typeof answer?.Status === 'string' && answer.Status.toLowerCase() === 'ok';
    },
    isUpgrading: () => op<{ IsUpgrading?: boolean }>('getIsUpgrading'),
    getCurrentUser: () => op<User | undefined>('getCurrentUser'),
    getShowTutorial: async () => {
      const answer = await op<boolean | { ShowTutorial?: boolean }>('getShowTutorial');
      return typeof answer === 'object' && answer !== null ? answer.ShowTutorial === true : answer === true;
    },
    setShowTutorial: (value: boolean) => op('setShowTutorial', { value: String(value) }),
    debugSignIn: (login: string) => op('debugSignIn', undefined, { login }),

    getAllTemplates: () => op<FormTemplate[]>('getAllTemplates'),
    getFormwrightTemplates: () => op<FormTemplate[]>('getFormwrightTemplates'),
    getSharedTemplates: () => op<unknown[]>('getSharedTemplates'),
    getFormwrightFolders: () => op<Folder[]>('getFormwrightFolders'),
    saveFormwrightFolder: (id: number | string | null, name: string, parent: number | string | null) =>
      op('saveFormwrightFolder', undefined, { Id: id, ParentId: parent, Name: name }),
    saveFolder: (id: number | string | null, name: string, parent: number | string | null) =>
      op<Folder>('saveFolder', undefined, { ParentId: parent, Name: name, Id: id }),
    deleteFolder: (id: number | string) => op('deleteFolder', { id }),
    moveFolder: (folderId: number | string, targetId: number | string) =>
      op('moveFolder', undefined, { Id: folderId, ParentId: targetId }),
    moveTemplate: (templateId: string, folderId: number | string) =>
      op('moveTemplate', undefined, { Id: templateId, FolderId: folderId }),
    copyTemplate: (templateId: string, folderId: number | string) =>
      op('copyTemplate', undefined, { Id: templateId, FolderId: folderId, MaxVersion: 1, Deleted: false }),
    /** Soft delete (true), undo (false), or 'permanent' for the whole form. */
    deleteTemplate: (templateId: string, flag: boolean | 'permanent') =>
      op('deleteTemplate', { id: templateId, version: String(flag) }),
    getAllLatestVersions: () => op<FormTemplate[]>('getAllLatestVersions'),
    getTemplateById: (id: string, version?: number) => op<FormTemplate>('getTemplateById', { id, version }),
    getTemplateVersionsById: (id: string) => op<VersionListItem[]>('getTemplateVersionsById', { id }),
    deleteTemplateVersions: (templateId: string, versions: readonly number[]) =>
      op('deleteTemplateVersions', undefined, { Id: templateId, Versions: versions }),
    getBuildInfo: (id: string) => op<BuildInfo[] | undefined>('getBuildInfo', { id }),
    getBuild: (id: string, version: number) =>
      op<(BuildInfo & { Base64Data: string; FileName?: string }) | undefined>('getBuild', { id, version }),
    buildIds7Package: (id: string, version: number | undefined, body: unknown) =>
      op<BuildInfo & { Base64Data: string; FileName?: string }>('buildIds7Package', { id, version }, body),
    getPreviewTemplate: (id: string, version?: number) =>
      op<{ Yaml: string; FullCode?: string }>('getPreviewTemplate', { id, version }),
    getAvailableForPreview: (id: string) => op<{ Enabled?: boolean }>('getAvailableForPreview', { id }),
    setAvailableForPreview: (id: string, enabled: boolean) =>
      op('setAvailableForPreview', { id }, { Enabled: enabled }),
    getTemplateShare: (id: string) =>
      op<{ SiteIds: number[] | null } | undefined>('getTemplateShare', { id }),
    shareTemplate: (id: string, siteIds: readonly number[] | null) => op('shareTemplate', { id }, siteIds),
    getSites: () => op<Site[]>('getSites'),
    /** The current site's folders (GET /api/sites carries them with each site; the form list reads them). */
    getSiteFolders: async (): Promise<Folder[]> => {
      const sites = await op<(Site & { Folders?: Folder[] })[]>('getSites');
      return (sites.find((s) => s.IsCurrent) ?? sites[0])?.Folders ?? [];
    },
    setSite: (id: number | string) => op('setCurrentSite', { id }),
    getAllSites: () => op<Site[]>('getAllSites'),
    getProviders: () => op<DataProvider[]>('getProviders'),
    saveProvider: (provider: DataProvider) => op<DataProvider>('saveProvider', undefined, provider),
    deleteProvider: (dbId: number | string) => op('deleteProvider', { id: dbId }),
    getStructuredData: () => op<{ propValues?: Record<string, unknown> }>('getStructuredData'),
    getCurrentSiteUsers: () => op<User[]>('getCurrentSiteUsers'),
    getUnverifiedUsers: () => op<User[]>('getUnverifiedUsers'),
    addUsersToSite: (guids: readonly string[]) => op('addUsersToSite', undefined, guids),
    removeUserFromSite: (guid: string) => op('removeUserFromSite', undefined, { Guid: guid }),
    setUsersRole: (guids: readonly string[], role: number) => op('setUsersRole', { role }, guids),
    createSite: (site: { Name: string; Description: string; EmailDomain: string }) =>
      op('createSite', undefined, site),
    setUser: (siteId: number | string, guid: string, role: number) =>
      op('setUser', { id: siteId }, { Guid: guid, Role: role }),
    setSiteEmailDomain: (id: number | string, emailDomain: string) =>
      op('setSiteEmailDomain', undefined, { Id: id, EmailDomain: emailDomain }),
    getActiveUsersForTemplate: (id: string) => op<User[]>('getActiveUsersForTemplate', { id }),
    disconnectCurrentUserFromTemplates: () => op('disconnectCurrentUserFromTemplates'),
    importFormPackage: (folderId: number | string, forms: readonly unknown[]) =>
      op('importFormPackage', { id: folderId }, { Forms: forms }),
    /** POST /api/Templates: saves a new save-version; the answer carries Id and Version. */
    saveChanges: (body: SaveTemplateBody) =>
      op<{ Id: string; Version: number }>('saveChanges', undefined, body),
  };
}

/** The operations' type. */
export type Operations = ReturnType<typeof createOperations>;
