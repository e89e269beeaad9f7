import { describe, expect, it } from 'vitest';
import { call } from '../expr/testing/testScope';
import { buildFlatComposition, flatDateTime, isoDateTime, offsetText, type ZoneOffset } from './openehr';
import type { OutputComponent } from './outputComponent';

const c = (id: string, type: string, value: unknown, props: Record<string, unknown>): OutputComponent => ({
  id,
  type,
  value,
  props,
});

/** The FLAT fixes of issue 14 (docs/openehr.md#how-the-flat-output-is-made). */
describe('FLAT output fixes', () => {
  it('writes a single-choice AutoComplete on a 1..1 element without an occurrence index', () => {
    const options = [{ value: 'at0010', text: 'Stage 4' }];
    const { composition } = buildFlatComposition([
      c('g', 'AutoComplete', ['at0010'], { oEhrId: 't/e:0/genitals', options }),
      c('m', 'AutoComplete', ['at0010'], { oEhrId: 't/e:0/many', options, multichoice: true }),
    ]);
    expect(composition).toEqual({
      't/e:0/genitals|code': 'at0010',
      't/e:0/genitals|value': 'Stage 4',
      't/e:0/genitals|terminology': 'local',
      't/e:0/many:0|code': 'at0010',
      't/e:0/many:0|value': 'Stage 4',
      't/e:0/many:0|terminology': 'local',
    });
  });

  it('writes an ordinal option (value N::code) as |code, |value and |ordinal', () => {
    const options = [
      { value: '1::at0012', text: 'Mild' },
      { value: '3::at0014', text: 'Severe' },
    ];
    const { composition } = buildFlatComposition([
      c('s', 'Option', '3::at0014', { oEhrId: 'r/severity', options }),
    ]);
    expect(composition).toEqual({
      'r/severity|code': 'at0014',
      'r/severity|value': 'Severe',
      'r/severity|ordinal': 3,
    });
  });

  it('writes null_flavour for an element the user marks unknown', () => {
    const options = [
      { value: 'at0010', text: 'Present' },
      { value: 'null_flavour::253', text: 'Okänt' },
    ];
    const { composition } = buildFlatComposition([
      c('p', 'Option', 'null_flavour::253', { oEhrId: 'r/finding', options }),
    ]);
    expect(composition).toEqual({
      'r/finding/_null_flavour|code': '253',
      'r/finding/_null_flavour|value': 'unknown',
      'r/finding/_null_flavour|terminology': 'openehr',
    });
  });

  it('writes a Date that carries a time of day as an ISO 8601 date-time with seconds', () => {
    const { composition } = buildFlatComposition([
      c('a', 'Date', '2021-02-17T11:11+01:00', { oEhrId: 'r/time' }),
      c('b', 'Date', '2021-02-17', { oEhrId: 'r/date' }),
    ]);
    expect(composition).toEqual({ 'r/time': '2021-02-17T11:11:00+01:00', 'r/date': '2021-02-17' });
  });

  it('writes a DV_DATE_TIME element (options.dateTimes) with a time of day and the zone offset, indexes aside', () => {
    const stockholm: ZoneOffset = (_y, month) => (month >= 4 && month <= 10 ? 120 : 60);
    const { composition } = buildFlatComposition(
      [
        c('a', 'Date', '2021-02-17', { oEhrId: 'r/event:0/expiry' }),
        c('b', 'Date', '2021-02-17', { oEhrId: 'r/event:0/birth' }),
        c('t', 'Text', '2020-04-10T17:48', { oEhrId: 'r/received', hidden: true }),
      ],
      { dateTimes: ['r/event/expiry', 'r/received'], zoneOffset: stockholm },
    );
    expect(composition).toEqual({
      'r/event:0/expiry': '2021-02-17',
      'r/event:0/birth': '2021-02-17',
      'r/received': '2020-04-10T17:48:00+02:00',
    });
  });

  it('takes the local time zone, summer time included, when no offset is given', () => {
    const { composition } = buildFlatComposition([c('t', 'Text', '2021-07-01T08:30', { oEhrId: 'r/t' })], {
      dateTimes: ['r/t'],
    });
    const offset = -new Date(2021, 6, 1, 8, 30).getTimezoneOffset();
    expect(composition['r/t']).toBe(`2021-07-01T08:30:00${offsetText(offset)}`);
  });

  it.each([
    ['2021-02-17', '2021-02-17'], // a date alone as given,
    ['2021-02-17T9:05', '2021-02-17T09:05:00+01:00'],
    ['2021-02-17T17.48', '2021-02-17T17:48:00+01:00'],
    ['2021-02-17 11:11:30', '2021-02-17T11:11:30+01:00'],
    ['2020-04-10T17:48:36+02:00', '2020-04-10T17:48:36+02:00'],
    ['2020-04-10T15:50:21.344Z', '2020-04-10T15:50:21.344Z'],
    ['2020-04-10T15:50+0530', '2020-04-10T15:50:00+05:30'],
    ['2021-02-17T25:00', '2021-02-17T25:00'],
    ['2021-02-17Tnoon', '2021-02-17Tnoon'],
    // The date helpers' reader (issue 20 item 11): no 31 April, 29 February in leap years only.
    ['2021-04-31T10:00', '2021-04-31T10:00'],
    ['2021-02-29T10:00', '2021-02-29T10:00'],
    ['2024-02-29T10:00', '2024-02-29T10:00:00+01:00'],
  ])('flatDateTime(%s) is %s', (input, expected) => {
    expect(flatDateTime(input, () => 60)).toBe(expected);
  });

  // Issue 20 item 11: the FLAT writer reads date-times with the date helpers' reader (readWrittenDateTime), so
  // both take and refuse the same texts. [text, read, FLAT value (+01:00), FormatDate 'YYYY-MM-DD HH:mm:ss'].
  it.each([
    ['2026-04-30T09:05', true, '2026-04-30T09:05:00+01:00', '2026-04-30 09:05:00'],
    ['2026-04-30T9.05', true, '2026-04-30T09:05:00+01:00', '2026-04-30 09:05:00'],
    ['2026-04-30 17.48.30', true, '2026-04-30T17:48:30+01:00', '2026-04-30 17:48:30'],
    [' 2026-04-30T23:59:59.5Z ', true, '2026-04-30T23:59:59.5Z', '2026-04-30 23:59:59'],
    ['2026-04-30T10:00+0200', true, '2026-04-30T10:00:00+02:00', '2026-04-30 10:00:00'],
    ['2024-02-29T10:00', true, '2024-02-29T10:00:00+01:00', '2024-02-29 10:00:00'],
    ['2026-04-31T10:00', false, '2026-04-31T10:00', ''], // 31 April
    ['2026-02-29T10:00', false, '2026-02-29T10:00', ''], // not a leap year
    ['2026-06-31T10:00', false, '2026-06-31T10:00', ''],
    ['2026-13-01T10:00', false, '2026-13-01T10:00', ''],
    ['2026-04-30T24:00', false, '2026-04-30T24:00', ''],
    ['2026-04-30T10:60', false, '2026-04-30T10:60', ''],
    ['2026-04-30T10:00:60', false, '2026-04-30T10:00:60', ''],
    ['2026-04-30T123:00', false, '2026-04-30T123:00', ''],
    ['2026-04-30T9', false, '2026-04-30T9', ''],
    ['2026-04-30Tnoon', false, '2026-04-30Tnoon', ''],
    ['30.04.2026 09:05', false, '30.04.2026 09:05', ''],
  ] as const)('%j: read %s by both the FLAT writer and FormatDate', (text, read, flat, formatted) => {
    expect(flatDateTime(text, () => 60)).toBe(flat);
    expect(call('FormatDate', [text, 'YYYY-MM-DD HH:mm:ss'])).toBe(formatted);
    expect(flatDateTime(text, () => 60) !== text).toBe(read);
    expect(formatted !== '').toBe(read);
  });

  it.each([
    ['2026-04-30', true],
    ['20260430', true],
    ['2024-02-29', true],
    ['2026-04-31', false],
    ['2026-02-29', false],
    ['20260431', false],
  ] as const)('a date alone, %j, is written as given by FLAT; FormatDate reads it: %s', (text, read) => {
    expect(flatDateTime(text, () => 60)).toBe(text);
    expect(call('FormatDate', [text]) !== '').toBe(read);
  });

  it.each([
    [0, 'Z'],
    [60, '+01:00'],
    [-330, '-05:30'],
  ])('offsetText(%s) is %s', (minutes, text) => {
    expect(offsetText(minutes)).toBe(text);
  });

  it.each([
    ['2021-02-17', '2021-02-17'],
    ['2021-02-17T11:11', '2021-02-17T11:11:00'],
    ['2021-02-17 11:11:05Z', '2021-02-17T11:11:05Z'],
    ['2020-04-10T17:50:21.549+02:00', '2020-04-10T17:50:21.549+02:00'],
    ['not a date', 'not a date'],
  ])('isoDateTime(%s) is %s', (input, expected) => {
    expect(isoDateTime(input)).toBe(expected);
  });

  it('never writes an untouched (unticked) Checkbox: no clinical "no" from a question left alone', () => {
    const { composition } = buildFlatComposition([
      c('a', 'Checkbox', false, { oEhrId: 'r/a' }),
      c('b', 'Checkbox', true, { oEhrId: 'r/b' }),
    ]);
    expect(composition).toEqual({ 'r/b': true });
  });
});

describe('run-time names', () => {
  it('writes the /_name of a run-time-named element like any leaf, coded or not', () => {
    const options = [{ value: 'at0050', text: 'Vänster bröst' }];
    const { composition } = buildFlatComposition([
      c('n', 'Text', 'Lesion A', { oEhrId: 'r/finding/_name' }),
      c('side', 'Option', 'at0050', { oEhrId: 'r/side_finding/_name', options }),
    ]);
    expect(composition).toEqual({
      'r/finding/_name': 'Lesion A',
      'r/side_finding/_name|code': 'at0050',
      'r/side_finding/_name|value': 'Vänster bröst',
      'r/side_finding/_name|terminology': 'local',
    });
  });
});
