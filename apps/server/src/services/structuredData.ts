import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIPv4 } from 'node:net';
import type { ProviderResponse, StructuredData } from '@formwright/api';
import type { OnSite } from '../context';
import type { Storage } from '../storage/db';

/** The v1 contract's paths on a site-hosted provider (docs/rest.md#the-rest-contract). */
export const PROVIDER_PATHS = {
  data: 'v1/getstructureddata',
  compatibility: 'v1/getstructureddatacompatibility',
} as const;

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/**
 * Whether an address is link-local (169.254.0.0/16, where cloud metadata services such as
 * 169.254.169.254 answer, or fe80::/10, or either mapped into IPv6): never reachable by a provider.
 */
export function isLinkLocal(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  const v4 = a.startsWith('::ffff:') && isIPv4(a.slice(7)) ? a.slice(7) : a;
  if (isIPv4(v4)) return v4.startsWith('169.254.');
  return /^fe[89ab][0-9a-f]:/.test(a) || a === 'fd00:ec2::254';
}

/** Whether an address is a loopback one (127.0.0.0/8, ::1, either mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  const v4 = a.startsWith('::ffff:') && isIPv4(a.slice(7)) ? a.slice(7) : a;
  return a === '::1' || a === 'localhost' || (isIPv4(v4) && v4.startsWith('127.'));
}

/** Where a site-hosted provider may be (docs/operations.md, `PROVIDER_HOSTS`). */
export interface ProviderReach {
  /** The operator's allow-list (`host` or `host:port`, lower case); undefined: any host. */
  readonly hosts?: readonly string[];
  /** Loopback addresses only in local mode (a trial on one machine). */
  readonly loopback: boolean;
}

/**
 * Throws when the Url's host is not on the operator's allow-list, or is (or resolves to) a link-local or
 * metadata address, or a loopback address outside local mode.
 */
async function refuseUnreachable(url: string, id: string, reach: ProviderReach): Promise<Pinned> {
  const parsed = new URL(url);
  const host = parsed.hostname;
  if (
    reach.hosts &&
    !reach.hosts.includes(parsed.host.toLowerCase()) &&
    !reach.hosts.includes(host.toLowerCase())
  )
    throw new Error(`Provider ${id}: ${parsed.host} is not in PROVIDER_HOSTS`);
  let resolved: Pinned[];
  try {
    resolved = await lookup(host.replace(/^\[|\]$/g, ''), { all: true });
  } catch (err) {
    throw new Error(`Provider ${id}: ${host} does not resolve`, { cause: err });
  }
  const addresses = resolved.map((r) => r.address);
  if ([host, ...addresses].some(isLinkLocal)) throw new Error(`Provider ${id}: ${host} is link-local`);
  if (!reach.loopback && [host, ...addresses].some(isLoopbackAddress))
    throw new Error(`Provider ${id}: ${host} is a loopback address (allowed in local mode only)`);
  const first = resolved[0];
  if (!first) throw new Error(`Provider ${id}: ${host} does not resolve`);
  return first;
}

/** An address checked once and connected to: no second DNS answer between the check and the request. */
interface Pinned {
  readonly address: string;
  readonly family: number;
}

/** What a provider answered: its status and its text, or null for the text when it exceeded the cap. */
interface PinnedAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly text: string | null;
}

/**
 * POSTs JSON to `url`, connecting to the `pinned` address whatever the host resolves to now (DNS
 * rebinding), with TLS still checked against the host's name. Never follows a redirect; reads at most
 * `limit` bytes of the answer (null beyond); gives up after `timeoutMs` (an error named TimeoutError).
 */
export function pinnedPost(
  url: string,
  json: string,
  timeoutMs: number,
  pinned: Pinned,
  limit: number,
): Promise<PinnedAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
        lookup: ((_host: string, options: { all?: boolean }, done: (...args: unknown[]) => void) =>
          options.all
            ? done(null, [{ address: pinned.address, family: pinned.family }])
            : done(null, pinned.address, pinned.family)) as never,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const statusText = res.statusMessage ?? '';
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > limit) {
          res.destroy();
          return resolve({ status, statusText, text: null });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > limit) {
            res.destroy();
            resolve({ status, statusText, text: null });
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, statusText, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      const err = new Error(`no answer within ${timeoutMs} ms`);
      err.name = 'TimeoutError';
      req.destroy(err);
    }, timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.on('close', () => clearTimeout(timer));
    req.end(json);
  });
}

/**
 * Asks one site-hosted provider through the v1 contract: POST getstructureddata with {user, patient,
 * exam}. Version 1 providers handle only the current exam; version 2 ones all exams in scope (the
 * request says which with `exam.scope`). Answers the provider's propValues or throws a clear message.
 */
