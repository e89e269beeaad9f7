import { describe, expect, expectTypeOf, it } from 'vitest';
import { fastifyPath, pathOf, routeOf, routes } from './routes';
import type { CurrentUser, SaveTemplate, ShareRequest, Template } from './index';

// The outer-app operation names of docs/rest.md#the-rest-contract with {product} = Formwright (docs/architecture.md#architecture).
const SPEC_OPERATIONS = [
  'getAllTemplates',
  'getFormwrightTemplates',
  'getSharedTemplates',
  'getFormwrightFolders',
  'saveFormwrightFolder',
  'deleteFolder',
  'moveFolder',
  'moveTemplate',
  'copyTemplate',
  'deleteTemplate',
  'getAllLatestVersions',
  'getTemplateById',
  'getTemplateVersionsById',
  'deleteTemplateVersions',
  'getBuildInfo',
  'buildIds7Package',
  'getPreviewTemplate',
  'getAvailableForPreview',
  'setAvailableForPreview',
  'getTemplateShare',
  'shareTemplate',
  'getSites',
  'getAllSites',
  'saveProvider',
  'deleteProvider',
  'getCurrentSiteUsers',
  'getUnverifiedUsers',
  'addUsersToSite',
  'removeUserFromSite',
  'setUsersRole',
  'createSite',
  'setUser',
  'setSiteEmailDomain',
  'getActiveUsersForTemplate',
  'disconnectCurrentUserFromTemplates',
  'importFormPackage',
  'getShowTutorial',
  'setShowTutorial',
  'saveChanges',
];

describe('the route table', () => {
  it('names every outer-app operation of the spec', () => {
    const names = new Set<string>(routes.map((r) => r.operation));
    expect(SPEC_OPERATIONS.filter((n) => !names.has(n))).toEqual([]);
  });

  it('has no two routes with the same method and path when case is ignored', () => {
    const keys = routes.map((r) => `${r.method} ${fastifyPath(r.path).toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(routes.map((r) => r.operation)).size).toBe(routes.length);
  });

  it.each([
    ['getStatus', 'GET', '/api/status'],
    ['getCsrfToken', 'GET', '/api/auth/csrf'],
    ['saveChanges', 'POST', '/api/Templates'],
    ['getFormwrightTemplates', 'GET', '/api/templates/formwrighttemplates'],
    ['getFormwrightFolders', 'GET', '/api/Templates/folder/formwright'],
    ['saveFormwrightFolder', 'POST', '/api/formwrightadmin/addformwrightfolder'],
    ['getAllSites', 'GET', '/api/FormwrightAdmin'],
    ['getStructuredData', 'POST', '/api/DataProviderInternal/v1/GetStructuredData'],
    ['debugSignIn', 'POST', '/api/debugauthentication'],
  ] as const)('routes %s to %s %s as the spec writes it', (operation, method, path) => {
    const route = routeOf(operation);
    expect(route.method).toBe(method);
    expect(route.path).toBe(path);
  });

  it('fills path parameters and drops a missing optional one', () => {
    const route = routeOf('getTemplateById');
    expect(pathOf(route, { id: 'a' })).toBe('/api/Templates/a');
    expect(pathOf(route, { id: 'a', version: 3 })).toBe('/api/Templates/a/3');
    expect(fastifyPath(route.path)).toBe('/api/Templates/:id/:version?');
    expect(() => pathOf(routeOf('deleteFolder'))).toThrow(/Missing path parameter id/);
  });

  it('infers the entity types with the spec field names', () => {
    expectTypeOf<Template['Template']['Yaml']>().toEqualTypeOf<string>();
    expectTypeOf<CurrentUser['Role']>().toEqualTypeOf<0 | 1 | 2 | 3>();
    expectTypeOf<SaveTemplate['FolderId']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<number[] | null>().toExtend<ShareRequest>();
  });
});
