import { beforeAll, expect, it } from 'vitest';
import { pathOf, routes, type RouteDef } from '@formwright/api';
import { signedIn, smallForm, type Client } from '../testing/client';
import { eachBackend } from '../testing/suite';

/** Text only the other site's resources carry: no answer to a Demo Hospital user may contain it. */
const SECRET = 'SECRETOTHERSITE';

interface Other {
  formId: string;
  folderId: number;
  providerDbId: number;
  siteId: number;
}

/** Path parameters and body for each operation, aimed at the other site's resources. */
function requestFor(op: string, o: Other): { params: Record<string, string | number>; body?: unknown } {
  const id = o.formId;
  switch (op) {
    case 'setShowTutorial':
      return { params: { value: 'true' } };
    case 'getTemplateById':
    case 'getBuild':
    case 'buildIds7Package':
    case 'getPreviewTemplate':
      return { params: { id, version: 1 }, ...(op === 'buildIds7Package' ? { body: {} } : {}) };
    case 'deleteTemplate':
      return { params: { id, version: 'permanent' } };
    case 'deleteTemplateVersions':
      return { params: {}, body: { Id: id, Versions: [1] } };
    case 'moveTemplate':
      return { params: {}, body: { Id: id, FolderId: o.folderId } };
    case 'copyTemplate':
      return { params: {}, body: { Id: id, FolderId: o.folderId } };
    case 'importFormPackage':
      return {
        params: { id: o.folderId },
        body: { Forms: [{ Name: 'x', Template: { Yaml: smallForm() } }] },
      };
    case 'setAvailableForPreview':
      return { params: { id }, body: { Enabled: true } };
    case 'shareTemplate':
      return { params: { id }, body: null };
    case 'saveChanges':
      return {
        params: {},
        body: { Id: id, Name: 'x', FolderId: o.folderId, Template: { Yaml: smallForm() } },
      };
    case 'saveFolder':
      return { params: {}, body: { Id: o.folderId, Name: 'hijack' } };
    case 'moveFolder':
      return { params: {}, body: { Id: o.folderId, ParentId: o.folderId } };
    case 'deleteFolder':
      return { params: { id: o.folderId } };
    case 'saveFormwrightFolder':
      return { params: {}, body: { Id: o.folderId, Name: 'hijack' } };
    case 'setCurrentSite':
      return { params: { id: o.siteId } };
    case 'addUsersToSite':
    case 'setUsersRole':
      return { params: { role: 1 }, body: ['00000000-0000-4000-8000-000000000000'] };
    case 'removeUserFromSite':
      return { params: {}, body: { Guid: '00000000-0000-4000-8000-000000000000' } };
    case 'saveProvider':
      return { params: {}, body: { DbId: o.providerDbId, Id: 'Hijack', MockData: '{}' } };
    case 'deleteProvider':
      return { params: { id: o.providerDbId } };
    case 'importProviders':
      return { params: {}, body: { Package: '[]' } };
    case 'createSite':
      return { params: {}, body: { Name: 'x' } };
    case 'setUser':
      return { params: { id: o.siteId }, body: { Guid: '00000000-0000-4000-8000-000000000000', Role: 1 } };
    case 'setSiteEmailDomain':
      return { params: {}, body: { Id: o.siteId, EmailDomain: 'x.test' } };
    default:
      return { params: { id } };
  }
}

/** Calls that act on nothing of another site (lists of one's own, provider-level calls by design). */
const OWN_SCOPE = new Set([
  'getCurrentUser',
  'getShowTutorial',
  'setShowTutorial',
  'getAllTemplates',
  'getFormwrightTemplates',
  'getSharedTemplates',
  'getAllLatestVersions',
  'disconnectCurrentUserFromTemplates',
  'getFormwrightFolders',
  'getSites',
  'getCurrentSiteUsers',
  'getUnverifiedUsers',
  'getProviders',
  'getStructuredData',
  'importProviders',
  'getAllSites',
  'createSite',
  'setUser',
  'setSiteEmailDomain',
  'addUsersToSite',
  'setUsersRole',
  'removeUserFromSite',
]);

