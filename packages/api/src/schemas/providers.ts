import type { FromSchema } from '../schema';

/** Providers whose Id, Uid and Version are fixed (docs/rest.md#the-rest-contract): the internal ones and GenericDataProvider. */
export const PROTECTED_PROVIDERS = [
  'GenericDataProvider',
  'Patient',
  'Exam',
  'User',
  'Findings',
  'LesionTracking',
] as const;

/** A data provider (docs/rest.md#the-rest-contract). `Url`, when set, is a site-hosted provider of the v1 contract. */
export const dataProviderSchema = {
  type: 'object',
  properties: {
    DbId: { type: 'integer' },
    Id: { type: 'string' },
    Uid: { type: 'string' },
    Version: { type: 'integer' },
    MockData: { type: 'string' },
    Url: { type: ['string', 'null'] },
    Internal: { type: 'boolean' },
  },
  required: ['DbId', 'Id', 'Uid', 'Version', 'MockData', 'Url', 'Internal'],
} as const;
/** A data provider. */
export type DataProvider = FromSchema<typeof dataProviderSchema>;
/** The site's data providers. */
export const dataProviderListSchema = { type: 'array', items: dataProviderSchema } as const;

/** `POST /api/Dataproviders/save`: DbId null or absent creates. MockData must parse as JSON. */
export const saveDataProviderSchema = {
  type: 'object',
  properties: {
    DbId: { type: ['integer', 'null'] },
    Id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
    Uid: { type: 'string', maxLength: 200 },
    Version: { type: 'integer', minimum: 0, default: 1 },
    MockData: { type: 'string', maxLength: 1_000_000 },
    Url: { type: ['string', 'null'], maxLength: 2000 },
  },
  required: ['Id'],
  additionalProperties: false,
} as const;
/** The provider save request. */
export type SaveDataProvider = FromSchema<typeof saveDataProviderSchema>;

/** `POST /api/Dataproviders/import`: a `.srtbp` provider package (JSON text). */
export const importProvidersSchema = {
  type: 'object',
  properties: { Package: { type: 'string', maxLength: 5_000_000 } },
  required: ['Package'],
  additionalProperties: false,
} as const;
/** The provider import request. */
export type ImportProviders = FromSchema<typeof importProvidersSchema>;

/** The provider import answer: each provider of the package, flagged when its Id already exists (the
 * designer leaves those unselected with 'One or more provider ids already exist. Select them manually
 * before adding to overwrite.'). Nothing is saved until the designer saves the selected ones. */
export const importProvidersResultSchema = {
  type: 'object',
  properties: {
    Providers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          Id: { type: 'string' },
          Uid: { type: 'string' },
          Version: { type: 'integer' },
          MockData: { type: 'string' },
          Exists: { type: 'boolean' },
        },
        required: ['Id', 'Uid', 'Version', 'MockData', 'Exists'],
      },
    },
    Warning: { type: ['string', 'null'] },
  },
  required: ['Providers', 'Warning'],
} as const;
/** The provider import answer. */
export type ImportProvidersResult = FromSchema<typeof importProvidersResultSchema>;

/** `POST /api/DataProviderInternal/v1/GetStructuredData` answer: provider name to its properties. */
export const structuredDataSchema = {
  type: 'object',
  properties: {
    propValues: { type: 'object', additionalProperties: {} },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['propValues'],
} as const;
/** The structured-data answer. */
export type StructuredData = FromSchema<typeof structuredDataSchema>;

/** The v1 contract's request to a site-hosted provider (docs/rest.md#the-rest-contract provider request body). */
export const providerRequestSchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: { login: { type: 'string' }, domain: { type: 'string' }, name: { type: 'string' } },
    },
    patient: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } },
    exam: {
      type: 'object',
      properties: {
        examNo: { type: 'string' },
        accNo: { type: 'string' },
        studyUid: { type: 'string' },
        date: { type: 'string' },
      },
    },
  },
  required: ['user', 'patient', 'exam'],
} as const;
/** The v1 provider request. */
export type ProviderRequest = FromSchema<typeof providerRequestSchema>;

/** The v1 contract's answer: compatibility and the field values. */
export const providerResponseSchema = {
  type: 'object',
  properties: {
    compatibility: {
      type: 'object',
      properties: { uid: { type: 'string' }, version: { type: 'integer' } },
      required: ['uid', 'version'],
    },
    propValues: { type: 'object', additionalProperties: {} },
  },
  required: ['compatibility', 'propValues'],
} as const;
/** The v1 provider answer. */
export type ProviderResponse = FromSchema<typeof providerResponseSchema>;
