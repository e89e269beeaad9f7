import type { FromSchema } from '../schema';
import { dbIdSchema, diagnosticSchema, guidSchema, nameSchema, timestampSchema } from './common';

/** Limit of a specification or script text (characters); bigger bodies are refused with 413. */
export const MAX_TEXT = 1_000_000;

/** The stored form content (docs/rest.md#the-rest-contract `Template`). JsonSpec is blanked on file export. */
export const templateContentSchema = {
  type: 'object',
  properties: {
    Yaml: { type: 'string', maxLength: MAX_TEXT },
    JsCode: { type: 'string', maxLength: MAX_TEXT },
    JsonSpec: { type: 'string', maxLength: MAX_TEXT },
    dataProviders: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 200 },
    metadata: { type: ['object', 'null'] },
    ExportsImages: { type: 'boolean' },
  },
  required: ['Yaml'],
  additionalProperties: false,
} as const;
/** The form content. */
export type TemplateContent = FromSchema<typeof templateContentSchema>;

/** `POST /api/Templates`: save a new save-version (a new form when Id is null or absent). */
export const saveTemplateSchema = {
  type: 'object',
  properties: {
    Id: { anyOf: [guidSchema, { type: 'null' }] },
    FolderId: { type: ['integer', 'null'], minimum: 1 },
    Name: nameSchema,
    Description: { type: 'string', maxLength: 4000 },
    /** The save-version the author edited; older than the latest answers 409 unless Overwrite. */
    Version: { type: ['integer', 'null'], minimum: 0 },
    Overwrite: { type: 'boolean' },
    Template: templateContentSchema,
    Tests: { type: 'string', maxLength: MAX_TEXT },
    // Fields of a loaded form the designer may send back unchanged: accepted and ignored (the server owns them).
    MaxVersion: { type: ['integer', 'null'] },
    SpecVersion: { type: ['string', 'null'], maxLength: 40 },
    Created: { type: ['string', 'null'], maxLength: 40 },
    CreatedBy: { type: ['string', 'null'], maxLength: 200 },
    Modified: { type: ['string', 'null'], maxLength: 40 },
    Deleted: { type: ['boolean', 'null'] },
    SiteId: { type: ['integer', 'null'] },
    BuildNumber: { type: ['integer', 'null'] },
    Diagnostics: { type: 'array', maxItems: 10000 },
  },
  required: ['Name', 'Template'],
  additionalProperties: false,
} as const;
/** The save request. */
export type SaveTemplate = FromSchema<typeof saveTemplateSchema>;

/** The answer of a save: the new version and the core's diagnostics (a save with errors is kept). */
export const saveTemplateResultSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    Version: { type: 'integer' },
    MaxVersion: { type: 'integer' },
    SpecVersion: { type: 'string' },
    Diagnostics: { type: 'array', items: diagnosticSchema },
  },
  required: ['Id', 'Version', 'MaxVersion', 'SpecVersion', 'Diagnostics'],
} as const;
/** The save answer. */
export type SaveTemplateResult = FromSchema<typeof saveTemplateResultSchema>;

/** 409 answer of a save based on an older version than the latest: the designer asks, then sends Overwrite. */
export const saveConflictSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: ['not-latest-version'] },
    message: { type: 'string' },
    LatestVersion: { type: 'integer' },
  },
  required: ['statusCode', 'code', 'message', 'LatestVersion'],
} as const;
/** The save conflict answer. */
export type SaveConflict = FromSchema<typeof saveConflictSchema>;

/** A form template, one save-version of it (docs/rest.md#the-rest-contract). */
export const templateSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    FolderId: { type: ['integer', 'null'] },
    SiteId: { type: ['integer', 'null'] },
    Name: { type: 'string' },
    Description: { type: 'string' },
    Created: timestampSchema,
    CreatedBy: { type: 'string' },
    Deleted: { type: 'boolean' },
    Version: { type: 'integer' },
    MaxVersion: { type: 'integer' },
    SpecVersion: { type: 'string' },
    BuildNumber: { type: ['integer', 'null'] },
    Template: {
      type: 'object',
      properties: {
        Yaml: { type: 'string' },
        JsCode: { type: 'string' },
        JsonSpec: { type: 'string' },
        dataProviders: { type: 'array', items: { type: 'string' } },
        metadata: { type: ['object', 'null'] },
        ExportsImages: { type: 'boolean' },
      },
      required: ['Yaml', 'JsCode', 'JsonSpec', 'dataProviders', 'metadata', 'ExportsImages'],
    },
    Tests: { type: 'string' },
    Diagnostics: { type: 'array', items: diagnosticSchema },
  },
  required: [
    'Id',
    'FolderId',
    'Name',
    'Description',
    'Created',
    'CreatedBy',
    'Deleted',
    'Version',
    'MaxVersion',
    'SpecVersion',
    'Template',
    'Tests',
    'Diagnostics',
  ],
} as const;
/** A form template. */
export type Template = FromSchema<typeof templateSchema>;

