/**
 * A small JSON Schema subset and the TypeScript type it describes. The route table writes every schema
 * once `as const`; `FromSchema` derives the type from it so server and designer never restate a shape.
 */

/** The JSON Schema keywords the contract uses (draft 2020-12, as OpenAPI 3.1 reads it). */
export interface JsonSchema {
  readonly type?: JsonType | readonly JsonType[];
  readonly properties?: { readonly [name: string]: JsonSchema };
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly anyOf?: readonly JsonSchema[];
  readonly description?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly format?: string;
  readonly default?: unknown;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

type Simple<T> = T extends 'string'
  ? string
  : T extends 'number' | 'integer'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? unknown[]
          : T extends 'object'
            ? Record<string, unknown>
            : unknown;

type Flat<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<S> = S extends {
  readonly properties: infer P;
}
  ? Flat<
      {
        -readonly [K in keyof P as K extends RequiredOf<S> ? K : never]: FromSchema<P[K]>;
      } & {
        -readonly [K in keyof P as K extends RequiredOf<S> ? never : K]?: FromSchema<P[K]>;
      }
    >
  : S extends { readonly additionalProperties: infer A extends object }
    ? Record<string, FromSchema<A>>
    : Record<string, unknown>;

type RequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never;

type OfType<S, T> = T extends 'object'
  ? ObjectOf<S>
  : T extends 'array'
    ? S extends { readonly items: infer I }
      ? FromSchema<I>[]
      : unknown[]
    : Simple<T>;

/** The TypeScript type a schema written `as const` describes (the subset of {@link JsonSchema}). */
export type FromSchema<S> = S extends { readonly enum: readonly (infer E)[] }
  ? E
  : S extends { readonly anyOf: readonly (infer A)[] }
    ? FromSchema<A>
    : S extends { readonly type: readonly (infer T)[] }
      ? T extends unknown
        ? OfType<S, T>
        : never
      : S extends { readonly type: infer T }
        ? OfType<S, T>
        : unknown;
