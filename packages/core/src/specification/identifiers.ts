/** The id pattern of docs/specification.md#ids: a letter, _, $ or Å Ä Ö å ä ö, then those and digits. */
export const ID_PATTERN = /^[A-Za-z_$ÅÄÖåäö][A-Za-z0-9_$ÅÄÖåäö]*$/;

/** Ids the parser gives its own components; no source id may take them (docs/specification.md#ids). */
export const RESERVED_IDS: readonly string[] = Object.freeze([
  '#Root',
  '#Report',
  '#MandatoryFields',
  '#DiagnosticCodes',
]);

/** The prefix of generated ids for components written without one (`#Auto1`, `#Auto2`, …). */
export const AUTO_ID_PREFIX = '#Auto';

/** True for reserved names: the parser's ids, names starting with #Auto and names ending with ListItem. */
export function isReservedId(id: string): boolean {
  return RESERVED_IDS.includes(id) || id.startsWith(AUTO_ID_PREFIX) || id.endsWith('ListItem');
}

/** True when `id` is a valid source identifier (see {@link ID_PATTERN}). */
export function isValidId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** The temporary name of the n-th occurrence (n ≥ 2) of a duplicate id, so validation can go on. */
export function duplicateName(id: string, n: number): string {
  return `${id}__dup${n}`;
}
