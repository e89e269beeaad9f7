/** Roles ordered ascending, compared numerically (docs/rest.md#the-rest-contract): the API carries them as 0–3. */
export const Role = { None: 0, User: 1, Admin: 2, ProviderAdmin: 3 } as const;

/** A role's number. */
export type Role = (typeof Role)[keyof typeof Role];

/** The role's name as the product writes it. */
export function roleName(role: Role): string {
  return (['None', 'User', 'Admin', 'ProviderAdmin'] as const)[role];
}

/** True when `role` is at least `least`. */
export function hasRole(role: Role | undefined, least: Role): boolean {
  return role !== undefined && role >= least;
}
