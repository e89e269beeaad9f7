/**
 * The one way the outer app calls the server (docs/rest.md#the-rest-contract): JSON, the x-csrf-token header with the
 * token kept in local storage under 'csrf' (fetched from GET /api/auth/csrf when missing), and a non-OK
 * answer raised as 'Error when calling (METHOD) {url}'.
 */

/** The local-storage key of the CSRF token. */
export const CSRF_KEY = 'csrf';

/** A failed server call: the spec's message, with the status for callers that branch on it. */
export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    /** The server's answer to the failed call, when it sent JSON (a refused build lists its failures). */
    readonly answer?: unknown,
    /** The answer's status text ('' when the server could not be reached). */
    readonly statusText = '',
  ) {
    super(`Error when calling (${method}) ${url}`);
    this.name = 'ApiError';
  }
}

/** The HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'DELETE';

/** Fetch, injectable for tests. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Makes the call function over a fetch and a base path. */
export function createHttp(fetchFn: Fetch = (i, init) => fetch(i, init), base = '') {
  async function csrfToken(): Promise<string> {
    const kept = safeStorage()?.getItem(CSRF_KEY);
    if (kept) return kept;
    const response = await fetchFn(`${base}/api/auth/csrf`, { credentials: 'same-origin' });
    if (!response.ok) throw new ApiError('GET', `${base}/api/auth/csrf`, response.status);
    const token = (await response.text()).trim();
    safeStorage()?.setItem(CSRF_KEY, token);
    return token;
  }

  /**
   * Calls `method path` with an optional JSON body. Answers the parsed JSON, the text when the answer
   * is not JSON, or undefined for 204. Retries once with a fresh token when the server refuses the token.
   */
  async function call<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
    const url = `${base}${path}`;
    const send = async (): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      // Every call carries the token (docs/rest.md); a GET sends the kept one and fetches none.
      if (method !== 'GET') headers['x-csrf-token'] = await csrfToken();
      else {
        const kept = safeStorage()?.getItem(CSRF_KEY);
        if (kept) headers['x-csrf-token'] = kept;
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      return fetchFn(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        // A call without a body (a presence removal while the page closes, say) may outlive the page;
        // keepalive caps bodies at 64 KB, so calls with one (a save) are never sent that way.
        keepalive: body === undefined,
      });
    };
    let response: Response;
    try {
      response = await send();
      if (response.status === 403 && method !== 'GET') {
        safeStorage()?.removeItem(CSRF_KEY);
        response = await send();
      }
    } catch {
      throw new ApiError(method, url, 0);
    }
    if (!response.ok)
      throw new ApiError(method, url, response.status, await answerOf(response), response.statusText);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }

  return { call, csrfToken };
}

/** The call function's type. */
export type Http = ReturnType<typeof createHttp>;

async function answerOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
