/**
 * The four roles (docs/rest.md#the-rest-contract, docs/operations.md#the-seeded-demo-site-local-mode): their numbers as
 * the API carries them (0–3), their names, and their order. Roles compare numerically: a higher role may do
 * all a lower one may. The designer's screens and the server's access checks both read them here.
 */
import { ROLE_NAMES, type RoleNumber } from './schemas/common';

/** The roles by name, each its number. */
export const Role = { None: 0, User: 1, Admin: 2, ProviderAdmin: 3 } as const satisfies Record<
  (typeof ROLE_NAMES)[number],
  RoleNumber
>;

/** A role's number. */
export type Role = RoleNumber;

/** The role's name as the product writes it. */
export function roleName(role: Role): (typeof ROLE_NAMES)[number] {
  return ROLE_NAMES[role];
}

/** True when `role` is at least `least`. */
export function hasRole(role: number | undefined, least: Role): boolean {
  return role !== undefined && role >= least;
}

/** The role a number or its digits name (a select's value, a path segment), or undefined when none. */
export function roleOf(value: string | number): Role | undefined {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : undefined;
}