/** One row of the form list (`GET /api/Templates`): the latest version of each form of the site. */
export const templateListItemSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    FolderId: { type: ['integer', 'null'] },
    Name: { type: 'string' },
    Description: { type: 'string' },
    Created: timestampSchema,
    CreatedBy: { type: 'string' },
    Modified: timestampSchema,
    Deleted: { type: 'boolean' },
    Version: { type: 'integer' },
    MaxVersion: { type: 'integer' },
    SpecVersion: { type: 'string' },
  },
  required: [
    'Id',
    'FolderId',
    'Name',
    'Created',
    'CreatedBy',
    'Modified',
    'Deleted',
    'Version',
    'MaxVersion',
    'SpecVersion',
  ],
} as const;
/** A form list row. */
export type TemplateListItem = FromSchema<typeof templateListItemSchema>;

/** The form list. */
export const templateListSchema = { type: 'array', items: templateListItemSchema } as const;

/** One version of a form (`GET /api/templates/versions/{id}`). */
export const versionItemSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    Version: { type: 'integer' },
    SpecVersion: { type: 'string' },
    BuildNumber: { type: ['integer', 'null'] },
    Created: timestampSchema,
    CreatedBy: { type: 'string' },
  },
  required: ['Id', 'Version', 'BuildNumber', 'Created', 'CreatedBy'],
} as const;
/** A version list item. */
export type VersionItem = FromSchema<typeof versionItemSchema>;
/** The versions of a form, newest first. */
export const versionListSchema = { type: 'array', items: versionItemSchema } as const;

/** A shared form (`GET /api/templates/shared`). */
export const sharedTemplateSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    Name: { type: 'string' },
    Created: timestampSchema,
    SiteId: { type: 'integer' },
    SiteName: { type: 'string' },
    LatestVersion: { type: 'integer' },
  },
  required: ['Id', 'Name', 'Created', 'SiteId', 'SiteName', 'LatestVersion'],
} as const;
/** A shared form list item. */
export type SharedTemplate = FromSchema<typeof sharedTemplateSchema>;
/** The shared forms. */
export const sharedTemplateListSchema = { type: 'array', items: sharedTemplateSchema } as const;

/** Path of `DELETE /api/Templates/{id}/{version}`: `true` soft-deletes, `false` undoes, `permanent`
 * deletes the whole form (only when no version has a build), a number deletes that one version. */
export const deleteTemplateParams = {
  type: 'object',
  properties: {
    id: guidSchema,
    version: { type: 'string', pattern: '^([0-9]{1,10}|true|false|True|False|permanent)$' },
  },
  required: ['id', 'version'],
} as const;

/** `DELETE /api/Templates/delete`: delete versions of one form (never a version with a build). */
export const deleteVersionsSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    Versions: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 10000 },
  },
  required: ['Id', 'Versions'],
  additionalProperties: false,
} as const;
/** The delete-versions request. */
export type DeleteVersions = FromSchema<typeof deleteVersionsSchema>;

/** `POST /api/Templates/move`: move a form to a folder (docs/rest.md#the-rest-contract drag-and-drop rules). */
export const moveTemplateSchema = {
  type: 'object',
  properties: { Id: guidSchema, FolderId: dbIdSchema },
  required: ['Id', 'FolderId'],
  additionalProperties: false,
} as const;
/** The move request. */
export type MoveTemplate = FromSchema<typeof moveTemplateSchema>;

/** `POST /api/templates/copy`: copy the latest version into a folder as a new form (version 1). */
export const copyTemplateSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    FolderId: dbIdSchema,
    MaxVersion: { type: 'integer', enum: [1] },
    Deleted: { type: 'boolean', enum: [false] },
  },
  required: ['Id', 'FolderId'],
  additionalProperties: false,
} as const;
/** The copy request. */
export type CopyTemplate = FromSchema<typeof copyTemplateSchema>;

/** One form of a package (`.fp`) or a file export (`.ssrt`, JsonSpec blanked). */
export const exportedTemplateSchema = {
  type: 'object',
  properties: {
    Id: { type: ['string', 'null'], maxLength: 64 },
    Name: nameSchema,
    Description: { type: 'string', maxLength: 4000 },
    Version: { type: ['integer', 'null'] },
    SpecVersion: { type: 'string', maxLength: 40 },
    Template: templateContentSchema,
    Tests: { type: 'string', maxLength: MAX_TEXT },
  },
  required: ['Name', 'Template'],
  additionalProperties: false,
} as const;
/** An exported form. */
export type ExportedTemplate = FromSchema<typeof exportedTemplateSchema>;

