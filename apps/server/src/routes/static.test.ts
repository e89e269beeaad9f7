import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testApp } from '../testing/client';
import { eachBackend } from '../testing/suite';

const dist = mkdtempSync(join(tmpdir(), 'formwright-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>designer</title>');
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

eachBackend('serving the designer', (ctx) => {
  it.each([
    '/',
    '/0f8fad5b-d9cb-469f-a165-70867728950e/3',
    '/new',
    '/demo',
    '/fromFile',
    '/preview/abc/2',
    '/DataProviders',
    '/UserAdmin',
    '/FormwrightAdmin',
    '/help/usersguide',
    '/TemplateView',
  ])('answers the designer page for its route %s', async (url) => {
    const app = await testApp(ctx.db, { designerDist: dist });
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>designer</title>');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    await app.close();
  });

  it('serves built assets by their exact name', async () => {
    const app = await testApp(ctx.db, { designerDist: dist });
    const res = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    await app.close();
  });

  it('lets a browser keep built assets (hashed names) for good, and revalidate pages', async () => {
    const app = await testApp(ctx.db, { designerDist: dist });
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/FormwrightAdmin', '/index.html']) {
      const page = await app.inject({ url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });

  it('lets the sandboxed editor frame load built assets from any origin', async () => {
    const app = await testApp(ctx.db, { designerDist: dist });
    const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { origin: 'null' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await app.close();
  });

  it.each(['/', '/index.html', '/api/status'])('never opens %s to other origins', async (url) => {
    const app = await testApp(ctx.db, { designerDist: dist });
    const res = await app.inject({ url, headers: { origin: 'null' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    await app.close();
  });

  it('says how to build the designer when its dist is missing', async () => {
    const app = await testApp(ctx.db, { designerDist: join(dist, 'missing') });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});
