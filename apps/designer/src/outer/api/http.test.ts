// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttp, CSRF_KEY } from './http';

function answer(status: number, body = ''): Response {
  return new Response(status === 204 ? null : body, { status });
}

describe('the http client', () => {
  beforeEach(() => localStorage.clear());

  it("raises 'Error when calling (METHOD) {url}' on a non-OK answer", async () => {
    const http = createHttp(async () => answer(500));
    await expect(http.call('GET', '/api/Templates')).rejects.toThrow(
      'Error when calling (GET) /api/Templates',
    );
    await expect(http.call('GET', '/api/Templates')).rejects.toBeInstanceOf(ApiError);
  });

  it('raises the same message when the server cannot be reached', async () => {
    const http = createHttp(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.call('DELETE', '/api/Templates/currentUser')).rejects.toThrow(
      'Error when calling (DELETE) /api/Templates/currentUser',
    );
  });

  it("fetches the CSRF token once, keeps it under 'csrf' and sends it as x-csrf-token", async () => {
    const fetchFn = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/csrf' ? answer(200, 'tok123') : answer(200, '{"Id":"a","Version":1}'),
    );
    const http = createHttp(fetchFn);
    await expect(http.call('POST', '/api/Templates', { Name: 'x' })).resolves.toEqual({
      Id: 'a',
      Version: 1,
    });
    await http.call('POST', '/api/Templates', { Name: 'y' });
    expect(localStorage.getItem(CSRF_KEY)).toBe('tok123');
    expect(fetchFn.mock.calls.filter(([url]) => url === '/api/auth/csrf')).toHaveLength(1);
    const init = fetchFn.mock.calls[1]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('tok123');
    expect(init.body).toBe('{"Name":"x"}');
  });

  it('a GET carries the kept token and never fetches one', async () => {
    const fetchFn = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, '[]'));
    const http = createHttp(fetchFn);
    await http.call('GET', '/api/Templates');
    expect((fetchFn.mock.calls[0]?.[1]?.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
    localStorage.setItem(CSRF_KEY, 'kept1');
    await http.call('GET', '/api/Templates');
    expect((fetchFn.mock.calls[1]?.[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('kept1');
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['/api/Templates', '/api/Templates']);
  });

  it('answers undefined for 204 (none)', async () => {
    const http = createHttp(async () => answer(204));
    await expect(http.call('GET', '/api/templates/share/x')).resolves.toBeUndefined();
  });

  it('sends a call without a body keepalive (it may outlive a closing page), never one with a body', async () => {
    localStorage.setItem(CSRF_KEY, 'tok');
    const fetchFn = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, '{}'));
    const http = createHttp(fetchFn);
    await http.call('DELETE', '/api/templates/currentUser');
    await http.call('POST', '/api/Templates', { Name: 'x' });
    expect(fetchFn.mock.calls.map(([url, init]) => [url, init?.keepalive])).toEqual([
      ['/api/templates/currentUser', true],
      ['/api/Templates', false],
    ]);
  });
});
