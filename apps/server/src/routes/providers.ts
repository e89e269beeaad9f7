import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { intParam, on } from '../http';
import type { Services } from '../services';
import { structuredData } from '../services/structuredData';

/** Data providers and the structured-data call. */
export function providerRoutes(app: FastifyInstance, deps: AppDeps, s: Services): void {
  on(app, 'getProviders', async ({ caller }) => s.providers.list(caller));
  on(app, 'saveProvider', async ({ caller, body }) => s.providers.save(caller, body));
  on(app, 'deleteProvider', async ({ caller, params }) => {
    await s.providers.delete(caller, intParam(params, 'id'));
    return { Ok: true };
  });
  on(app, 'importProviders', async ({ caller, body }) => s.providers.readImport(caller, body.Package));
  on(app, 'getStructuredData', async ({ caller }) => {
    await s.providers.ensureInternal(caller.siteId);
    return structuredData(
      deps.storage,
      caller,
      deps.providerTimeoutMs ?? 5000,
      (provider, reason) => app.log.warn({ provider, reason }, 'a data provider failed'),
      { ...(deps.providerHosts ? { hosts: deps.providerHosts } : {}), loopback: deps.mode === 'local' },
    );
  });
}
