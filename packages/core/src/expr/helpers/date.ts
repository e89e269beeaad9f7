import { isEmpty } from '../empty';
import type { EvalScope } from '../contract';
import { timeReader } from './hostParts';
import type { HelperDef } from './types';
import { toText } from './values';

/** A calendar date and wall-clock time, as written (no time-zone conversion). */
interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const TOKENS = /\[([^\]]*)]|YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

/**
 * Reads a date: ISO text (`2026-11-22`, `2026-11-22T14:05`, with optional seconds and zone, whose written
 * wall-clock time is kept), DICOM text (`20261122`), a Date or epoch milliseconds (local time).
 * Anything else, or an impossible date, gives undefined.
 */
export function parseDateParts(value: unknown): DateParts | undefined {
  if (value instanceof Date || typeof value === 'number') {
    const d = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(d.getTime())) return undefined;
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
      second: d.getSeconds(),
    };
  }
  if (typeof value !== 'string') return undefined;
  const m = ISO.exec(value.trim()) ?? COMPACT.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/**
 * Whether a year, month (1-12) and day name a day of the calendar (no 31 April, 29 February only in a leap
 * year): the one date check of the date helpers and the FLAT writer.
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Writes date parts with the pattern tokens YYYY YY MM M DD D HH H mm ss; `[text]` is literal. */
export function formatDateParts(p: DateParts, pattern: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(p.year).padStart(4, '0');
      case 'YY':
        return two(p.year % 100);
      case 'MM':
        return two(p.month);
      case 'M':
        return String(p.month);
      case 'DD':
        return two(p.day);
      case 'D':
        return String(p.day);
      case 'HH':
        return two(p.hour);
      case 'H':
        return String(p.hour);
      case 'mm':
        return two(p.minute);
      default:
        return two(p.second);
    }
  });
}

function patternOf(value: unknown, fallback: string): string {
  return isEmpty(value) ? fallback : toText(value);
}

/** The current moment as date parts: the form's clock when the scope has one (docs/engine.md#scripts). */
function nowParts(scope: EvalScope): DateParts {
  return parseDateParts(timeReader(scope)?.now?.() ?? Date.now()) as DateParts;
}

/** FormatDate, Today and Now (docs/helpers.md#dates). */
export const dateHelpers: readonly HelperDef[] = [
  {
    name: 'FormatDate',
    category: 'date',
    params: [
      { name: 'date', type: 'string | Date' },
      { name: 'pattern', type: 'string', optional: true },
    ],
    returns: 'string',
    fn: (args) => {
      const parts = parseDateParts(args[0]);
      return parts ? formatDateParts(parts, patternOf(args[1], 'YYYY-MM-DD')) : '';
    },
  },
  {
    name: 'Today',
    category: 'date',
    params: [{ name: 'pattern', type: 'string', optional: true }],
    returns: 'string',
    dynamic: true,
    fn: (args, scope) => formatDateParts(nowParts(scope), patternOf(args[0], 'YYYY-MM-DD')),
  },
  {
    name: 'Now',
    category: 'date',
    params: [{ name: 'pattern', type: 'string', optional: true }],
    returns: 'string',
    dynamic: true,
    fn: (args, scope) => formatDateParts(nowParts(scope), patternOf(args[0], 'YYYY-MM-DD HH:mm')),
  },
];
