import type { FromSchema } from '../schema';
import { dbIdSchema } from './common';

/** The default name of a new folder (docs/rest.md#the-rest-contract). */
export const NEW_FOLDER_NAME = 'New Folder';

/** A folder (docs/rest.md#the-rest-contract): ParentId null for a root; SiteId null for a curated (provider-level) folder. */
export const folderSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    FolderName: { type: 'string' },
    ParentId: { type: ['integer', 'null'] },
    SiteId: { type: ['integer', 'null'] },
  },
  required: ['Id', 'FolderName', 'ParentId', 'SiteId'],
} as const;
/** A folder. */
export type Folder = FromSchema<typeof folderSchema>;
/** A list of folders. */
export const folderListSchema = { type: 'array', items: folderSchema } as const;

/** `POST /api/Templates/folder` and the curated twin: create (Id null) or rename (Id set). Name defaults to 'New Folder'. */
export const saveFolderSchema = {
  type: 'object',
  properties: {
    Id: { type: ['integer', 'null'], minimum: 1 },
    ParentId: { type: ['integer', 'null'], minimum: 1 },
    Name: { type: ['string', 'null'], maxLength: 200 },
  },
  additionalProperties: false,
} as const;
/** The folder save request. */
export type SaveFolder = FromSchema<typeof saveFolderSchema>;

/** `POST /api/Templates/folder/move`: never into itself or a descendant. */
export const moveFolderSchema = {
  type: 'object',
  properties: { Id: dbIdSchema, ParentId: dbIdSchema },
  required: ['Id', 'ParentId'],
  additionalProperties: false,
} as const;
/** The folder move request. */
export type MoveFolder = FromSchema<typeof moveFolderSchema>;
