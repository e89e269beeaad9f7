import type { FastifyInstance } from 'fastify';
import { guidsOf } from '@formwright/api';
import { notFound } from '../errors';
import { intParam, on } from '../http';
import type { Services } from '../services';

/** Sites, site user administration (Admin) and provider-level administration (ProviderAdmin). */
export function siteRoutes(app: FastifyInstance, s: Services): void {
  on(app, 'getSites', async ({ caller }) => s.sites.mine(caller));
  on(app, 'setCurrentSite', async ({ caller, params }) => {
    if (!(await s.sessions.setSite(caller, intParam(params, 'id')))) throw notFound();
    const fresh = await s.sessions.resolveKey(caller.sessionId);
    return s.users.current(fresh ?? caller);
  });

  on(app, 'getCurrentSiteUsers', async ({ caller }) => s.sites.users(caller));
  on(app, 'addUsersToSite', async ({ caller, body }) => {
    await s.sites.add(caller, guidsOf(body));
    return { Ok: true };
  });
  on(app, 'removeUserFromSite', async ({ caller, body }) => {
    await s.sites.remove(caller, body.Guid);
    return { Ok: true };
  });
  on(app, 'getUnverifiedUsers', async ({ caller }) => s.sites.unverified(caller));
  on(app, 'setUsersRole', async ({ caller, params, body }) => {
    const r = params.role.toLowerCase();
    await s.sites.setRoles(caller, guidsOf(body), r === '2' || r === 'admin' ? 2 : 1);
    return { Ok: true };
  });

  on(app, 'getAllSites', async () => s.sites.all());
  on(app, 'createSite', async ({ body }) => {
    const site = await s.sites.create(body);
    await s.providers.ensureInternal(site.Id);
    return site;
  });
  on(app, 'setUser', async ({ params, body }) => {
    await s.sites.setRole(intParam(params, 'id'), body.Guid, body.Role);
    return { Ok: true };
  });
  on(app, 'setSiteEmailDomain', async ({ body }) => s.sites.setEmailDomain(body.Id, body.EmailDomain));
}
