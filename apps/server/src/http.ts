import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fastifyPath,
  routeOf,
  type Access,
  type BodyOf,
  type JsonSchema,
  type Operation,
  type ParamsOf,
  type ResponseOf,
  type Route,
  type RouteOf,
} from '@formwright/api';
import type { Caller, OnSite, SignedIn } from './context';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved from the session cookie by the auth plugin. */
    caller?: Caller;
  }
  interface FastifyContextConfig {
    /** Who may call the route (the route table's access). */
    access?: Access;
    /** The route table's operation. */
    operation?: Operation;
  }
}

type CallerOf<A> = A extends number ? OnSite : A extends 'session' ? SignedIn : Caller | undefined;

/** What a handler gets: the request, the reply, the caller (typed by the route's access), params and body. */
export interface HandlerInput<O extends Operation> {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  readonly caller: CallerOf<RouteOf<O>['access']>;
  readonly params: Readonly<ParamsOf<O>>;
  readonly body: BodyOf<O>;
}

/** What a handler returns when it answered through `reply` itself (a file, a redirect, a 204). */
export type Replied = FastifyReply | undefined;

/**
 * Registers the handler of one operation of the route table: method, path, body and params schemas and
 * access all come from packages/api, so the server cannot drift from the contract. The auth plugin
 * checks the access before the handler runs; the answer is sent as JSON unless the handler replied.
 */
export function on<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: HandlerInput<O>) => Promise<ResponseOf<O> | Replied>,
  config: Readonly<Record<string, unknown>> = {},
): void {
  const route = routeOf(operation) as Route;
  const schema: Record<string, unknown> = {};
  if ('body' in route) schema.body = route.body;
  if ('params' in route) schema.params = route.params;
  // The answer is serialised by its schema (Fastify's fast-json-stringify): a field the contract does not
  // name never leaves the server, and an answer missing a required field fails loudly instead of drifting.
  if ('response' in route && route.response !== 'text')
    schema.response = { 200: forSerialisation(route.response) };
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    schema,
    config: { ...config, access: route.access, operation },
    handler: async (req, reply) => {
      const result = await handler({
        req,
        reply,
        caller: req.caller as CallerOf<RouteOf<O>['access']>,
        params: (req.params ?? {}) as ParamsOf<O>,
        body: req.body as BodyOf<O>,
      });
      if (reply.sent) return reply;
      return result;
    },
  });
}

/**
 * The response schema as the serialiser reads it: an object the contract leaves open (no `properties`,
 * say a form's `metadata`) keeps every field, where fast-json-stringify would otherwise write `{}`.
 */
export function forSerialisation(schema: JsonSchema): JsonSchema {
  const open = isObjectType(schema) && !schema.properties && schema.additionalProperties === undefined;
  return {
    ...schema,
    ...(open ? { additionalProperties: true } : {}),
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([k, v]) => [k, forSerialisation(v)]),
          ),
        }
      : {}),
    ...(schema.items ? { items: forSerialisation(schema.items) } : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(forSerialisation) } : {}),
    ...(typeof schema.additionalProperties === 'object'
      ? { additionalProperties: forSerialisation(schema.additionalProperties) }
      : {}),
  };
}

function isObjectType(schema: JsonSchema): boolean {
  return schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
}

/** Parses a numeric path parameter (validated by the schema's pattern). */
export function intParam(params: Readonly<Record<string, string | undefined>>, name: string): number {
  const value = Number(params[name]);
  if (!Number.isSafeInteger(value)) throw new HttpError(400, 'invalid-parameter', `Invalid ${name}`);
  return value;
}
