/**
 * The types of one call, inferred from the route table the way ts-rest infers them from its contract:
 * the server's handlers and the designer's client are both typed by these, so changing a schema in
 * `schemas/` breaks whichever side no longer matches (docs/rest.md#the-rest-contract).
 */
import type { FromSchema } from './schema';
import type { Operation, Route } from './routes';

/** The route-table row of an operation. */
export type RouteOf<O extends Operation> = Extract<Route, { operation: O }>;

/** The request body of an operation (`undefined` for a route without one). */
export type BodyOf<O extends Operation> = RouteOf<O> extends { body: infer B } ? FromSchema<B> : undefined;

/** The path parameters of an operation as the server receives them (strings, checked by their patterns). */
export type ParamsOf<O extends Operation> =
  RouteOf<O> extends { params: infer P } ? FromSchema<P> : Record<string, never>;

/** The 200 answer of an operation: the schema's type, `string` for a plain-text answer. */
export type ResponseOf<O extends Operation> =
  RouteOf<O> extends { response: infer R } ? (R extends 'text' ? string : FromSchema<R>) : undefined;

/** What a client receives: the 200 answer, or `undefined` where the route may answer 204 ("204 means none"). */
export type AnswerOf<O extends Operation> =
  RouteOf<O> extends { noContent: true } ? ResponseOf<O> | undefined : ResponseOf<O>;

/** True when the operation's route has path parameters. */
type HasParams<O extends Operation> = RouteOf<O> extends { params: object } ? true : false;

/** Path parameters as a client passes them: numbers are accepted where the path carries digits. */
export type ClientParams<O extends Operation> = {
  readonly [K in keyof ParamsOf<O>]: string extends ParamsOf<O>[K] ? ParamsOf<O>[K] | number : ParamsOf<O>[K];
};

/** A value as a client may pass it: read-only arrays and objects are accepted (the client never writes them). */
export type ReadonlyDeep<T> = T extends readonly (infer E)[]
  ? readonly ReadonlyDeep<E>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/** A request body as a client passes it. */
export type ClientBody<O extends Operation> = ReadonlyDeep<BodyOf<O>>;

/**
 * The arguments of a client call of an operation: its parameters (when its path has any) and its body
 * (when it takes one), in that order; an operation with neither takes none.
 */
export type CallArgs<O extends Operation> =
  HasParams<O> extends true
    ? BodyOf<O> extends undefined
      ? [params: ClientParams<O>]
      : [params: ClientParams<O>, body: ClientBody<O>]
    : BodyOf<O> extends undefined
      ? []
      : [params: undefined, body: ClientBody<O>];
