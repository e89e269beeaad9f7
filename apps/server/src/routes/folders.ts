import type { FastifyInstance } from 'fastify';
import { intParam, on } from '../http';
import type { Services } from '../services';

/** Site folders and curated folders (docs/rest.md#the-rest-contract rules in the Folders service). */
export function folderRoutes(app: FastifyInstance, s: Services): void {
  on(app, 'saveFolder', async ({ caller, body }) => s.folders.save(caller, body, 'site'));
  on(app, 'moveFolder', async ({ caller, body }) => {
    await s.folders.move(caller, body.Id, body.ParentId);
    return { Ok: true };
  });
  on(app, 'deleteFolder', async ({ caller, params }) => {
    await s.folders.delete(caller, intParam(params, 'id'));
    return { Ok: true };
  });
  on(app, 'getFormwrightFolders', async () => s.folders.list(null));
  on(app, 'saveFormwrightFolder', async ({ caller, body }) => s.folders.save(caller, body, 'curated'));
}
