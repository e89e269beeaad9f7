/**
 * App start (docs/designer.md#the-designer): probe the status endpoint; when it does not answer
 * OK, run in local mode (logged, and shown discreetly); otherwise fetch the user (a failure means signed
 * out), then sites for role User and above, and the tutorial flag.
 */
import type { Operations } from '../api/operations';
import type { Site, User } from '../api/types';
import { Role } from './roles';

/** Where the designer keeps forms and how it reached the server. */
export type SessionMode = 'server' | 'local';

/** The signed-in user as the app keeps it: the server's, or local mode's author (who has no email). */
export type SessionUser = Pick<User, 'Guid' | 'Role'> &
  Partial<Pick<User, 'GivenName' | 'FamilyName' | 'Email'>>;

/** What the app knows after start. */
export interface Session {
  readonly mode: SessionMode;
  /** Undefined when nobody is signed in. */
  readonly user: SessionUser | undefined;
  readonly sites: readonly Site[];
  readonly showTutorial: boolean;
}

/** The user of local mode: no server, so one author who may use everything that needs none. */
export const LOCAL_USER: SessionUser = {
  Guid: 'local',
  GivenName: 'Local',
  FamilyName: 'author',
  Role: Role.User,
};

/** Runs the start sequence over the operations; never throws. */
export async function startSession(
  ops: Pick<Operations, 'getStatus' | 'getCurrentUser' | 'getSites' | 'getShowTutorial'>,
  log: (text: string, detail?: unknown) => void = (text, detail) => console.info(text, detail ?? ''),
): Promise<Session> {
  let ok = false;
  try {
    ok = await ops.getStatus();
  } catch (error) {
    log('Status probe failed', error);
  }
  if (!ok) {
    log('Server not available: running in local mode (forms are kept in this browser)');
    return { mode: 'local', user: LOCAL_USER, sites: [], showTutorial: false };
  }
  let user: SessionUser | undefined;
  try {
    const answer = await ops.getCurrentUser();
    user = answer && typeof answer === 'object' && 'Guid' in answer ? answer : undefined;
  } catch (error) {
    log('User fetch failed: signed out', error);
  }
  if (!user) return { mode: 'server', user: undefined, sites: [], showTutorial: false };
  let sites: readonly Site[] = [];
  let showTutorial = false;
  if (user.Role >= Role.User) {
    try {
      sites = await ops.getSites();
    } catch (error) {
      log('Site fetch failed', error);
    }
    try {
      showTutorial = (await ops.getShowTutorial()) === true;
    } catch (error) {
      log('Tutorial flag fetch failed', error);
    }
  }
  return { mode: 'server', user, sites, showTutorial };
}
