import type { FromSchema } from '../schema';
import { dbIdSchema, guidSchema, nameSchema, roleSchema } from './common';
import { folderSchema } from './folders';

/** A site (docs/rest.md#the-rest-contract) as the signed-in user sees it: IsCurrent, Role (the user's role there) and Folders. */
export const siteSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Description: { type: 'string' },
    EmailDomain: { type: 'string' },
    IsCurrent: { type: 'boolean' },
    Role: roleSchema,
    Folders: { type: 'array', items: folderSchema },
  },
  required: ['Id', 'Name', 'Description', 'EmailDomain', 'IsCurrent', 'Role', 'Folders'],
} as const;
/** A site of the user. */
export type Site = FromSchema<typeof siteSchema>;
/** The user's sites. */
export const siteListSchema = { type: 'array', items: siteSchema } as const;

/** A site in the provider-level list (`GET /api/FormwrightAdmin`). */
export const siteSummarySchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string' },
    Description: { type: 'string' },
    EmailDomain: { type: 'string' },
  },
  required: ['Id', 'Name', 'Description', 'EmailDomain'],
} as const;
/** A site summary. */
export type SiteSummary = FromSchema<typeof siteSummarySchema>;
/** All sites. */
export const siteSummaryListSchema = { type: 'array', items: siteSummarySchema } as const;

/** `POST /api/FormwrightAdmin/createSite`. A root folder is created with the site. */
export const createSiteSchema = {
  type: 'object',
  properties: {
    Name: nameSchema,
    Description: { type: 'string', maxLength: 4000 },
    EmailDomain: { type: 'string', maxLength: 200 },
  },
  required: ['Name'],
  additionalProperties: false,
} as const;
/** The create-site request. */
export type CreateSite = FromSchema<typeof createSiteSchema>;

/** `POST /api/FormwrightAdmin/{id}/setUser`: set a user's role on a site (any of the four). */
export const setUserSchema = {
  type: 'object',
  properties: { Guid: guidSchema, Role: roleSchema },
  required: ['Guid', 'Role'],
  additionalProperties: false,
} as const;
/** The set-user request. */
export type SetUser = FromSchema<typeof setUserSchema>;

/** `POST /api/FormwrightAdmin/setemail`: change a site's email domain. */
export const setEmailDomainSchema = {
  type: 'object',
  properties: { Id: dbIdSchema, EmailDomain: { type: 'string', maxLength: 200 } },
  required: ['Id', 'EmailDomain'],
  additionalProperties: false,
} as const;
/** The set-email-domain request. */
export type SetEmailDomain = FromSchema<typeof setEmailDomainSchema>;

/** A list of users (add to site, set role): their guids, or users with a Guid, or `{Guids: [...]}`. */
export const guidListSchema = {
  anyOf: [
    { type: 'array', items: guidSchema, minItems: 1, maxItems: 1000 },
    {
      type: 'array',
      items: { type: 'object', properties: { Guid: guidSchema }, required: ['Guid'] },
      minItems: 1,
      maxItems: 1000,
    },
    {
      type: 'object',
      properties: { Guids: { type: 'array', items: guidSchema, minItems: 1, maxItems: 1000 } },
      required: ['Guids'],
      additionalProperties: false,
    },
  ],
} as const;
/** A list of users. */
export type GuidList = FromSchema<typeof guidListSchema>;

/** The guids of a {@link GuidList}. */
export function guidsOf(list: GuidList): string[] {
  if (!Array.isArray(list)) return [...list.Guids];
  return list.map((g) => (typeof g === 'string' ? g : g.Guid));
}

/** `POST /api/admin/remove`: remove one user from the current site. */
export const removeUserSchema = {
  type: 'object',
  properties: { Guid: guidSchema },
  required: ['Guid'],
  additionalProperties: false,
} as const;
/** The remove-user request. */
export type RemoveUser = FromSchema<typeof removeUserSchema>;

/** Path of `POST api/admin/setrole/{role}`: 1 or 2 (or User, Admin). */
export const setRoleParams = {
  type: 'object',
  properties: { role: { type: 'string', enum: ['1', '2', 'User', 'Admin', 'user', 'admin'] } },
  required: ['role'],
} as const;

/** Path of `POST /api/sites/set/{id}` and `POST api/FormwrightAdmin/{id}/setUser`. */
export const siteIdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } },
  required: ['id'],
} as const;
