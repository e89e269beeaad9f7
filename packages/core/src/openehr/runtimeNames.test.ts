import { describe, expect, it } from 'vitest';
import { allowsRuntimeName, partialDate, partialDateTime } from './dataTypes';
import { importOpenEhrTemplate } from './importTemplate';
import { roundTrip } from './roundTrip';
import { withoutEmptyHeaders } from './toForm';
import type { WebTemplateNode } from './webTemplate';

const tannerOpt = import.meta.glob('../../../../fixtures/openehr/better_tanner_stages.opt.xml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const LAB =
  'Actual value of the result. The name of this element is normally replaced in a template or at run-time to reflect the actual analyte e.g. Serum sodium and will often be coded.';

describe('run-time names: where the template allows them', () => {
  it.each<[string, Partial<WebTemplateNode>, boolean]>([
    ['the description says the name is replaced at run time', { localizedDescriptions: { en: LAB } }, true],
    [
      'the comment says so ("run-time re-naming")',
      {
        annotations: {
          comment:
            "If a name or code is used, it is provided by run-time re-naming of the 'Result group' element.",
        },
      },
      true,
    ],
    [
      'another language’s description says so',
      {
        localizedDescriptions: {
          de: 'Der Name wird zur Laufzeit gesetzt.',
          en: 'Runtime name constraint allowed.',
        },
      },
      true,
    ],
    [
      'run time without the name (an event defined at run-time)',
      {
        localizedDescriptions: {
          en: 'Default event which may be explicitly defined in a template or at run-time.',
        },
      },
      false,
    ],
    ['a name mentioned, no run time', { localizedDescriptions: { en: 'The name of the analyte.' } }, false],
    [
      'the template fixes the name (web template path)',
      { localizedDescriptions: { en: LAB }, aqlPath: "/data[at0001]/items[at0004,'Pulse Rate']/value" },
      false,
    ],
    ['the template fixes the name (OPT)', { localizedDescriptions: { en: LAB }, nameFixed: true }, false],
  ])('%s → %s', (_, node, allowed) => {
    expect(allowsRuntimeName({ id: 'x', rmType: 'DV_QUANTITY', ...node })).toBe(allowed);
  });

  /** A web template with a repeating analyte result whose name is set at run time. */
  const template = JSON.stringify({
    templateId: 'lab',
    version: '2.3',
    defaultLanguage: 'en',
    languages: ['en'],
    tree: {
      id: 'lab',
      name: 'Lab',
      rmType: 'COMPOSITION',
      min: 1,
      max: 1,
      children: [
        {
          id: 'laboratory_test_result',
          name: 'Laboratory test result',
          rmType: 'OBSERVATION',
          min: 0,
          max: 1,
          children: [
            {
              id: 'analyte_result',
              name: 'Analyte result',
              rmType: 'DV_QUANTITY',
              min: 0,
              max: -1,
              localizedDescriptions: { en: LAB },
              inputs: [
                { suffix: 'magnitude', type: 'DECIMAL' },
                { suffix: 'unit', type: 'CODED_TEXT', list: [{ value: 'mmol/l', label: 'mmol/l' }] },
              ],
            },
          ],
        },
      ],
    },
  });

  it('enters and writes each occurrence’s name as EHRbase and Better read `…/_name` (|value, |code, |terminology)', () => {
    const p = 'lab/laboratory_test_result/analyte_result';
    const example = {
      [`${p}:0|magnitude`]: 140,
      [`${p}:0|unit`]: 'mmol/l',
      [`${p}:0/_name|value`]: 'Serum sodium',
      [`${p}:0/_name|code`]: '2951-2',
      [`${p}:0/_name|terminology`]: 'LOINC',
      [`${p}:1|magnitude`]: 4.1,
      [`${p}:1|unit`]: 'mmol/l',
      [`${p}:1/_name|value`]: 'Serum potassium',
    };
    const r = roundTrip(template, 'lab.json', example);
    expect(r.notEntered).toEqual([]);
    expect(r.different).toEqual([]);
    expect(r.extra).toEqual([]);
    expect(r.exact).toBe(Object.keys(example).length);
  });
});

describe('no empty header chains', () => {
  const h = (level: number, header = `h${level}`) => ({
    type: 'Header',
    props: { header, level: `h${level}` },
  });
  const text = { type: 'Text', props: { id: 't' } };
  it.each<[string, { type: string; props: Record<string, unknown> }[], string[]]>([
    [
      'a chain of three headers with nothing under the last',
      [h(2, 'A'), h(3, 'B'), h(4, 'C'), h(2, 'D'), text],
      ['D', 't'],
    ],
    ['a header with an input under it stays', [h(2, 'A'), text], ['A', 't']],
    ['a chain ending the form', [text, h(2, 'A'), h(3, 'B'), h(4, 'C')], ['t']],
    [
      'a deeper header with content keeps its parents',
      [h(2, 'A'), h(3, 'B'), text, h(3, 'C')],
      ['A', 'B', 't'],
    ],
  ])('%s', (_, nodes, kept) => {
    expect(withoutEmptyHeaders(nodes).map((n) => String(n.props['header'] ?? n.props['id']))).toEqual(kept);
  });
});

describe('partial dates as entered', () => {
  it.each<[string | undefined, string | undefined]>([
    ['yyyy-??-XX', 'YYYY-MM / YYYY'],
    ['yyyy-??-??', 'YYYY-MM-DD / YYYY-MM / YYYY'],
    ['yyyy-mm-??', 'YYYY-MM-DD / YYYY-MM'],
    ['YYYY-MM-XX', 'YYYY-MM'],
    ['yyyy-mm-dd', undefined],
    [undefined, undefined],
  ])('pattern %s allows %s', (pattern, forms) => {
    expect(partialDate(pattern)).toBe(forms);
  });

  const template = (pattern?: string) =>
    JSON.stringify({
      templateId: 'dates',
      version: '2.3',
      defaultLanguage: 'en',
      languages: ['en'],
      tree: {
        id: 'dates',
        name: 'Dates',
        rmType: 'COMPOSITION',
        min: 1,
        max: 1,
        children: [
          {
            id: 'onset',
            name: 'Onset',
            rmType: 'DV_DATE',
            min: 0,
            max: 1,
            inputs: [{ type: 'DATE', ...(pattern ? { validation: { pattern } } : {}) }],
          },
        ],
      },
    });

  it.each(['2021-02', '2021'])('a template allowing yyyy-??-XX takes %s as typed and writes it so', (v) => {
    const r = roundTrip(template('yyyy-??-XX'), 'dates.json', { 'dates/onset': v });
    expect(r.different).toEqual([]);
    expect(r.exact).toBe(1);
  });

  it('a whole-date template keeps a Date', () => {
    const r = roundTrip(template(), 'dates.json', { 'dates/onset': '2021-02-17' });
    expect(r.exact).toBe(1);
    const yaml = importOpenEhrTemplate(template(), { fileName: 'dates.json' }).yaml ?? '';
    expect(yaml).toMatch(/- Date:\n\s+id: onset/);
  });
});

describe('partial date-times as entered', () => {
  it.each<[string | undefined, string | undefined]>([
    ['yyyy-??-??T??:??:??', 'YYYY-MM-DD / YYYY-MM / YYYY'],
    ['yyyy-mm-??T??:??:??', 'YYYY-MM-DD / YYYY-MM'],
    ['yyyy-??-XXTXX:XX:XX', 'YYYY-MM / YYYY'],
    ['yyyy-mm-ddTHH:??:??', undefined],
    ['yyyy-mm-ddTHH:MM:SS', undefined],
    [undefined, undefined],
  ])('pattern %s allows the date part %s', (pattern, forms) => {
    expect(partialDateTime(pattern)).toBe(forms);
  });

  const template = (pattern?: string) =>
    JSON.stringify({
      templateId: 'times',
      version: '2.3',
      defaultLanguage: 'en',
      languages: ['en'],
      tree: {
        id: 'times',
        name: 'Times',
        rmType: 'COMPOSITION',
        min: 1,
        max: 1,
        children: [
          {
            id: 'onset',
            name: 'Onset',
            rmType: 'DV_DATE_TIME',
            min: 0,
            max: 1,
            inputs: [{ type: 'DATETIME', ...(pattern ? { validation: { pattern } } : {}) }],
          },
        ],
      },
    });

  it.each(['2021-02', '2021', '2021-02-17'])(
    'a template allowing yyyy-??-??T??:??:?? takes %s as typed and writes it so',
    (v) => {
      const r = roundTrip(template('yyyy-??-??T??:??:??'), 'times.json', { 'times/onset': v });
      expect(r.notEntered).toEqual([]);
      expect(r.different).toEqual([]);
      expect(r.exact).toBe(1);
    },
  );

  it('a partial-date template still writes a whole date and time of day with seconds and the zone', () => {
    const r = roundTrip(template('yyyy-??-??T??:??:??'), 'times.json', {
      'times/onset': '2021-02-17T11:11:00Z',
    });
    expect(r.different).toEqual([]);
  });

  it('a whole-date template keeps a Date: a date alone is written as given, a partial date cannot be entered', () => {
    const yaml =
      importOpenEhrTemplate(template('yyyy-mm-ddTHH:MM:SS'), { fileName: 'times.json' }).yaml ?? '';
    expect(yaml).toMatch(/- Date:\n\s+id: onset/);
    const alone = roundTrip(template('yyyy-mm-ddTHH:MM:SS'), 'times.json', { 'times/onset': '2021-02-17' });
    expect(alone.different).toEqual([]);
    expect(alone.exact).toBe(1);
    const partial = roundTrip(template(), 'times.json', { 'times/onset': '2021-02' });
    expect(partial.notEntered).toEqual(['times/onset']);
  });

  it('the partial date part is a Text with the allowed forms as placeholder, from a web template and from an OPT', () => {
    const yaml =
      importOpenEhrTemplate(template('yyyy-??-??T??:??:??'), { fileName: 'times.json' }).yaml ?? '';
    expect(yaml).toMatch(
      /- Text:\n\s+id: onset\n\s+label: Onset\n\s+placeholder: YYYY-MM-DD \/ YYYY-MM \/ YYYY/,
    );
    // The Tanner OPT's expiry date, its C_DATE_TIME given a pattern that leaves the month and day optional.
    const opt = Object.values(tannerOpt)[0]!;
    const at = opt.indexOf('<rm_type_name>DV_DATE_TIME</rm_type_name>');
    const end = opt.indexOf('</children>', at);
    const withPattern = `${opt.slice(0, end)}<attributes xsi:type="C_SINGLE_ATTRIBUTE"><rm_attribute_name>value</rm_attribute_name><existence><lower_included>true</lower_included><upper_included>true</upper_included><lower_unbounded>false</lower_unbounded><upper_unbounded>false</upper_unbounded><lower>1</lower><upper>1</upper></existence><children xsi:type="C_PRIMITIVE_OBJECT"><rm_type_name>DATE_TIME</rm_type_name><occurrences><lower_included>true</lower_included><upper_included>true</upper_included><lower_unbounded>false</lower_unbounded><upper_unbounded>false</upper_unbounded><lower>1</lower><upper>1</upper></occurrences><node_id/><item xsi:type="C_DATE_TIME"><pattern>yyyy-??-??T??:??:??</pattern></item></children></attributes>${opt.slice(end)}`;
    const before = importOpenEhrTemplate(opt, { fileName: 'tanner.opt.xml' }).yaml ?? '';
    const after = importOpenEhrTemplate(withPattern, { fileName: 'tanner.opt.xml' }).yaml ?? '';
    expect(before).toMatch(/- Date:\n\s+id: expiry_date\n/);
    expect(after).toMatch(
      /- Text:\n\s+id: expiry_date\n\s+label: [^\n]+\n\s+placeholder: YYYY-MM-DD \/ YYYY-MM \/ YYYY/,
    );
    const r = roundTrip(withPattern, 'tanner.opt.xml', { 'tanner_stages/care_plan/expiry_date': '2021-02' });
    expect(r.different).toEqual([]);
    expect(r.exact).toBe(1);
  });
});
