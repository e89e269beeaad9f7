import { describe, expect, it, vi } from 'vitest';
import { LOCAL_USER, startSession } from './startSession';
import { Role } from './roles';

const author = {
  Guid: 'g1',
  GivenName: 'Ada',
  FamilyName: 'Author',
  Email: 'ada@demo.local',
  Role: Role.User,
  SiteId: 1,
  ShowTutorial: true,
};

function ops(over: Partial<Parameters<typeof startSession>[0]> = {}) {
  return {
    getStatus: vi.fn(async () => true),
    getCurrentUser: vi.fn(async () => author),
    getSites: vi.fn(async () => [
      {
        Id: 1,
        Name: 'Demo Hospital',
        Description: '',
        EmailDomain: 'demo.local',
        IsCurrent: true,
        Role: Role.User,
        Folders: [],
      },
    ]),
    getShowTutorial: vi.fn(async () => true),
    ...over,
  };
}

describe('app start', () => {
  it('runs in local mode, logged, when the status probe fails', async () => {
    const log = vi.fn();
    const o = ops({ getStatus: vi.fn(async () => Promise.reject(new Error('down'))) });
    const session = await startSession(o, log);
    expect(session).toMatchObject({ mode: 'local', user: LOCAL_USER });
    expect(o.getCurrentUser).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('local mode'));
  });

  it('runs in local mode when the status is not OK', async () => {
    expect((await startSession(ops({ getStatus: vi.fn(async () => false) }), () => undefined)).mode).toBe(
      'local',
    );
  });

  it('treats a failed user fetch as signed out', async () => {
    const session = await startSession(
      ops({ getCurrentUser: vi.fn(async () => Promise.reject(new Error('401'))) }),
      () => undefined,
    );
    expect(session).toMatchObject({ mode: 'server', user: undefined });
  });

  it('fetches sites and the tutorial flag for role User and above', async () => {
    const o = ops();
    const session = await startSession(o, () => undefined);
    expect(session.sites).toHaveLength(1);
    expect(session.showTutorial).toBe(true);
  });

  it('fetches no sites for role None', async () => {
    const o = ops({ getCurrentUser: vi.fn(async () => ({ ...author, Role: Role.None })) });
    await startSession(o, () => undefined);
    expect(o.getSites).not.toHaveBeenCalled();
  });

  it('logs a failed site fetch and goes on', async () => {
    const log = vi.fn();
    const session = await startSession(
      ops({ getSites: vi.fn(async () => Promise.reject(new Error('x'))) }),
      log,
    );
    expect(session.user).toEqual(author);
    expect(log).toHaveBeenCalledWith('Site fetch failed', expect.any(Error));
  });
});
