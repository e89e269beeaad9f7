import type { AppDeps } from '../context';
import { limitsOf } from '../limits';
import { Sessions } from '../auth/sessions';
import { readRuntimeFiles } from '@formwright/packaging';
import { Access } from './access';
import { Builds } from './builds';
import { Folders } from './folders';
import { Providers } from './providers';
import { Sharing } from './sharing';
import { Sites } from './sites';
import { Templates } from './templates';
import { Transfers } from './transfer';
import { Users } from './users';

/** Every service of the server, made once per app from its deps. */
export interface Services {
  readonly sessions: Sessions;
  readonly access: Access;
  readonly users: Users;
  readonly templates: Templates;
  readonly transfers: Transfers;
  readonly sharing: Sharing;
  readonly folders: Folders;
  readonly builds: Builds;
  readonly sites: Sites;
  readonly providers: Providers;
}

/** Wires the services over one storage. */
export function makeServices(deps: AppDeps, now: () => Date): Services {
  const { storage } = deps;
  const access = new Access(storage);
  const limits = limitsOf(deps.limits ?? {});
  const templates = new Templates(storage, access, now, limits);
  let runtime: ReadonlyMap<string, Uint8Array> | undefined;
  return {
    sessions: new Sessions(storage, now, deps.sessionMs ?? 12 * 60 * 60 * 1000),
    access,
    users: new Users(storage, now),
    templates,
    transfers: new Transfers(storage, access, templates, limits),
    sharing: new Sharing(storage, access, now),
    folders: new Folders(storage, access),
    // The runtime is read once, on the first build (it may be built after the server started).
    builds: new Builds(
      storage,
      access,
      templates,
      () => (runtime?.size ? runtime : (runtime = readRuntimeFiles(deps.runtimeDist))),
      now,
      deps.formTests,
    ),
    sites: new Sites(storage, now),
    providers: new Providers(storage),
  };
}
