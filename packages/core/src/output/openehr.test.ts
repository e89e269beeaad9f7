import { describe, expect, it } from 'vitest';
import { buildFlatComposition, createOpenEhrCache, isFlatPath } from './openehr';
import type { OutputComponent } from './outputComponent';

const c = (
  id: string,
  type: string,
  value: unknown,
  props: Record<string, unknown>,
  extra = {},
): OutputComponent => ({
  id,
  type,
  value,
  props,
  ...extra,
});

describe('buildFlatComposition', () => {
  it('writes numbers with a unit as magnitude and unit, without as plain numbers', () => {
    const { composition } = buildFlatComposition([
      c('sys', 'Number', 120, { oEhrId: 'vårdkontakt/ickm/blodtryck:0/systoliskt', suffix: 'mm[Hg]' }),
      c('n', 'Number', 3, { oEhrId: 'r/count' }),
      c('empty', 'Number', undefined, { oEhrId: 'r/none' }),
    ]);
    expect(composition).toEqual({
      'vårdkontakt/ickm/blodtryck:0/systoliskt|magnitude': 120,
      'vårdkontakt/ickm/blodtryck:0/systoliskt|unit': 'mm[Hg]',
      'r/count': 3,
    });
  });

  it('writes coded options with code, value and terminology', () => {
    const options = [
      { value: 'at0010', text: 'Stage 4' },
      { value: 'SNOMEDCT::116147009', text: 'Cytology' },
    ];
    const { composition } = buildFlatComposition([
      c('g', 'Option', 'at0010', { oEhrId: 't/event:0/genitals', options }),
      c('s', 'Dropdown', 'SNOMEDCT::116147009', { oEhrId: 't/test_name', options }),
      c('p', 'Option', 'left', { oEhrId: 't/side', options: ['left', 'right'] }),
    ]);
    expect(composition).toEqual({
      't/event:0/genitals|code': 'at0010',
      't/event:0/genitals|value': 'Stage 4',
      't/event:0/genitals|terminology': 'local',
      't/test_name|code': '116147009',
      't/test_name|value': 'Cytology',
      't/test_name|terminology': 'SNOMEDCT',
      't/side': 'left',
    });
  });

  it('indexes multiple values on the last segment', () => {
    const options = [
      { value: '1', text: 'Blood' },
      { value: '2', text: 'Inflammation' },
    ];
    const { composition } = buildFlatComposition([
      c('q', 'CheckboxList', ['1', '2'], { oEhrId: 'r/quality_indicators', options }),
    ]);
    expect(Object.keys(composition)).toEqual([
      'r/quality_indicators:0|code',
      'r/quality_indicators:0|value',
      'r/quality_indicators:0|terminology',
      'r/quality_indicators:1|code',
      'r/quality_indicators:1|value',
      'r/quality_indicators:1|terminology',
    ]);
  });

  it('puts the item index of a list after the list path', () => {
    const { composition } = buildFlatComposition([
      c('lesions', 'List', undefined, { oEhrId: 'ct/lesion' }),
      c(
        'lesions_1_size',
        'Number',
        12,
        { oEhrId: 'ct/lesion/size', suffix: 'mm' },
        { listId: 'lesions', zindex: 0 },
      ),
      c(
        'lesions_2_size',
        'Number',
        7,
        { oEhrId: 'ct/lesion/size', suffix: 'mm' },
        { listId: 'lesions', zindex: 1 },
      ),
      c('other_1_x', 'Text', 'a', { oEhrId: 'ct/other' }, { listId: 'other', zindex: 0 }),
    ]);
    expect(composition).toEqual({
      'ct/lesion:0/size|magnitude': 12,
      'ct/lesion:0/size|unit': 'mm',
      'ct/lesion:1/size|magnitude': 7,
      'ct/lesion:1/size|unit': 'mm',
      'ct/other:0': 'a',
    });
  });

  it('writes texts, dates, a ticked checkbox and ctx/language; an unticked checkbox writes nothing', () => {
    const { composition } = buildFlatComposition(
      [
        c('t', 'Text', 'teste', { oEhrId: 'r/comment' }),
        c('d', 'Date', '2026-11-22', { oEhrId: 'r/date' }),
        c('b', 'Checkbox', false, { oEhrId: 'r/approved' }),
        c('y', 'Checkbox', true, { oEhrId: 'r/ticked' }),
      ],
      { lang: 'sv' },
    );
    expect(composition).toEqual({
      'ctx/language': 'sv',
      'r/comment': 'teste',
      'r/date': '2026-11-22',
      'r/ticked': true,
    });
  });

  it('writes the result of an openEHR helper as its suffixes, empty parts left out', () => {
    const { composition } = buildFlatComposition([
      c(
        'stage',
        'Text',
        { '|code': 'at0005', '|value': 'Stage 2', '|terminology': 'local' },
        { oEhrId: 'r/stage' },
      ),
      c('ratio', 'Text', { '|numerator': 97, '|denominator': 100, '|type': 2 }, { oEhrId: 'r/ratio' }),
      c('pid', 'Text', { '|id': '19121212-1212', '|issuer': '' }, { oEhrId: 'r/pid' }),
      c('other', 'Text', { code: 'x' }, { oEhrId: 'r/other' }),
    ]);
    expect(composition).toEqual({
      'r/stage|code': 'at0005',
      'r/stage|value': 'Stage 2',
      'r/stage|terminology': 'local',
      'r/ratio|numerator': 97,
      'r/ratio|denominator': 100,
      'r/ratio|type': 2,
      'r/pid|id': '19121212-1212',
    });
  });

  it('warns about an oEhrId that is no FLAT path and skips it', () => {
    const r = buildFlatComposition([c('x', 'Text', 'a', { oEhrId: 'has space/x' })]);
    expect(r.composition).toEqual({});
    expect(r.diagnostics.map((d) => [d.code, d.componentId])).toEqual([['openehr-invalid-id', 'x']]);
  });

  it.each([
    ['a/b:0/c', true],
    ['vårdkontakt/ickm/blodtryck_systoliskt_-_övre:0/systoliskt', true],
    ['a/b|code', true],
    ['a//b', false],
    ['a b', false],
    ['', false],
  ])('%s is a FLAT path: %s', (id, ok) => {
    expect(isFlatPath(id)).toBe(ok);
  });
});

describe('createOpenEhrCache', () => {
  it('reuses the result for 200 ms or while the key is unchanged', () => {
    let now = 1000;
    let runs = 0;
    const get = createOpenEhrCache<number>({ now: () => now });
    const compute = (): number => ++runs;
    expect(get(1, compute)).toBe(1);
    now += 150;
    expect(get(2, compute)).toBe(1); // within 200 ms: the cached output
    now += 100;
    expect(get(1, compute)).toBe(1); // same key as cached
    expect(get(2, compute)).toBe(2); // changed and older than 200 ms
    now += 10_000;
    expect(get(2, compute)).toBe(2);
  });
});
