/**
 * The text of a component value as it leaves the form (worklist attributes, free fields, hidden inputs):
 * empty values (undefined, null, '', NaN, arrays of empties) give '', arrays list their non-empty entries
 * joined by ', ', option objects give their text, numbers and booleans their plain spelling. Never
 * "undefined" or "NaN".
 */
export function outputValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value))
    return value
      .map(outputValueText)
      .filter((s) => s !== '')
      .join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('text' in o || 'value' in o) return outputValueText(o['text'] ?? o['value']);
    return JSON.stringify(value);
  }
  return String(value);
}

/** True when a value leaves the form as empty text. */
export function isEmptyOutput(value: unknown): boolean {
  return outputValueText(value) === '';
}
