import { describe, expect, it } from 'vitest';
import type { HelperHost } from '../contract';
import { call, testScope } from '../testing/testScope';
import { readWrittenDateTime } from './date';

const cases: readonly [readonly unknown[], string][] = [
  [['2026-11-22'], '2026-11-22'],
  [['2026-11-22T14:05', 'DD.MM.YYYY HH:mm'], '22.11.2026 14:05'],
  [['2026-11-22T14:05:09+01:00', 'HH:mm:ss'], '14:05:09'],
  [['2026-11-22T14:05:09.123Z', 'YYYY-MM-DD HH:mm'], '2026-11-22 14:05'],
  [['2026-03-04', 'D/M YY'], '4/3 26'],
  [['20260304', 'YYYY-MM-DD'], '2026-03-04'],
  [['2026-03-04', '[Date:] YYYY'], 'Date: 2026'],
  [['2024-02-29', 'DD MM'], '29 02'],
  [['2026-02-29'], ''],
  [['2026-13-01'], ''],
  [['2026-11-22T25:00'], ''],
  [['22/11/2026'], ''],
  [[''], ''],
  [[undefined], ''],
  [[new Date(2026, 0, 2, 12).getTime()], '2026-01-02'],
  [[new Date(2026, 10, 22, 8, 3), 'H:mm'], '8:03'],
  [['2026-11-22', ''], '2026-11-22'],
];

describe('FormatDate', () => {
  it.each(cases)('FormatDate(%j) gives %j', (args, expected) => {
    expect(call('FormatDate', args)).toBe(expected);
  });
});

describe('Today and Now', () => {
  it('write the current local date and time with the pattern', () => {
    const before = new Date();
    const today = call('Today', []) as string;
    const now = call('Now', ['YYYY-MM-DD HH']) as string;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(today.slice(0, 4))).toBe(before.getFullYear());
    expect(now.startsWith(today) || now > today).toBe(true);
    expect(call('Now', [])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe("Today and Now read the host's clock, not the machine's", () => {
  // Local wall-clock time, so the expected texts hold in every time zone.
  const at = new Date(2031, 4, 6, 7, 8, 9).getTime();
  const host = { now: () => at } as unknown as HelperHost;
  it.each([
    ['Today', [], '2031-05-06'],
    ['Today', ['DD.MM.YYYY'], '06.05.2031'],
    ['Now', [], '2031-05-06 07:08'],
    ['Now', ['HH:mm:ss'], '07:08:09'],
  ] as const)('%s(%j) gives %j', (name, args, expected) => {
    expect(call(name, args, testScope({ host }))).toBe(expected);
  });
});

describe('readWrittenDateTime: the one date reader of the date helpers and the FLAT writer (issue 20 item 11)', () => {
  it.each([
    [
      '2026-11-22',
      {
        year: 2026,
        month: 11,
        day: 22,
        hour: 0,
        minute: 0,
        second: 0,
        hasTime: false,
        fraction: '',
        zone: undefined,
      },
    ],
    [
      '20261122',
      {
        year: 2026,
        month: 11,
        day: 22,
        hour: 0,
        minute: 0,
        second: 0,
        hasTime: false,
        fraction: '',
        zone: undefined,
      },
    ],
    [
      '2026-11-22T9.05',
      {
        year: 2026,
        month: 11,
        day: 22,
        hour: 9,
        minute: 5,
        second: 0,
        hasTime: true,
        fraction: '',
        zone: undefined,
      },
    ],
    [
      ' 2026-11-22 14:05:09.123 +0100 ',
      {
        year: 2026,
        month: 11,
        day: 22,
        hour: 14,
        minute: 5,
        second: 9,
        hasTime: true,
        fraction: '.123',
        zone: '+0100',
      },
    ],
    [
      '2026-11-22T00:00Z',
      {
        year: 2026,
        month: 11,
        day: 22,
        hour: 0,
        minute: 0,
        second: 0,
        hasTime: true,
        fraction: '',
        zone: 'Z',
      },
    ],
  ])('reads %j', (text, parts) => {
    expect(readWrittenDateTime(text)).toEqual(parts);
  });

  it.each([
    '2026-04-31',
    '2026-02-29T10:00',
    '2026-11-22T24:00',
    '2026-11-22T10:5',
    '2026-11-22T',
    '22.11.2026',
    '',
  ])('refuses %j', (text) => {
    expect(readWrittenDateTime(text)).toBeUndefined();
  });
});
