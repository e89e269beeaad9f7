/**
 * A string that is a formula: `=…`, `:=…` or a value with `||init=…` (docs/engine.md#how-a-form-runs, docs/expressions.md#expressions-text-templates-and-the-smart-filter).
 * Wherever a property allows formulas, such a string is accepted.
 */
export const FORMULA_PATTERN = '^\\s*:?=|\\|\\|init=';
/** A size string: digits with an optional % (docs/components.md#common-properties). */
export const SIZE_PATTERN = '^[0-9]+(\\.[0-9]+)?%?$';
/** An offset: digits with an optional minus sign and an optional %. */
export const OFFSET_PATTERN = '^-?[0-9]+(\\.[0-9]+)?%?$';
/** A date written year-month-day (docs/components.md#date), or empty. */
export const DATE_PATTERN = '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$';
/** A polygon: 'x y' points separated by commas or semicolons. */
export const POLYGON_PATTERN = '^\\s*-?[0-9.]+[ ,]+-?[0-9.]+([ ,;]+-?[0-9.]+[ ,]+-?[0-9.]+)*\\s*$';
/** Metadata.lang: an ISO two-letter language code. */
export const LANG_PATTERN = '^[A-Za-z]{2}$';
/** A coding's system: an absolute URI (a scheme, a colon, no spaces), such as http://radlex.org or urn:oid:1.2.3. */
export const URI_PATTERN = '^[A-Za-z][A-Za-z0-9+.-]*:\\S+$';
/** Text with at least one character that is not a space (a coding's code). */
export const NON_BLANK_PATTERN = '\\S';

/**
 * Every pattern the schemas use, as authors read it: diagnostics say "must be a two-letter language code
 * such as en or sv" rather than showing the regular expression. A test checks each schema pattern has one.
 */
export const PATTERN_PHRASES: Readonly<Record<string, string>> = {
  [SIZE_PATTERN]: 'digits with an optional %, such as 40 or 50%',
  [OFFSET_PATTERN]: 'digits with an optional minus sign and %, such as -10 or 25%',
  [DATE_PATTERN]: 'a date written year-month-day, such as 2026-11-22, or empty',
  [POLYGON_PATTERN]: "'x y' points separated by commas, such as '10 10, 90 10, 90 80'",
  [LANG_PATTERN]: 'a two-letter language code such as en or sv',
  [FORMULA_PATTERN]: 'a formula starting with = or :=',
  [URI_PATTERN]: 'a URI such as http://radlex.org, http://snomed.info/sct or urn:oid:2.16.840.1.113883.6.1',
  [NON_BLANK_PATTERN]: 'text that is not empty',
};

/** The phrase for a schema pattern, or `text matching PATTERN` for one without a phrase. */
export function describePattern(pattern: unknown): string {
  const key = String(pattern);
  return Object.hasOwn(PATTERN_PHRASES, key) ? (PATTERN_PHRASES[key] as string) : `text matching ${key}`;
}
