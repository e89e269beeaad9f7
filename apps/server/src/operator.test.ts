import { expect, it } from 'vitest';
import { runOperator } from './operator';
import { isUpgrading } from './services/users';
import { eachBackend } from './testing/suite';
import { signedIn } from './testing/client';

eachBackend('operator commands', (ctx) => {
  it('sets the upgrading flag the status endpoint answers', async () => {
    await runOperator(ctx.db.storage, ['upgrading', 'on']);
    expect(await isUpgrading(ctx.db.storage)).toBe(true);
    expect((await ctx.app.inject({ url: '/api/status/isupgrading' })).json()).toEqual({ IsUpgrading: true });
    await runOperator(ctx.db.storage, ['upgrading', 'off']);
    expect(await isUpgrading(ctx.db.storage)).toBe(false);
  });

  it('creates a site and grants a new user ProviderAdmin on it', async () => {
    const out = await runOperator(ctx.db.storage, ['create-site', 'Bootstrap', 'boot.test']);
    const id = /created site (\d+)/.exec(out)![1]!;
    await runOperator(ctx.db.storage, ['grant', 'chief@boot.test', id, '3']);
    const c = await signedIn(ctx.app, 'chief@boot.test');
    expect(await c.json('GET', '/api/auth')).toMatchObject({ Role: 3, SiteName: 'Bootstrap' });
  });

  it('refuses an unknown command with the usage', async () => {
    await expect(runOperator(ctx.db.storage, ['nope'])).rejects.toThrow(/usage:/);
  });
});
