import { describe, expect, it } from 'vitest';
import { allowsRuntimeName, partialDate } from './dataTypes';
import { importOpenEhrTemplate } from './importTemplate';
import { roundTrip } from './roundTrip';
import { withoutEmptyHeaders } from './toForm';
import type { WebTemplateNode } from './webTemplate';

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
