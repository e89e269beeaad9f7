/**
 * The one definition of "empty" shared by the language and the helper library (docs/expressions.md#expressions-text-templates-and-the-smart-filter):
 * undefined, null, '', NaN, or an array whose entries are all empty (recursively; `[]` is empty too).
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isEmpty);
  return false;
}
