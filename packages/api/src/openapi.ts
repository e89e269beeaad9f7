import { routes, type RouteDef } from './routes';
import type { JsonSchema } from './schema';
import { errorSchema } from './schemas/common';

/** The contract's version, written into the OpenAPI document. */
export const API_VERSION = '1.0.0';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function pathVariants(path: string): string[] {
  // OpenAPI has no optional path parameters: an optional trailing one gives two paths.
  const m = /^(.*)\/\{(\w+)\?\}$/.exec(path);
  return m ? [m[1]!, `${m[1]}/{${m[2]}}`] : [path];
}

function parametersOf(route: RouteDef, path: string): Json[] {
  const props = (route.params?.properties ?? {}) as Record<string, JsonSchema>;
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: (props[name] ?? { type: 'string' }) as Json,
  }));
}

function operationOf(route: RouteDef, path: string, suffix: string): Json {
  const responses: Record<string, Json> = {};
  if (route.response === 'text')
    responses['200'] = { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } };
  else if (route.response)
    responses['200'] = {
      description: 'OK',
      content: { 'application/json': { schema: route.response as Json } },
    };
  else responses['302'] = { description: 'Redirect (browser navigation)' };
  if (route.noContent) responses['204'] = { description: 'None' };
  responses['4XX'] = {
    description: 'Refused',
    content: { 'application/json': { schema: errorSchema as unknown as Json } },
  };
  const op: Record<string, Json> = {
    operationId: route.operation + suffix,
    summary: route.summary,
    'x-access':
      typeof route.access === 'number'
        ? ['None', 'User', 'Admin', 'ProviderAdmin'][route.access]!
        : route.access,
    parameters: parametersOf(route, path),
    responses,
  };
  if (route.body)
    op.requestBody = { required: true, content: { 'application/json': { schema: route.body as Json } } };
  return op;
}

/**
 * The OpenAPI 3.1 document of the route table: one path per route (two where the last parameter is
 * optional), request and response schemas as written in the table. Deterministic: the same table gives
 * the same text, so docs/rest.md can be checked for staleness.
 */
export function openApiDocument(): Record<string, Json> {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes as readonly RouteDef[]) {
    const variants = pathVariants(route.path);
    variants.forEach((path, i) => {
      const entry = (paths[path] ??= {});
      entry[route.method.toLowerCase()] = operationOf(
        route,
        path,
        variants.length > 1 && i > 0 ? 'WithVersion' : '',
      );
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Formwright designer API',
      version: API_VERSION,
      description:
        'Every call of the designer server. Paths match without regard to case. Mutating calls need the x-csrf-token header (GET /api/auth/csrf). Roles travel as numbers 0-3.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'formwright.sid' },
        csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      },
    },
    paths: paths as Record<string, Json>,
  };
}
