/**
 * @formwright/api: the REST contract between the designer and the server (docs/rest.md#the-rest-contract): the route
 * table, the JSON Schemas of every body and answer with their types, and the OpenAPI 3.1 document.
 */
export type { FromSchema, JsonSchema } from './schema';
export * from './routes';
export type * from './contract';
export * from './openapi';
export * from './schemas/common';
export * from './schemas/session';
export * from './schemas/templates';
export * from './schemas/folders';
export * from './schemas/builds';
export * from './schemas/sites';
export * from './schemas/providers';
export { renderRestMarkdown } from './restDoc';
export * from './roles';
export * from './dragRules';
