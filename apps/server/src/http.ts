import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fastifyPath,
  routeOf,
  type Access,
  type FromSchema,
  type Operation,
  type Route,
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

type RouteOf<O extends Operation> = Extract<Route, { operation: O }>;
/** The typed body of an operation (from its schema in packages/api). */
export type BodyOf<O extends Operation> = RouteOf<O> extends { body: infer B } ? FromSchema<B> : undefined;
type CallerOf<A> = A extends number ? OnSite : A extends 'session' ? SignedIn : Caller | undefined;

/** What a handler gets: the request, the reply, the caller (typed by the route's access), params and body. */
export interface HandlerInput<O extends Operation> {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  readonly caller: CallerOf<RouteOf<O>['access']>;
  readonly params: Readonly<Record<string, string>>;
  readonly body: BodyOf<O>;
}

/**
 * Registers the handler of one operation of the route table: method, path, body and params schemas and
 * access all come from packages/api, so the server cannot drift from the contract. The auth plugin
 * checks the access before the handler runs; the answer is sent as JSON unless the handler replied.
 */
export function on<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: HandlerInput<O>) => Promise<unknown>,
  config: Readonly<Record<string, unknown>> = {},
): void {
  const route = routeOf(operation) as Route;
  const schema: Record<string, unknown> = {};
  if ('body' in route) schema.body = route.body;
  if ('params' in route) schema.params = route.params;
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
        params: (req.params ?? {}) as Record<string, string>,
        body: req.body as BodyOf<O>,
      });
      if (reply.sent) return reply;
      return result;
    },
  });
}

/** Parses a numeric path parameter (validated by the schema's pattern). */
export function intParam(params: Readonly<Record<string, string>>, name: string): number {
  const value = Number(params[name]);
  if (!Number.isSafeInteger(value)) throw new HttpError(400, 'invalid-parameter', `Invalid ${name}`);
  return value;
}
