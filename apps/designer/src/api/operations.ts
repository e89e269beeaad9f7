/**
 * The outer app's named server operations (designer.md §7 "Outer-app operation names"): one typed client
 * over the routes of designer.md §7. Every screen reaches the server through these and nothing else.
 */
import { PROVIDER } from '../routes';
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

const lower = PROVIDER.toLowerCase();
const enc = encodeURIComponent;

/** Makes the operations over one http client. */
export function createOperations(http: Http) {
  const { call } = http;
  return {
    /** GET /api/status: true when its Status is OK (case-insensitive). */
    async getStatus(): Promise<boolean> {
      const answer = await call<{ Status?: string }>('GET', '/api/status');
      return typeof answer?.Status === 'string' && answer.Status.toLowerCase() === 'ok';
    },
    isUpgrading: () => call<boolean | { IsUpgrading?: boolean }>('GET', '/api/status/isupgrading'),
    getCurrentUser: () => call<User | undefined>('GET', '/api/auth'),
    getShowTutorial: () => call<boolean>('GET', '/api/user/showTutorial'),
    setShowTutorial: (value: boolean) => call('POST', `/api/user/showTutorial/${value}`),
    debugSignIn: (login: string) => call('POST', '/api/debugauthentication', { login }),

    getAllTemplates: () => call<FormTemplate[]>('GET', '/api/Templates'),
    getFormwrightTemplates: () => call<FormTemplate[]>('GET', `/api/templates/${lower}templates`),
    getSharedTemplates: () => call<unknown[]>('GET', '/api/templates/shared'),
    getFormwrightFolders: () => call<Folder[]>('GET', `/api/Templates/folder/${lower}`),
    saveFormwrightFolder: (id: number | string | null, name: string, parent: number | string | null) =>
      call('POST', `/api/${lower}admin/add${lower}folder`, { Id: id, ParentId: parent, Name: name }),
    saveFolder: (id: number | string | null, name: string, parent: number | string | null) =>
      call<Folder>('POST', '/api/Templates/folder', { ParentId: parent, Name: name, Id: id }),
    deleteFolder: (id: number | string) => call('DELETE', `/api/Templates/folder/${enc(String(id))}`),
    moveFolder: (folderId: number | string, targetId: number | string) =>
      call('POST', '/api/Templates/folder/move', { Id: folderId, ParentId: targetId }),
    moveTemplate: (templateId: string, folderId: number | string) =>
      call('POST', '/api/Templates/move', { Id: templateId, FolderId: folderId }),
    copyTemplate: (templateId: string, folderId: number | string) =>
      call('POST', '/api/templates/copy', {
        Id: templateId,
        FolderId: folderId,
        MaxVersion: 1,
        Deleted: false,
      }),
    deleteTemplate: (templateId: string, flag: boolean) =>
      call('DELETE', `/api/Templates/${enc(templateId)}/${flag ? 'true' : 'false'}`),
    getAllLatestVersions: () => call<FormTemplate[]>('POST', '/api/admin/getallsitetemplates'),
    getTemplateById: (id: string, version?: number) =>
      call<FormTemplate>('GET', `/api/Templates/${enc(id)}${version === undefined ? '' : `/${version}`}`),
    getTemplateVersionsById: (id: string) =>
      call<VersionListItem[]>('GET', `/api/templates/versions/${enc(id)}`),
    deleteTemplateVersions: (templateId: string, versions: readonly number[]) =>
      call('DELETE', '/api/Templates/delete', { Id: templateId, Versions: versions }),
    getBuildInfo: (id: string, version?: number) =>
      call<BuildInfo | BuildInfo[] | undefined>(
        'GET',
        `/api/Build/${enc(id)}${version === undefined ? '' : `/${version}`}`,
      ),
    buildIds7Package: (id: string, version: number | undefined, body: unknown) =>
      call<{ Base64Data: string }>(
        'POST',
        `/api/Build/${enc(id)}${version === undefined ? '' : `/${version}`}`,
        body,
      ),
    getPreviewTemplate: (id: string, version?: number) =>
      call<{ Yaml: string; FullCode?: string }>(
        'GET',
        `/api/Templates/preview/${enc(id)}${version === undefined ? '' : `/${version}`}`,
      ),
    getAvailableForPreview: (id: string) =>
      call<boolean | { Enabled?: boolean }>('GET', `/api/templates/availableForPreview/${enc(id)}`),
    setAvailableForPreview: (id: string, enabled: boolean) =>
      call('POST', `/api/templates/availableForPreview/${enc(id)}`, { Enabled: enabled }),
    getTemplateShare: (id: string) => call<unknown>('GET', `/api/templates/share/${enc(id)}`),
    shareTemplate: (id: string, siteIds: readonly (number | string)[] | null) =>
      call('POST', `/api/templates/share/${enc(id)}`, siteIds),
    getSites: () => call<Site[]>('GET', '/api/sites'),
    setSite: (id: number | string) => call('POST', `/api/sites/set/${enc(String(id))}`),
    getAllSites: () => call<Site[]>('GET', `/api/${PROVIDER}Admin`),
    getProviders: () => call<DataProvider[]>('GET', '/api/Dataproviders'),
    saveProvider: (provider: DataProvider) => call<DataProvider>('POST', '/api/Dataproviders/save', provider),
    deleteProvider: (dbId: number | string) => call('DELETE', `/api/Dataproviders/${enc(String(dbId))}`),
    getStructuredData: () =>
      call<{ propValues?: Record<string, unknown> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      ),
    getCurrentSiteUsers: () => call<User[]>('GET', '/api/admin'),
    getUnverifiedUsers: () => call<User[]>('GET', '/api/admin/unverifiedusers'),
    addUsersToSite: (guids: readonly string[]) => call('POST', '/api/admin/add', guids),
    removeUserFromSite: (guid: string) => call('POST', '/api/admin/remove', guid),
    setUsersRole: (guids: readonly string[], role: number) =>
      call('POST', `/api/admin/setrole/${role}`, guids),
    createSite: (site: { Name: string; Description: string; EmailDomain: string }) =>
      call('POST', `/api/${PROVIDER}Admin/createSite`, site),
    setUser: (siteId: number | string, guid: string, role: number) =>
      call('POST', `/api/${PROVIDER}Admin/${enc(String(siteId))}/setUser`, { Guid: guid, Role: role }),
    setSiteEmailDomain: (id: number | string, emailDomain: string) =>
      call('POST', `/api/${lower}admin/setemail`, { Id: id, EmailDomain: emailDomain }),
    getActiveUsersForTemplate: (id: string) => call<User[]>('POST', `/api/templates/${enc(id)}/currentUsers`),
    disconnectCurrentUserFromTemplates: () => call('DELETE', '/api/templates/currentUser'),
    importFormPackage: (folderId: number | string, forms: readonly unknown[]) =>
      call('POST', `/api/templates/importPackage/${enc(String(folderId))}`, forms),
    /** POST /api/Templates: saves a new version; the answer carries Id and Version. */
    saveChanges: (body: SaveTemplateBody) =>
      call<{ Id: string; Version: number }>('POST', '/api/Templates', body),
  };
}

/** The operations' type. */
export type Operations = ReturnType<typeof createOperations>;
