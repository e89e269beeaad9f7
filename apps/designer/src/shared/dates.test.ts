import { describe, expect, it } from 'vitest';
import { formatModified } from '../outer/pages/formList/formRows';
import { formatDateTime } from './dates';

describe('the one date format of the designer', () => {
  it("shows a server's UTC timestamp in local time as 'YYYY-MM-DD HH:MM'", () => {
    const iso = '2026-11-02T23:45:10.000Z';
    const d = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
    expect(formatDateTime(iso)).toBe(local);
    expect(formatDateTime(iso)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('is the form list format, and keeps text it cannot read', () => {
    expect(formatModified).toBe(formatDateTime);
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime(undefined)).toBe('');
  });
});
