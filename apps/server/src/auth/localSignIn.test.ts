import { expect, it } from 'vitest';
import { testApp } from '../testing/client';
import { eachBackend } from '../testing/suite';

eachBackend('sign-in without an identity provider', (ctx) => {
  it("in local mode, Start's sign-in sends the browser to the login page's debug sign-in", async () => {
    const app = await testApp(ctx.db);
    const res = await app.inject({ url: '/Identity/Account/SignIn' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#debug-signin');
    await app.close();
  });
});
