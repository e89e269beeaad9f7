import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider, ImportProvidersResult } from '@formwright/api';
import { signedIn } from '../testing/client';
import { eachBackend } from '../testing/suite';
import type { OnSite } from '../context';
import { askProvider, pinnedPost, type ProviderReach } from '../services/structuredData';

let hosted: Server;
let hostedUrl = '';
const seen: unknown[] = [];

beforeAll(async () => {
  // A real site-hosted provider of the v1 contract on loopback.
  hosted = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/slow/v1/getstructureddata') return setTimeout(() => res.end('{}'), 3000);
      if (req.url === '/huge/v1/getstructureddata') {
        // A chunked answer of 3 MB (no content-length): the server must stop reading it.
        res.setHeader('content-type', 'application/json');
        res.write('{"propValues":{"x":"');
        const chunk = 'a'.repeat(64 * 1024);
        for (let i = 0; i < 48; i++) res.write(chunk);
        return res.end('"}}');
      }
      if (req.url === '/moved/v1/getstructureddata') {
        res.statusCode = 307;
        res.setHeader('location', '/v1/getstructureddata');
        return res.end();
      }
      if (req.method === 'GET' && req.url === '/v1/getstructureddatacompatibility') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ uid: 'site.labs', version: 1 }));
      }
      if (req.method === 'POST' && req.url === '/v1/getstructureddata') {
        seen.push(JSON.parse(body));
        res.setHeader('content-type', 'application/json');
        return res.end(
          JSON.stringify({ compatibility: { uid: 'site.labs', version: 1 }, propValues: { creatinine: 88 } }),
        );
      }
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((r) => hosted.listen(0, '127.0.0.1', r));
  const addr = hosted.address();
  hostedUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}, 60_000);
afterAll(() => new Promise<void>((r) => hosted.close(() => r())));

