import type { FromSchema } from '../schema';
import { diagnosticSchema, guidSchema, timestampSchema } from './common';

/** `POST /api/Build/{id}[/{version}]`: the designer's build request. The server compiles the stored
 * version itself; the fields are accepted for the designer's sake and recorded nowhere. `Override`
 * (ProviderAdmin only) builds although the form's tests fail, and the manifest says so. */
export const buildRequestSchema = {
  type: 'object',
  properties: {
    FullScript: { type: 'string', maxLength: 2_000_000 },
    TemplateFields: {},
    ReportVersion: { type: ['string', 'null'], maxLength: 10 },
    metadata: {},
    Override: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
/** The build request. */
export type BuildRequest = FromSchema<typeof buildRequestSchema>;

/** Build info (docs/rest.md#the-rest-contract). */
export const buildInfoSchema = {
  type: 'object',
  properties: {
    TemplateId: guidSchema,
    TemplateVersion: { type: 'integer' },
    Created: timestampSchema,
    BuildNumber: { type: 'integer' },
    FileName: { type: 'string' },
    RequiredIds7Version: { type: 'string' },
  },
  required: ['TemplateId', 'TemplateVersion', 'Created', 'BuildNumber', 'FileName', 'RequiredIds7Version'],
} as const;
/** Build info. */
export type BuildInfo = FromSchema<typeof buildInfoSchema>;
/** All builds of a form (`GET /api/Build/{id}`; 204 when none). */
export const buildInfoListSchema = { type: 'array', items: buildInfoSchema } as const;

/** A build with its package: the `.srtpkg` zip as Base64. */
export const buildResultSchema = {
  type: 'object',
  properties: { ...buildInfoSchema.properties, Base64Data: { type: 'string' } },
  required: [...buildInfoSchema.required, 'Base64Data'],
} as const;
/** A build with its package. */
export type BuildResult = FromSchema<typeof buildResultSchema>;

/** 422 answer of a refused build: the form has errors, or its tests fail. */
export const buildRefusedSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: ['form-has-errors', 'form-tests-fail'] },
    message: { type: 'string' },
    Diagnostics: { type: 'array', items: diagnosticSchema },
    FailedTests: { type: 'array', items: { type: 'string' } },
  },
  required: ['statusCode', 'code', 'message', 'Diagnostics'],
} as const;
/** The refused-build answer. */
export type BuildRefused = FromSchema<typeof buildRefusedSchema>;
