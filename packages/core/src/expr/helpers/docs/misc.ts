import type { HelperDocs } from '../types';

/** The docs of the misc helpers (`../misc.ts`), by name: authoring only, never in the runtime bundle. */
export const miscHelperDocs = {
  Cookie: { description: "Cookie(name) reads a cookie (empty when unset or without a host); Cookie(name, value) stores a boolean, number or string (anything else throws) and returns it.", example: "Cookie('lastSize', 12)" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
