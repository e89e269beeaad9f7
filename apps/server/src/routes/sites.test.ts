import { expect, it } from 'vitest';
import type { SiteSummary, User } from '@formwright/api';
import { signedIn } from '../testing/client';
import { eachBackend } from '../testing/suite';

eachBackend('sites, roles and user administration', (ctx) => {
  // docs/rest.md#the-rest-contract: which role may call which administration endpoint.
  it.each([
    ['GET', '/api/admin', 2],
    ['GET', '/api/admin/unverifiedusers', 2],
    ['POST', '/api/admin/getallsitetemplates', 2],
    ['GET', '/api/FormwrightAdmin', 3],
    ['GET', '/api/Templates', 1],
    ['GET', '/api/Dataproviders', 1],
  ] as const)('lets %s %s only role %i and above', async (method, url, min) => {
    const logins = ['guest@demo.local', 'author@demo.local', 'admin@demo.local', 'provider@demo.local'];
    for (let role = 0; role < 4; role++) {
      const c = await signedIn(ctx.app, logins[role]!);
      const res = await c.call(method, url);
      expect([role, res.statusCode]).toEqual([role, role >= min ? 200 : 403]);
    }
  });

  it('lists current users, unverified users of the email domain, adds by id and removes', async () => {
    const admin = await signedIn(ctx.app, 'admin@demo.local');
    const fresh = await signedIn(ctx.app, 'fresh@demo.local');
    const outsider = await signedIn(ctx.app, 'outsider@elsewhere.test');
    const freshMe = await fresh.json<User>('GET', '/api/auth');
    const unverified = await admin.json<User[]>('GET', '/api/admin/unverifiedusers');
    expect(unverified.map((u) => u.Email)).toContain('fresh@demo.local');
    expect(unverified.map((u) => u.Email)).not.toContain('outsider@elsewhere.test');
    expect(unverified.map((u) => u.Email)).not.toContain('author@demo.local');
    await admin.json('POST', '/api/admin/add', [freshMe.Guid]);
    const users = await admin.json<User[]>('GET', '/api/admin');
    expect(users.find((u) => u.Email === 'fresh@demo.local')?.Role).toBe(1);
    const outsiderMe = await outsider.json<User>('GET', '/api/auth');
    await admin.json('POST', '/api/admin/add', { Guids: [outsiderMe.Guid] });
    await admin.json('POST', '/api/admin/add', [{ Guid: outsiderMe.Guid }]);
    await admin.json('POST', '/api/admin/remove', { Guid: outsiderMe.Guid });
    expect((await admin.json<User[]>('GET', '/api/admin')).map((u) => u.Email)).not.toContain(
      'outsider@elsewhere.test',
    );
  });

  it('sets roles User or Admin, effective at the next sign-in; demotions count at once', async () => {
    const admin = await signedIn(ctx.app, 'admin@demo.local');
    const u = await signedIn(ctx.app, 'promoted@demo.local');
    const me = await u.json<User>('GET', '/api/auth');
    await admin.json('POST', '/api/admin/add', [me.Guid]);
    const before = await signedIn(ctx.app, 'promoted@demo.local');
    await admin.json('POST', '/api/admin/setrole/2', [me.Guid]);
    expect((await before.json<User>('GET', '/api/auth')).Role).toBe(1);
    const after = await signedIn(ctx.app, 'promoted@demo.local');
    expect((await after.json<User>('GET', '/api/auth')).Role).toBe(2);
    await admin.json('POST', '/api/admin/setrole/User', [me.Guid]);
    expect((await after.json<User>('GET', '/api/auth')).Role).toBe(1);
    expect((await admin.call('POST', '/api/admin/setrole/3', [me.Guid])).statusCode).toBe(400);
  });

  it('lets a ProviderAdmin create sites, set any role on a site and change the email domain', async () => {
    const p = await signedIn(ctx.app, 'provider@demo.local');
    const site = await p.json<SiteSummary>('POST', '/api/FormwrightAdmin/createSite', {
      Name: 'North Clinic',
      Description: 'd',
      EmailDomain: 'North.test',
    });
    expect(site).toMatchObject({ Name: 'North Clinic', EmailDomain: 'north.test' });
    expect((await p.json<SiteSummary[]>('GET', '/api/FormwrightAdmin')).map((s) => s.Name)).toContain(
      'North Clinic',
    );
    const changed = await p.json<SiteSummary>('POST', '/api/formwrightadmin/setemail', {
      Id: site.Id,
      EmailDomain: 'north.example',
    });
    expect(changed.EmailDomain).toBe('north.example');
    const n = await signedIn(ctx.app, 'nurse@north.example');
    const guid = (await n.json<User>('GET', '/api/auth')).Guid;
    await p.json('POST', `/api/FormwrightAdmin/${site.Id}/setUser`, { Guid: guid, Role: 3 });
    const again = await signedIn(ctx.app, 'nurse@north.example');
    expect(await again.json('GET', '/api/auth')).toMatchObject({ Role: 3, SiteName: 'North Clinic' });
    const admin = await signedIn(ctx.app, 'admin@demo.local');
    expect((await admin.call('POST', '/api/FormwrightAdmin/createSite', { Name: 'x' })).statusCode).toBe(403);
  });

  it('answers the user only the no-permission role None without a grant', async () => {
    const g = await signedIn(ctx.app, 'guest@demo.local');
    expect(await g.json('GET', '/api/auth')).toMatchObject({ Role: 0 });
    expect(await g.json('GET', '/api/sites')).toEqual([]);
  });
});
