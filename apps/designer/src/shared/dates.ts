/**
 * The one way the designer shows a moment (docs/designer.md, dates): 'YYYY-MM-DD HH:MM' in the browser's
 * local time, as the form list's Modified column always has. The server sends UTC ISO strings.
 */

/** A timestamp as every screen shows it: 'YYYY-MM-DD HH:MM' in local time, or the text as sent. */
export function formatDateTime(value: string | undefined | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
