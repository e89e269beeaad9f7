import type { FromSchema } from '../schema';

/** A GUID-like id (forms, users): 32 hex digits in the 8-4-4-4-12 pattern, any letter case. */
export const guidSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

/** A role as its number: None 0, User 1, Admin 2, ProviderAdmin 3 (docs/rest.md#the-rest-contract, docs/operations.md#the-seeded-demo-site-local-mode). */
export const roleSchema = { type: 'integer', enum: [0, 1, 2, 3] } as const;
/** A role number. */
export type RoleNumber = FromSchema<typeof roleSchema>;

/** The role names in ascending order; a role's number is its index. */
export const ROLE_NAMES = ['None', 'User', 'Admin', 'ProviderAdmin'] as const;
/** A role name. */
export type RoleName = (typeof ROLE_NAMES)[number];

/** A database id of a folder, site or data provider. */
export const dbIdSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A timestamp as ISO 8601 text. */
export const timestampSchema = { type: 'string', format: 'date-time' } as const;

/** Text with a generous limit: names, descriptions, emails. */
export const nameSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** The answer of a refused or failed call: a message and a stable code (errors are data). */
export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['statusCode', 'code', 'message'],
} as const;
/** The answer of a refused or failed call. */
export type ApiError = FromSchema<typeof errorSchema>;

/** One located diagnostic of the core, as stored with each saved version. */
export const diagnosticSchema = {
  type: 'object',
  properties: {
    severity: { type: 'string', enum: ['error', 'warning', 'info'] },
    code: { type: 'string' },
    message: { type: 'string' },
    line: { type: 'integer' },
    column: { type: 'integer' },
    path: { type: 'string' },
  },
  required: ['severity', 'code', 'message'],
} as const;
/** One diagnostic as the API carries it. */
export type ApiDiagnostic = FromSchema<typeof diagnosticSchema>;

/** Path parameters `{id}` holding a form id. */
export const idParams = {
  type: 'object',
  properties: { id: guidSchema },
  required: ['id'],
} as const;

/** Path parameters `{id}` holding a database id. */
export const dbIdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } },
  required: ['id'],
} as const;

/** Path parameters `{id}` and an optional `{version}` (a save-version serial). */
export const idVersionParams = {
  type: 'object',
  properties: { id: guidSchema, version: { type: 'string', pattern: '^[0-9]{1,10}$' } },
  required: ['id'],
} as const;

/** A plain `{ Ok: true }` answer of a mutation that returns nothing else. */
export const okSchema = {
  type: 'object',
  properties: { Ok: { type: 'boolean' } },
  required: ['Ok'],
} as const;
