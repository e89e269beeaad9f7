import type { FastifyInstance } from 'fastify';
import { intParam, on } from '../http';
import type { Services } from '../services';

const versionOf = (params: Readonly<Record<string, string>>) =>
  params.version === undefined ? undefined : intParam(params, 'version');

/** Forms: save, read, versions, delete, move, copy, export, import, preview, share, presence. */
export function templateRoutes(app: FastifyInstance, s: Services): void {
  on(app, 'saveChanges', async ({ caller, body }) => s.templates.save(caller, body));
  on(app, 'getAllTemplates', async ({ caller }) => s.templates.list(caller));
  on(app, 'getFormwrightTemplates', async ({ caller }) => s.templates.curated(caller));
  on(app, 'getSharedTemplates', async ({ caller }) => s.templates.shared(caller));
  on(app, 'getTemplateVersionsById', async ({ caller, params }) => s.templates.versions(caller, params.id));
  // Sent as the JSON bytes the service builds (the saved version's part serialised once per process).
  on(app, 'getTemplateById', async ({ caller, params, reply }) => {
    const json = await s.templates.getJson(caller, params.id, versionOf(params));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  on(app, 'deleteTemplate', async ({ caller, params }) => {
    const what = params.version.toLowerCase();
    if (what === 'true' || what === 'false') await s.templates.setDeleted(caller, params.id, what === 'true');
    else if (what === 'permanent') await s.templates.deletePermanently(caller, params.id);
    else await s.templates.deleteVersions(caller, params.id, [intParam(params, 'version')]);
    return { Ok: true };
  });
  on(app, 'deleteTemplateVersions', async ({ caller, body }) => {
    await s.templates.deleteVersions(caller, body.Id, body.Versions);
    return { Ok: true };
  });

  on(app, 'moveTemplate', async ({ caller, body }) => {
    await s.transfers.move(caller, body.Id, body.FolderId);
    return { Ok: true };
  });
  on(app, 'copyTemplate', async ({ caller, body }) => s.transfers.copy(caller, body.Id, body.FolderId));
  on(app, 'getAllLatestVersions', async ({ caller }) => s.transfers.exportAll(caller));
  on(app, 'importFormPackage', async ({ caller, params, body }) =>
    s.transfers.importPackage(caller, intParam(params, 'id'), body),
  );

  on(app, 'getAvailableForPreview', async ({ caller, params }) => ({
    Enabled: await s.sharing.previewEnabled(caller, params.id),
  }));
  on(app, 'setAvailableForPreview', async ({ caller, params, body }) => ({
    Enabled: await s.sharing.setPreviewEnabled(
      caller,
      params.id,
      typeof body === 'boolean' ? body : 'Enabled' in body ? body.Enabled : body.enabled,
    ),
  }));
  on(app, 'getPreviewTemplate', async ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    return s.sharing.preview(params.id, versionOf(params));
  });

  on(app, 'getTemplateShare', async ({ caller, params, reply }) => {
    const share = await s.sharing.share(caller, params.id);
    if (!share) return reply.code(204).send();
    return share;
  });
  on(app, 'shareTemplate', async ({ caller, params, body }) =>
    s.sharing.setShare(caller, params.id, body !== null && !Array.isArray(body) ? body.SiteIds : body),
  );

  on(app, 'getActiveUsersForTemplate', async ({ caller, params }) =>
    s.sharing.activeUsers(caller, params.id),
  );
  on(app, 'disconnectCurrentUserFromTemplates', async ({ caller }) => {
    await s.sharing.disconnect(caller);
    return { Ok: true };
  });
}
