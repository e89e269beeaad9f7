import type { FromSchema } from '../schema';
import { guidSchema, nameSchema, roleSchema } from './common';

/**
 * `GET /api/status`: `Status` is `OK` while the database answers and takes writes; `Unavailable` (503) with
 * the `Reason` otherwise, from the state the server keeps (docs/operations.md#health).
 */
export const statusSchema = {
  type: 'object',
  properties: {
    Status: { type: 'string', enum: ['OK', 'Unavailable'] },
    Mode: { type: 'string', enum: ['local', 'production'] },
    Reason: { type: 'string', enum: ['database-unavailable', 'disk-full'] },
  },
  required: ['Status'],
} as const;
/** The status answer. */
export type Status = FromSchema<typeof statusSchema>;

/** `GET /api/status/isupgrading`: set by an operator before an upgrade; the designer shows a banner. */
export const upgradingSchema = {
  type: 'object',
  properties: { IsUpgrading: { type: 'boolean' } },
  required: ['IsUpgrading'],
} as const;
/** The upgrading answer. */
export type Upgrading = FromSchema<typeof upgradingSchema>;

/** A user (docs/rest.md#the-rest-contract): Role is the role on the current site. */
export const userSchema = {
  type: 'object',
  properties: {
    Guid: guidSchema,
    GivenName: { type: 'string' },
    FamilyName: { type: 'string' },
    Email: { type: 'string' },
    Role: roleSchema,
  },
  required: ['Guid', 'GivenName', 'FamilyName', 'Email', 'Role'],
} as const;
/** A user. */
export type User = FromSchema<typeof userSchema>;

/** `GET /api/auth`: the signed-in user, the current site and whether the debug sign-in is on. */
export const currentUserSchema = {
  type: 'object',
  properties: {
    ...userSchema.properties,
    SiteId: { type: ['integer', 'null'] },
    SiteName: { type: ['string', 'null'] },
    ShowTutorial: { type: 'boolean' },
  },
  required: [...userSchema.required, 'SiteId', 'ShowTutorial'],
} as const;
/** The signed-in user. */
export type CurrentUser = FromSchema<typeof currentUserSchema>;

/** `POST /api/debugauthentication` (local mode only): sign in by login (an email). */
export const debugLoginSchema = {
  type: 'object',
  properties: { login: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['login'],
  additionalProperties: false,
} as const;
/** The debug sign-in request. */
export type DebugLogin = FromSchema<typeof debugLoginSchema>;

/** `POST /api/debugauthentication/register` (local mode only): create a user (role None) and sign in. */
export const debugRegisterSchema = {
  type: 'object',
  properties: {
    email: nameSchema,
    name: { type: 'string', maxLength: 200 },
    familyName: { type: 'string', maxLength: 200 },
  },
  required: ['email'],
  additionalProperties: false,
} as const;
/** The debug register request. */
export type DebugRegister = FromSchema<typeof debugRegisterSchema>;

/** `GET /api/user/showTutorial`: whether the first-use tutorial shows. */
export const showTutorialSchema = {
  type: 'object',
  properties: { ShowTutorial: { type: 'boolean' } },
  required: ['ShowTutorial'],
} as const;
/** The tutorial flag. */
export type ShowTutorial = FromSchema<typeof showTutorialSchema>;

/** Path parameter of `POST /api/user/showTutorial/{value}`. */
export const tutorialValueParams = {
  type: 'object',
  properties: { value: { type: 'string', enum: ['true', 'false', 'True', 'False'] } },
  required: ['value'],
} as const;

/** Also used by guids in user lists. */
export { guidSchema };
