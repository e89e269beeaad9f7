import type { FastifyInstance } from 'fastify';
import { intParam, on } from '../http';
import type { Services } from '../services';

/** Builds: create (refused with diagnostics on errors), list (204 when none), get one (204 when none). */
export function buildRoutes(app: FastifyInstance, s: Services): void {
  on(app, 'buildIds7Package', async ({ caller, params, body }) =>
    s.builds.build(
      caller,
      params.id,
      params.version === undefined ? undefined : intParam(params, 'version'),
      body?.Override === true,
    ),
  );
  on(app, 'getBuildInfo', async ({ caller, params, reply }) => {
    const list = await s.builds.list(caller, params.id);
    if (list.length === 0) return reply.code(204).send();
    return list;
  });
  on(app, 'getBuild', async ({ caller, params, reply }) => {
    const build = await s.builds.get(caller, params.id, intParam(params, 'version'));
    if (!build) return reply.code(204).send();
    return build;
  });
}