export async function askProvider(
  url: string,
  provider: { id: string; uid: string; version: number },
  caller: OnSite,
  timeoutMs: number,
  reach: ProviderReach = { loopback: true },
): Promise<unknown> {
  const body = {
    user: {
      login: caller.user.email,
      domain: caller.user.email.split('@')[1] ?? '',
      name: `${caller.user.givenName} ${caller.user.familyName}`.trim(),
    },
    patient: { ids: [] as string[] },
    exam: { examNo: '', accNo: '', studyUid: '', date: '', scope: provider.version >= 2 ? 'all' : 'current' },
  };
  const pinned = await refuseUnreachable(url, provider.id, reach);
  let res: PinnedAnswer;
  try {
    // A redirect is never followed (it could lead anywhere the registered Url may not): a 3xx is a failure.
    res = await pinnedPost(
      join(url, PROVIDER_PATHS.data),
      JSON.stringify(body),
      timeoutMs,
      pinned,
      MAX_PROVIDER_ANSWER_BYTES,
    );
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new Error(
      timedOut
        ? `Provider ${provider.id} did not answer within ${timeoutMs} ms`
        : `Provider ${provider.id} could not be reached`,
      { cause: err },
    );
  }
  if (res.status < 200 || res.status > 299)
    throw new Error(`Provider ${provider.id} answered ${res.status} ${res.statusText}`);
  const text = res.text;
  if (text === null)
    throw new Error(`Provider ${provider.id} answered more than ${MAX_PROVIDER_ANSWER_BYTES} bytes`);
  let answer: ProviderResponse;
  try {
    answer = JSON.parse(text) as ProviderResponse;
  } catch {
    throw new Error(`Provider ${provider.id} answered something that is not JSON`);
  }
  if (
    !answer ||
    typeof answer !== 'object' ||
    typeof answer.propValues !== 'object' ||
    answer.propValues === null
  )
    throw new Error(`Provider ${provider.id} answered without propValues`);
  if (provider.uid && answer.compatibility?.uid && answer.compatibility.uid !== provider.uid)
    throw new Error(`Provider ${provider.id} answered as ${answer.compatibility.uid}, not ${provider.uid}`);
  return answer.propValues;
}

/** A provider's answer larger than this is refused, read no further and never relayed. */
export const MAX_PROVIDER_ANSWER_BYTES = 1024 * 1024;

/**
 * The text every failure of a site-hosted provider gives the caller, whatever happened (unreachable, a
 * refused or link-local address, a timeout, a redirect, an error status, too large, not JSON): different
 * texts would let an author scan ports and hosts through the server. The reason goes to the server log.
 */
export function providerFailureText(id: string): string {
  return `Provider ${id} could not be reached`;
}

async function askHidingWhy(
  url: string,
  provider: { id: string; uid: string; version: number },
  caller: OnSite,
  timeoutMs: number,
  logFailure: (providerId: string, reason: string) => void,
  reach: ProviderReach,
): Promise<unknown> {
  try {
    return await askProvider(url, provider, caller, timeoutMs, reach);
  } catch (err) {
    logFailure(provider.id, err instanceof Error ? err.message : String(err));
    throw new Error(providerFailureText(provider.id), { cause: err });
  }
}

/** At most this many site-hosted providers are asked by one call (200 providers made 200 requests). */
export const MAX_HOSTED_PROVIDERS_PER_CALL = 20;

/**
 * `POST /api/DataProviderInternal/v1/GetStructuredData`: every provider of the site answers, a
 * site-hosted one (with a Url) through the v1 contract, the others from their mock data. A provider
 * that fails is named in `errors` and left out of propValues; the others still answer.
 */
export async function structuredData(
  storage: Storage,
  caller: OnSite,
  timeoutMs: number,
  /** Where the reason a site-hosted provider failed goes (the server log); the caller sees one text. */
  logFailure: (providerId: string, reason: string) => void = () => undefined,
  reach: ProviderReach = { loopback: true },
): Promise<StructuredData> {
  const rows = await storage.db
    .selectFrom('data_providers')
    .selectAll()
    .where('site_id', '=', caller.siteId)
    .orderBy('id')
    .execute();
  const propValues: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  let hosted = 0;
  await Promise.all(
    rows.map(async (p) => {
      try {
        if (p.url && ++hosted > MAX_HOSTED_PROVIDERS_PER_CALL)
          throw new Error(
            `Provider ${p.id} was not asked: at most ${MAX_HOSTED_PROVIDERS_PER_CALL} site-hosted providers answer one call`,
          );
        if (p.url) propValues[p.id] = await askHidingWhy(p.url, p, caller, timeoutMs, logFailure, reach);
        else {
          const mock = JSON.parse(p.mock_data) as unknown;
          if (mock && typeof mock === 'object' && Object.keys(mock).length > 0) propValues[p.id] = mock;
        }
      } catch (err) {
        errors[p.id] = err instanceof Error ? err.message : String(err);
      }
    }),
  );
  return Object.keys(errors).length > 0 ? { propValues, errors } : { propValues };
}