/** ProviderAdmin calls over all sites. */
const PROVIDER_LEVEL = new Set(['getAllSites', 'createSite', 'setUser', 'setSiteEmailDomain']);

eachBackend('site isolation', (ctx) => {
  const other = {} as Other;
  const byRole: Client[] = [];

  beforeAll(async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const site = await p.json<{ Id: number }>('POST', '/api/FormwrightAdmin/createSite', {
      Name: `${SECRET} site`,
      EmailDomain: 'secret.test',
    });
    const owner = await signedIn(ctx.app, 'owner@secret.test');
    const ownerGuid = (await owner.json<{ Guid: string }>('GET', '/api/auth')).Guid;
    await p.json('POST', `/api/FormwrightAdmin/${site.Id}/setUser`, { Guid: ownerGuid, Role: 2 });
    const o = await signedIn(ctx.app, 'owner@secret.test');
    const folder = await o.json<{ Id: number }>('POST', '/api/Templates/folder', {
      Name: `${SECRET} folder`,
    });
    const form = await o.json<{ Id: string }>('POST', '/api/Templates', {
      Name: `${SECRET} form`,
      FolderId: folder.Id,
      Template: { Yaml: smallForm(SECRET) },
    });
    await o.json('POST', '/api/Templates', {
      Name: `${SECRET} form`,
      Id: form.Id,
      Template: { Yaml: smallForm(SECRET) },
    });
    await o.json('POST', `/api/Build/${form.Id}/1`, {});
    const provider = await o.json<{ DbId: number }>('POST', '/api/Dataproviders/save', {
      Id: 'SecretProvider',
      Uid: SECRET,
      MockData: `{"${SECRET}":1}`,
    });
    await o.json('POST', `/api/templates/${form.Id}/currentUsers`);
    Object.assign(other, {
      formId: form.Id,
      folderId: folder.Id,
      providerDbId: provider.DbId,
      siteId: site.Id,
    });
    for (const login of ['guest@demo.local', 'author@demo.local', 'admin@demo.local', 'provider@demo.local'])
      byRole.push(await signedIn(ctx.app, login));
  }, 60_000);

  const protectedRoutes = (routes as readonly RouteDef[]).filter(
    (r) => r.access !== 'public' && r.access !== 'signin',
  );

  it.each(protectedRoutes.map((r) => [r.operation, r] as const))(
    '%s: no role of Demo Hospital reaches or sees the other site',
    async (_op, route) => {
      for (let role = 0; role < 4; role++) {
        const { params, body } = requestFor(route.operation, other);
        const res = await byRole[role]!.call(route.method, pathOf(route, params), body);
        const where = `${route.method} ${route.path} as role ${role} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        // Provider-level administration sees every site by design (docs/rest.md#the-rest-contract); nothing else does.
        const providerLevel = role === 3 && PROVIDER_LEVEL.has(route.operation);
        if (!providerLevel) expect(res.body.includes(SECRET), where).toBe(false);
        expect(res.body.includes(other.formId), where).toBe(false);
        const min = typeof route.access === 'number' ? route.access : 0;
        if (role < min) expect(res.statusCode, where).toBe(403);
        else if (!OWN_SCOPE.has(route.operation)) expect([403, 404, 400], where).toContain(res.statusCode);
        else expect(res.statusCode, where).toBeLessThan(500);
      }
      // The other site's data is still whole.
      const owner = await signedIn(ctx.app, 'owner@secret.test');
      const versions = await owner.json<unknown[]>('GET', `/api/templates/versions/${other.formId}`);
      expect(versions).toHaveLength(2);
    },
  );

  it('answers the same 404 for another site\u2019s form as for a form that does not exist', async () => {
    const a = byRole[1]!;
    const theirs = await a.call('GET', `/api/Templates/${other.formId}`);
    const none = await a.call('GET', '/api/Templates/00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
  });
});
