/**
 * Every answer a server test receives is checked against its route's response schema in packages/api
 * (docs/rest.md#the-rest-contract): a 200 JSON answer that does not match the contract fails the test
 * that got it, so the server's 400 route tests double as the contract's conformance suite.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { routes, type JsonSchema, type RouteDef } from '@formwright/api';

const ajv = new Ajv({ allErrors: true, strict: false });
const checks = new Map<RouteDef, ValidateFunction>();

/**
 * The route a method and URL reach (paths match without regard to case, as the server matches them; a
 * static segment wins over a parameter, as in Fastify's router).
 */
export function routeFor(method: string, url: string): RouteDef | undefined {
  const path = url.split('?')[0]!.toLowerCase();
  const matches = (routes as readonly RouteDef[]).filter((route) => {
    if (route.method !== method) return false;
    const pattern = route.path
      .toLowerCase()
      .replace(/[.]/g, '\\.')
      .replace(/\/\{\w+\?\}/g, '(?:/[^/]+)?')
      .replace(/\{\w+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
  return matches.sort((a, b) => paramCount(a) - paramCount(b))[0];
}

function paramCount(route: RouteDef): number {
  return route.path.split('{').length - 1;
}

/** Why a 200 answer breaks its route's contract, or undefined when it keeps it (or is no JSON answer of the table). */
export function contractViolation(
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: string,
): string | undefined {
  if (status !== 200 || !contentType?.includes('application/json')) return undefined;
  const route = routeFor(method, url);
  if (!route?.response || route.response === 'text') return undefined;
  let check = checks.get(route);
  if (!check) {
    check = ajv.compile(route.response as JsonSchema);
    checks.set(route, check);
  }
  if (check(JSON.parse(body))) return undefined;
  return `${method} ${url} (${route.operation}) broke its response schema: ${ajv.errorsText(check.errors)}`;
}