eachBackend(
  'data providers',
  (ctx) => {
    it('lists the internal providers and GenericDataProvider and protects them with the spec messages', async () => {
      const c = await signedIn(ctx.app, 'author@demo.local');
      const list = await c.json<DataProvider[]>('GET', '/api/Dataproviders');
      const generic = list.find((p) => p.Id === 'GenericDataProvider')!;
      expect(generic.Internal).toBe(true);
      const del = await c.call('DELETE', `/api/Dataproviders/${generic.DbId}`);
      expect(del.statusCode).toBe(400);
      expect(del.json().message).toBe('Internal providers and GenericDataProvider cannot be deleted.');
      const edit = await c.call('POST', '/api/Dataproviders/save', {
        DbId: generic.DbId,
        Id: 'Renamed',
        Uid: generic.Uid,
        Version: 1,
        MockData: '{}',
      });
      expect(edit.statusCode).toBe(400);
      const mock = await c.json<DataProvider>('POST', '/api/Dataproviders/save', {
        DbId: generic.DbId,
        Id: generic.Id,
        Uid: generic.Uid,
        Version: generic.Version,
        MockData: '{"a":1}',
      });
      expect(mock.MockData).toBe('{"a":1}');
    });

    it('saves a provider with integer version default 1 and refuses test data that is not JSON', async () => {
      const c = await signedIn(ctx.app, 'author@demo.local');
      const p = await c.json<DataProvider>('POST', '/api/Dataproviders/save', {
        Id: 'Labs',
        Uid: 'site.labs',
        MockData: '{"creatinine": 70}',
      });
      expect(p).toMatchObject({ Id: 'Labs', Version: 1, Internal: false });
      const bad = await c.call('POST', '/api/Dataproviders/save', { Id: 'Labs2', MockData: '{nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid Test data JSON. (Click here to see exception)');
      expect(
        (await c.call('POST', '/api/Dataproviders/save', { Id: 'Labs3', Version: 1.5 })).statusCode,
      ).toBe(400);
      await c.json('DELETE', `/api/Dataproviders/${p.DbId}`);
    });

    it('refuses at save a provider Url that would let the author choose the request path or send credentials', async () => {
      // Issue 22 item 5: `#` or `?` cut the server's path off; userinfo carries credentials; only http(s).
      const c = await signedIn(ctx.app, 'author@demo.local');
      for (const Url of [
        `${hostedUrl}/admin/delete?`,
        `${hostedUrl}/internal#`,
        'http://user:secret@127.0.0.1:9/x',
        'file:///etc/passwd',
        'gopher://127.0.0.1:6379/_',
      ]) {
        const r = await c.call('POST', '/api/Dataproviders/save', { Id: 'Evil', Uid: 'e', Url });
        expect(r.statusCode, Url).toBe(400);
        expect(r.json().code, Url).toBe('invalid-url');
      }
      const list = await c.json<DataProvider[]>('GET', '/api/Dataproviders');
      expect(list.some((p) => p.Id === 'Evil')).toBe(false);
    });

    it('never follows a redirect from a site-hosted provider', async () => {
      const c = await signedIn(ctx.app, 'admin@demo.local');
      const saved = await c.json<DataProvider>('POST', '/api/Dataproviders/save', {
        Id: 'Moved',
        Uid: 'site.labs',
        Url: `${hostedUrl}/moved`,
      });
      const before = seen.length;
      const r = await c.json<{ propValues: Record<string, unknown>; errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      expect(r.propValues.Moved).toBeUndefined();
      expect(r.errors?.Moved).toBeDefined();
      // The redirect's target (which answers propValues) was never asked on Moved's behalf.
      expect(seen.length - before).toBe(r.propValues.SiteLabs === undefined ? 0 : 1);
      await c.json('DELETE', `/api/Dataproviders/${saved.DbId}`);
    });

    it('gives one text for every failure, so an author cannot scan hosts and ports (issue 22 item 5)', async () => {
      const c = await signedIn(ctx.app, 'admin@demo.local');
      // A closed port, a path that answers 404, a redirect, an answer too large, a link-local address.
      const closed = await new Promise<number>((resolve) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const port = (probe.address() as { port: number }).port;
          probe.close(() => resolve(port));
        });
      });
      const failing = {
        Closed: `http://127.0.0.1:${closed}`,
        NotFound: `${hostedUrl}/nothing-here`,
        Redirected: `${hostedUrl}/moved`,
        TooLarge: `${hostedUrl}/huge`,
        LinkLocal: 'http://169.254.169.254/latest',
      };
      const saved: DataProvider[] = [];
      for (const [id, url] of Object.entries(failing))
        saved.push(
          await c.json<DataProvider>('POST', '/api/Dataproviders/save', { Id: id, Uid: '', Url: url }),
        );
      const r = await c.json<{ errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      for (const id of Object.keys(failing))
        expect(r.errors?.[id], id).toBe(`Provider ${id} could not be reached`);
      for (const p of saved) await c.json('DELETE', `/api/Dataproviders/${p.DbId}`);
    });

    it('asks at most 20 site-hosted providers in one call', async () => {
      const c = await signedIn(ctx.app, 'admin@demo.local');
      const made: number[] = [];
      for (let i = 0; i < 25; i++)
        made.push(
          (
            await c.json<DataProvider>('POST', '/api/Dataproviders/save', {
              Id: `Many${i}`,
              Uid: 'site.labs',
              Url: hostedUrl,
            })
          ).DbId,
        );
      const before = seen.length;
      const r = await c.json<{ propValues: Record<string, unknown>; errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      expect(seen.length - before).toBeLessThanOrEqual(20);
      expect(
        Object.values(r.errors ?? {}).filter((e) => e.includes('at most 20')).length,
      ).toBeGreaterThanOrEqual(5);
      for (const id of made) await c.json('DELETE', `/api/Dataproviders/${id}`);
    });

    it('refuses and never relays a provider answer over 1 MB', async () => {
      const c = await signedIn(ctx.app, 'admin@demo.local');
      const saved = await c.json<DataProvider>('POST', '/api/Dataproviders/save', {
        Id: 'Huge',
        Uid: '',
        Url: `${hostedUrl}/huge`,
      });
      const r = await c.json<{ propValues: Record<string, unknown>; errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      expect(r.propValues.Huge).toBeUndefined();
      expect(r.errors?.Huge).toBe('Provider Huge could not be reached');
      await c.json('DELETE', `/api/Dataproviders/${saved.DbId}`);
    });

    it('never reaches a link-local or metadata address (169.254.169.254)', async () => {
      const c = await signedIn(ctx.app, 'admin@demo.local');
      const saved = await c.json<DataProvider>('POST', '/api/Dataproviders/save', {
        Id: 'Metadata',
        Uid: '',
        Url: 'http://169.254.169.254/latest/meta-data',
      });
      const r = await c.json<{ propValues: Record<string, unknown>; errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      expect(r.errors?.Metadata).toBe('Provider Metadata could not be reached');
      await c.json('DELETE', `/api/Dataproviders/${saved.DbId}`);
    });

    it('flags ids that already exist when reading a .srtbp package', async () => {
      const c = await signedIn(ctx.app, 'author@demo.local');
      await c.json('POST', '/api/Dataproviders/save', { Id: 'Existing', Uid: 'u', MockData: '{}' });
      const r = await c.json<ImportProvidersResult>('POST', '/api/Dataproviders/import', {
        Package: JSON.stringify([
          { Id: 'Existing', Uid: 'u', Version: 2, MockData: { x: 1 } },
          { Id: 'Brand', Uid: 'b' },
        ]),
      });
      expect(r.Providers.map((p) => [p.Id, p.Exists])).toEqual([
        ['Existing', true],
        ['Brand', false],
      ]);
      expect(r.Warning).toBe(
        'One or more provider ids already exist. Select them manually before adding to overwrite.',
      );
    });

    it('answers structured data from mocks and from a site-hosted provider through the v1 contract', async () => {
      const c = await signedIn(ctx.app, 'admin@demo.local');
      await c.json('POST', '/api/Dataproviders/save', { Id: 'Mocked', Uid: 'm', MockData: '{"weight": 70}' });
      await c.json('POST', '/api/Dataproviders/save', { Id: 'SiteLabs', Uid: 'site.labs', Url: hostedUrl });
      const r = await c.json<{ propValues: Record<string, unknown>; errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      expect(r.propValues.Mocked).toEqual({ weight: 70 });
      expect(r.propValues.SiteLabs).toEqual({ creatinine: 88 });
      expect(seen.at(-1)).toMatchObject({
        user: { login: 'admin@demo.local', domain: 'demo.local' },
        patient: { ids: [] },
        exam: { scope: 'current' },
      });
    });

    it('answers a clear error when a site-hosted provider times out', async () => {
      const c = await signedIn(ctx.app, 'author@demo.local');
      await c.json('POST', '/api/Dataproviders/save', { Id: 'Slow', Uid: 's', Url: `${hostedUrl}/slow` });
      const r = await c.json<{ errors?: Record<string, string> }>(
        'POST',
        '/api/DataProviderInternal/v1/GetStructuredData',
      );
      expect(r.errors?.Slow).toBe('Provider Slow could not be reached');
    });
  },
  { providerTimeoutMs: 300 },
);

// Issue 22 item 5: an operator allow-list of provider hosts, and loopback in local mode only. The reasons
// are what the server logs; the caller gets one text (above).
describe('where a site-hosted provider may be (PROVIDER_HOSTS; loopback in local mode only)', () => {
  const caller = {
    user: { email: 'admin@demo.local', givenName: 'A', familyName: 'B' },
  } as unknown as OnSite;
  const provider = { id: 'Labs', uid: 'site.labs', version: 1 };
  const ask = (url: string, reach: ProviderReach) => askProvider(url, provider, caller, 2000, reach);

  it('asks a provider on an allowed host, by host or host:port', async () => {
    const port = new URL(hostedUrl).port;
    await expect(ask(`http://localhost:${port}`, { hosts: ['localhost'], loopback: true })).resolves.toEqual({
      creatinine: 88,
    });
    await expect(
      ask(`http://localhost:${port}`, { hosts: [`localhost:${port}`], loopback: true }),
    ).resolves.toEqual({
      creatinine: 88,
    });
  });

  it('never asks a host that is not on the list, or a loopback address outside local mode', async () => {
    const port = new URL(hostedUrl).port;
    const before = seen.length;
    await expect(
      ask(`http://localhost:${port}`, { hosts: ['labs.north.example'], loopback: true }),
    ).rejects.toThrow(`Provider Labs: localhost:${port} is not in PROVIDER_HOSTS`);
    await expect(ask(`http://localhost:${port}`, { hosts: ['localhost'], loopback: false })).rejects.toThrow(
      'Provider Labs: localhost is a loopback address (allowed in local mode only)',
    );
    await expect(ask(hostedUrl, { loopback: false })).rejects.toThrow(/loopback address/);
    await expect(
      ask('http://169.254.169.254/latest', { hosts: ['169.254.169.254'], loopback: true }),
    ).rejects.toThrow(/link-local/);
    expect(seen.length).toBe(before);
  });
});

describe('a provider request connects to the address that was checked (no second DNS lookup: rebinding)', () => {
  it('reaches the pinned address even for a host name that no longer resolves', async () => {
    const port = new URL(hostedUrl).port;
    const r = await pinnedPost(
      `http://rebound.invalid:${port}/v1/getstructureddata`,
      '{}',
      2000,
      { address: '127.0.0.1', family: 4 },
      1024 * 1024,
    );
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text ?? '')).toMatchObject({ propValues: { creatinine: 88 } });
  });

  it('never follows a redirect and stops reading past the cap', async () => {
    const port = new URL(hostedUrl).port;
    const pinned = { address: '127.0.0.1', family: 4 };
    const moved = await pinnedPost(
      `http://localhost:${port}/moved/v1/getstructureddata`,
      '{}',
      2000,
      pinned,
      1024,
    );
    expect(moved.status).toBe(307);
    const huge = await pinnedPost(
      `http://localhost:${port}/huge/v1/getstructureddata`,
      '{}',
      2000,
      pinned,
      1024,
    );
    expect(huge.text).toBeNull();
  });
});