/** `POST /api/admin/getallsitetemplates`: the latest version of every form of the site (admins). */
export const allSiteTemplatesSchema = { type: 'array', items: exportedTemplateSchema } as const;

/** `POST /api/templates/importPackage/{id}` ({id}: the target folder): the forms of a `.fp` package, or the
 * package file itself as Base64 (a zip or JSON). Folder structure is not kept. */
export const importPackageSchema = {
  type: 'object',
  properties: {
    Forms: { type: 'array', items: exportedTemplateSchema, maxItems: 1000 },
    Base64Data: { type: 'string', maxLength: 20_000_000 },
  },
  additionalProperties: false,
} as const;
/** The import request. */
export type ImportPackage = FromSchema<typeof importPackageSchema>;

/** The import answer: the new forms. */
export const importPackageResultSchema = {
  type: 'object',
  properties: {
    Imported: {
      type: 'array',
      items: {
        type: 'object',
        properties: { Id: guidSchema, Name: { type: 'string' }, Version: { type: 'integer' } },
        required: ['Id', 'Name', 'Version'],
      },
    },
  },
  required: ['Imported'],
} as const;
/** The import answer. */
export type ImportPackageResult = FromSchema<typeof importPackageResultSchema>;

/** Path of the import: the target folder id. */
export const folderIdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } },
  required: ['id'],
} as const;

/** `GET /api/templates/availableForPreview/{id}`: whether the public preview answers. */
export const previewAvailabilitySchema = {
  type: 'object',
  properties: { Enabled: { type: 'boolean' } },
  required: ['Enabled'],
  additionalProperties: false,
} as const;
/** The preview flag. */
export type PreviewAvailability = FromSchema<typeof previewAvailabilitySchema>;

/** `POST /api/templates/availableForPreview/{id}`: `{Enabled}` (also `{enabled}` or a bare boolean). */
export const setPreviewAvailabilitySchema = {
  anyOf: [
    previewAvailabilitySchema,
    {
      type: 'object',
      properties: { enabled: { type: 'boolean' } },
      required: ['enabled'],
      additionalProperties: false,
    },
    { type: 'boolean' },
  ],
} as const;
/** The preview flag request. */
export type SetPreviewAvailability = FromSchema<typeof setPreviewAvailabilitySchema>;

/** `GET /api/Templates/preview/{id}/{version?}`: the public preview answer, without sign-in. */
export const previewSchema = {
  type: 'object',
  properties: {
    Id: guidSchema,
    Name: { type: 'string' },
    Version: { type: 'integer' },
    SpecVersion: { type: 'string' },
    Yaml: { type: 'string' },
    FullCode: { type: 'string' },
  },
  required: ['Id', 'Name', 'Version', 'Yaml', 'FullCode'],
} as const;
/** The preview answer. */
export type Preview = FromSchema<typeof previewSchema>;

/** `POST /api/templates/share/{id}`: the site ids to share with, `null` for all sites, `[]` for none. */
export const shareRequestSchema = {
  anyOf: [
    { type: ['array', 'null'], items: { type: 'integer', minimum: 1 }, maxItems: 10000 },
    {
      type: 'object',
      properties: {
        SiteIds: { type: ['array', 'null'], items: { type: 'integer', minimum: 1 }, maxItems: 10000 },
      },
      required: ['SiteIds'],
      additionalProperties: false,
    },
  ],
} as const;
/** The share request. */
export type ShareRequest = FromSchema<typeof shareRequestSchema>;

/** `GET /api/templates/share/{id}` (204 when not shared): `SiteIds` null means all sites. */
export const shareSchema = {
  type: 'object',
  properties: { SiteIds: { type: ['array', 'null'], items: { type: 'integer' } } },
  required: ['SiteIds'],
} as const;
/** The share answer. */
export type Share = FromSchema<typeof shareSchema>;

/** A user seen on a form (`POST /api/templates/{id}/currentUsers`). */
export const activeUserSchema = {
  type: 'object',
  properties: {
    Guid: guidSchema,
    GivenName: { type: 'string' },
    FamilyName: { type: 'string' },
    Email: { type: 'string' },
  },
  required: ['Guid', 'GivenName', 'FamilyName', 'Email'],
} as const;
/** An active user. */
export type ActiveUser = FromSchema<typeof activeUserSchema>;
/** The other users on the form (the caller is left out). */
export const activeUserListSchema = { type: 'array', items: activeUserSchema } as const;
