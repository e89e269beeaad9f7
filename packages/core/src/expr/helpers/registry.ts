import type { HelperDef } from './types';

/** Every helper of runtime.md, in docs order. An explicit list: no registration by side effect. */
export const helpers: readonly HelperDef[] = [];

const byName = new Map<string, HelperDef>(helpers.map((h) => [h.name, h]));

/** Finds a helper by its exact name. */
export function getHelper(name: string): HelperDef | undefined {
  return byName.get(name);
}
