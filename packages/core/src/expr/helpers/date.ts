import { isEmpty } from '../empty';
import type { EvalScope } from '../contract';
import { timeReader } from './hostParts';
import type { HelperDef } from './types';
import { toText } from './values';

/** A calendar date and wall-clock time, as written (no time-zone conversion). */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/**
 * Date and date-time text as written: `2026-11-22`, then optionally `T` or a space and a time of day with a
 * one- or two-digit hour, `:` or `.` between its parts (`9:05`, `17.48`), optional seconds with a fraction,
 * and a zone (`Z`, `+01:00`, `+0100`); or DICOM `20261122`.
 */
const WRITTEN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\s*(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const TOKENS = /\[([^\]]*)]|YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

/** Date or date-time text as {@link readWrittenDateTime} reads it: the numbers and what was written beside them. */
export interface WrittenDateTime extends DateParts {
  /** Whether a time of day was written (else hour, minute and second are 0). */
  readonly hasTime: boolean;
  /** The fraction of a second as written, with its point (`.344`), or ''. */
  readonly fraction: string;
  /** The zone as written (`Z`, `+02:00`, `+0200`), or undefined when none was. */
  readonly zone: string | undefined;
}

/**
 * The one reader of written date and date-time text (issue 20 item 11), shared by the date helpers
 * ({@link parseDateParts}) and the FLAT date-time writer (output/openehr.ts `flatDateTime`): the forms of
 * `WRITTEN` and `COMPACT` above, surrounding blanks ignored. A text in no such form, a day that is not in the
 * calendar (31 April, 29 February outside a leap year) or a time past 23:59:59 gives undefined.
 */
export function readWrittenDateTime(text: string): WrittenDateTime | undefined {
  const trimmed = text.trim();
  const m = WRITTEN.exec(trimmed) ?? COMPACT.exec(trimmed);
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
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    hasTime: m[4] !== undefined,
    fraction: m[7] ?? '',
    zone: m[8],
  };
}

/**
 * Reads a date: ISO text (`2026-11-22`, `2026-11-22T14:05`, with optional seconds and zone, whose written
 * wall-clock time is kept; `14.05` and a one-digit hour too), DICOM text (`20261122`), all as
 * {@link readWrittenDateTime} reads them; a Date or epoch milliseconds (local time). Anything else, or an
 * impossible date, gives undefined.
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
  const read = readWrittenDateTime(value);
  if (!read) return undefined;
  const { year, month, day, hour, minute, second } = read;
  return { year, month, day, hour, minute, second };
}

/**
 * Whether a year, month (1-12) and day name a day of the calendar (no 31 April, 29 February only in a leap
 * year): the calendar check of {@link readWrittenDateTime}.
 */
function isCalendarDate(year: number, month: number, day: number): boolean {
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
