import { describe, expect, it } from 'vitest';
import { runHeadless } from '../headless/runHeadless';
import { checkStaticOutputs } from '../output/checkStaticOutputs';
import { localZoneOffset, offsetText } from '../output/openehr';
import { parseSpec } from '../specification';
import { literal } from './dataTypes';
import { importOpenEhrTemplate } from './importTemplate';
import { DATA_TYPES } from './webTemplate';

/** A one-entry web template holding one element of each data type (docs/openehr.md#data-types). */
const el = (id: string, rmType: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  rmType,
  min: 0,
  max: 1,
  ...extra,
});
const template = {
  templateId: 'All types',
  version: '2.3',
  defaultLanguage: 'sv',
  languages: ['sv', 'en'],
  tree: {
    id: 'r',
    name: 'Alla typer',
    rmType: 'COMPOSITION',
    min: 1,
    max: 1,
    children: [
      {
        id: 'obs',
        name: 'Observation',
        localizedNames: { en: 'Observation', sv: 'Observation sv' },
        rmType: 'OBSERVATION',
        min: 1,
        max: 1,
        children: [
          el('text', 'DV_TEXT'),
          el('coded', 'DV_CODED_TEXT', {
            inputs: [
              {
                suffix: 'code',
                type: 'CODED_TEXT',
                terminology: 'local',
                list: [
                  { value: 'at1', label: 'Yes', localizedLabels: { en: 'Yes', sv: 'Ja' } },
                  { value: 'at2', label: 'No', localizedLabels: { en: 'No', sv: 'Nej' } },
                ],
              },
            ],
          }),
          el('quantity', 'DV_QUANTITY', {
            inputs: [
              { suffix: 'magnitude', type: 'DECIMAL', validation: { range: { min: 0, max: 300 } } },
              { suffix: 'unit', type: 'CODED_TEXT', list: [{ value: 'mm' }, { value: 'cm' }] },
            ],
          }),
          el('count', 'DV_COUNT'),
          el('boolean', 'DV_BOOLEAN'),
          el('date', 'DV_DATE'),
          el('date_time', 'DV_DATE_TIME'),
          el('time', 'DV_TIME'),
          el('duration', 'DV_DURATION', { inputs: [{ suffix: 'month', type: 'INTEGER' }] }),
          el('ordinal', 'DV_ORDINAL', {
            inputs: [
              {
                type: 'CODED_TEXT',
                list: [
                  { value: 'at10', label: 'Mild', ordinal: 1 },
                  { value: 'at11', label: 'Severe', ordinal: 3 },
                ],
              },
            ],
          }),
          el('proportion', 'DV_PROPORTION'),
          el('identifier', 'DV_IDENTIFIER'),
          el('multimedia', 'DV_MULTIMEDIA'),
          el('parsable', 'DV_PARSABLE'),
          el('uri', 'DV_URI'),
          el('ehr_uri', 'DV_EHR_URI'),
          el('scale', 'DV_SCALE', {
            inputs: [{ type: 'CODED_TEXT', list: [{ value: 'at20', label: 'Low', ordinal: 1 }] }],
          }),
          el('notes', 'DV_TEXT', { max: -1 }),
          el('state', 'DV_STATE', {
            inputs: [{ suffix: 'code', type: 'CODED_TEXT', list: [{ value: 'at5', label: 'Active' }] }],
          }),
          el('range_q', 'DV_INTERVAL<DV_QUANTITY>', {
            children: [
              {
                id: 'lower',
                rmType: 'DV_QUANTITY',
                inputs: [{ suffix: 'magnitude' }, { suffix: 'unit', list: [{ value: 'mm[Hg]' }] }],
              },
              {
                id: 'upper',
                rmType: 'DV_QUANTITY',
                inputs: [{ suffix: 'magnitude' }, { suffix: 'unit', list: [{ value: 'mm[Hg]' }] }],
              },
            ],
          }),
          el('range_c', 'DV_INTERVAL<DV_COUNT>'),
          el('range_d', 'DV_INTERVAL<DV_DATE>'),
          el('range_dt', 'DV_INTERVAL<DV_DATE_TIME>'),
        ],
      },
    ],
  },
};

const r = importOpenEhrTemplate(JSON.stringify(template), { fileName: 'all.json' });
const parsed = parseSpec(r.yaml ?? '');
const byId = new Map(parsed.runnable?.all.map((n) => [n.id, n]));

describe('every data type of the web template has a mapping', () => {
  it('imports a form that validates clean', () => {
    expect(r.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(parsed.diagnostics).toEqual([]);
    expect(checkStaticOutputs(parsed.spec!)).toEqual([]);
  });

  it('covers the whole list of data types', () => {
    const covered = new Set(template.tree.children[0]!.children.map((c) => c.rmType));
    expect([...DATA_TYPES].filter((t) => !covered.has(t))).toEqual([]);
  });

  it.each([
    ['text', 'Text'],
    ['coded', 'Option'],
    ['quantity', 'Number'],
    ['count', 'Number'],
    ['boolean', 'Option'],
    ['date', 'Date'],
    ['date_time', 'Date'],
    ['time', 'Text'],
    ['duration', 'Number'],
    ['ordinal', 'Option'],
    ['proportion', 'Number'],
    ['identifier', 'Text'],
    ['multimedia_uri', 'Text'],
    ['state_value', 'Option'],
    ['range_q_lower', 'Number'],
    ['range_q_upper_included', 'Option'],
    ['range_c_upper', 'Number'],
    ['range_d_lower', 'Date'],
    ['range_dt_upper_time', 'Text'],
    ['parsable', 'TextArea'],
    ['uri', 'Text'],
    ['ehr_uri', 'Text'],
    ['scale', 'Option'],
    ['notes_list', 'List'],
  ])('%s becomes a %s', (id, type) => {
    expect(byId.get(id)?.type).toBe(type);
  });

  it('enters a DV_DATE_TIME as a Date and a time of day beside it, joined by a hidden Text on the element', () => {
    expect(byId.get('date_time')?.props.oEhrId).toBeUndefined();
    expect(byId.get('date_time_time')).toMatchObject({
      type: 'Text',
      props: { label: 'date_time, klockslag', placeholder: 'hh:mm' },
    });
    expect(byId.get('date_time_datetime')).toMatchObject({
      type: 'Text',
      props: { hidden: true, oEhrId: 'r/obs/date_time' },
    });
    expect(parsed.spec!.metadata.openEhrTemplate?.dateTimes).toEqual([
      'r/obs/date_time',
      'r/obs/range_dt/lower',
      'r/obs/range_dt/upper',
    ]);
  });

  it('writes a DV_DATE_TIME given only its date as the date given (no invented midnight)', () => {
    const run = runHeadless({ spec: r.yaml!, actions: [{ set: 'date_time', value: '2021-07-01' }] });
    if (run.kind !== 'ran') throw new Error(run.kind);
    expect(run.outputs.openEhr['r/obs/date_time']).toBe('2021-07-01');
    const timeOnly = runHeadless({ spec: r.yaml!, actions: [{ set: 'date_time_time', value: '10:00' }] });
    if (timeOnly.kind !== 'ran') throw new Error(timeOnly.kind);
    expect(Object.keys(timeOnly.outputs.openEhr).filter((k) => k.startsWith('r/obs/'))).toEqual([]);
  });

  it('takes Swedish labels where the template has them, else the other languages', () => {
    expect(parsed.spec!.metadata.lang).toBe('sv');
    expect(r.yaml).toContain('header: Observation sv');
    expect(byId.get('coded')?.props.options).toEqual([
      { value: 'at1', text: 'Ja' },
      { value: 'at2', text: 'Nej' },
    ]);
  });

  it('gives the multimedia element an input for its address, with a note', () => {
    expect(byId.get('multimedia_uri')?.props.oEhrId).toBe('r/obs/multimedia|url');
    expect(r.yaml).toMatch(/# DV_MULTIMEDIA: the address of the file/);
  });

  it('writes no entry language or encoding while the entry holds no data (fixed units and defaults are none)', () => {
    const run = runHeadless({ spec: r.yaml!, actions: [] });
    if (run.kind !== 'ran') throw new Error(run.kind);
    expect(Object.keys(run.outputs.openEhr).filter((k) => k.startsWith('r/obs/'))).toEqual([]);
  });

  it('writes each filled type as the FLAT format expects', () => {
    const run = runHeadless({
      spec: r.yaml!,
      actions: [
        { set: 'quantity', value: 12 },
        { set: 'duration', value: 5 },
        { set: 'ordinal', value: '3::at11' },
        { set: 'proportion', value: 40 },
        { set: 'identifier', value: '19121212-1212' },
        { set: 'boolean', value: ['false'] },
        { set: 'state_value', value: ['at5'] },
        { set: 'state_is_terminal', value: ['true'] },
        { set: 'range_q_lower', value: 80 },
        { set: 'range_q_lower_included', value: ['true'] },
        { set: 'range_q_upper', value: 120 },
        { set: 'range_c_upper', value: 3 },
        { set: 'identifier_issuer', value: 'Skatteverket' },
        { set: 'date', value: '2021-02-17' },
        { set: 'date_time', value: '2021-02-17' },
        { set: 'date_time_time', value: '11:11' },
        { add: 'notes_list' },
        { add: 'notes_list' },
        { set: 'notes_list_2_notes', value: 'second' },
      ],
    });
    if (run.kind !== 'ran') throw new Error(run.kind);
    const flat = Object.fromEntries(
      Object.entries(run.outputs.openEhr).filter(
        ([k]) => !/language|encoding|category|territory|setting/.test(k),
      ),
    );
    expect(flat).toEqual({
      'r/obs/quantity|magnitude': 12,
      'r/obs/quantity|unit': 'mm',
      'r/obs/proportion|numerator': 40,
      'r/obs/proportion|type': 0,
      // DV_BOOLEAN false is an answer too.
      'r/obs/boolean': false,
      'r/obs/state/value|code': 'at5',
      'r/obs/state/value|value': 'Active',
      'r/obs/state/value|terminology': 'local',
      'r/obs/state/is_terminal': true,
      'r/obs/range_q/lower|magnitude': 80,
      'r/obs/range_q/lower|unit': 'mm[Hg]',
      'r/obs/range_q/lower_included': true,
      'r/obs/range_q/upper|magnitude': 120,
      'r/obs/range_q/upper|unit': 'mm[Hg]',
      'r/obs/range_c/upper': 3,
      'r/obs/identifier|issuer': 'Skatteverket',
      'r/obs/date': '2021-02-17',
      // The date and the time of day beside it, with the offset of the zone the form runs in.
      'r/obs/date_time': `2021-02-17T11:11:00${offsetText(localZoneOffset(2021, 2, 17, 11, 11, 0))}`,
      'r/obs/duration': 'P5M',
      'r/obs/ordinal|code': 'at11',
      'r/obs/ordinal|value': 'Severe',
      'r/obs/ordinal|ordinal': 3,
      'r/obs/identifier|id': '19121212-1212',
      'r/obs/notes:1': 'second',
    });
  });
});

describe('a quantity unit is shown and written as the template gives it', () => {
  const quantity = (unit: string) =>
    JSON.stringify({
      templateId: 'Units',
      defaultLanguage: 'en',
      languages: ['en'],
      tree: {
        id: 'r',
        name: 'Units',
        rmType: 'COMPOSITION',
        min: 1,
        max: 1,
        children: [
          {
            id: 'obs',
            name: 'Observation',
            rmType: 'OBSERVATION',
            min: 0,
            max: 1,
            children: [
              el('rate', 'DV_QUANTITY', {
                inputs: [
                  { suffix: 'magnitude', type: 'DECIMAL' },
                  { suffix: 'unit', type: 'CODED_TEXT', list: [{ value: unit }] },
                ],
              }),
            ],
          },
        ],
      },
    });

  it('keeps a UCUM annotation in braces as text, and writes it back unchanged', () => {
    const yaml = importOpenEhrTemplate(quantity('{beats}/min'), { fileName: 'u.json' }).yaml!;
    expect(parseSpec(yaml).diagnostics).toEqual([]);
    const run = runHeadless({ spec: yaml, actions: [{ set: 'rate', value: 60 }] });
    if (run.kind !== 'ran') throw new Error(run.kind);
    expect(run.outputs.openEhr['r/obs/rate|unit']).toBe('{beats}/min');
  });

  it('never makes a unit that starts with = a formula (found by the fuzz test)', () => {
    const yaml = importOpenEhrTemplate(quantity('= '), { fileName: 'u.json' }).yaml!;
    expect(parseSpec(yaml).diagnostics).toEqual([]);
  });
});

describe('a template name becomes text shown as written, never a formula', () => {
  it.each([
    ['Blood pressure', 'Blood pressure'],
    ['= 5', '5'],
    ['= =', ''],
    [' := = x', 'x'],
    ['{x}', '\\{x\\}'],
    ['a||init=b', 'a|| init=b'],
  ])('%j becomes %j', (name, text) => {
    expect(literal(name)).toBe(text);
  });
});

describe('an element id that is a word of the formula language', () => {
  it.each(['in', 'new', 'true', 'null'])('%s gets a usable id (found by the fuzz test for "in")', (word) => {
    const t = {
      templateId: 'Words',
      defaultLanguage: 'en',
      languages: ['en'],
      tree: {
        id: 'r',
        name: 'Words',
        rmType: 'COMPOSITION',
        min: 1,
        max: 1,
        children: [{ ...el(word, 'DV_DATE_TIME'), children: undefined }],
      },
    };
    const yaml = importOpenEhrTemplate(JSON.stringify(t), { fileName: 'w.json' }).yaml!;
    const spec = parseSpec(yaml);
    expect(spec.diagnostics).toEqual([]);
    expect(spec.runnable?.all.map((n) => n.id)).toContain(`${word}_2`);
    const run = runHeadless({ spec: yaml, actions: [{ set: `${word}_2`, value: '2021-02-17' }] });
    if (run.kind !== 'ran') throw new Error(run.kind);
    expect(run.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(run.outputs.openEhr[`r/${word}`]).toBe('2021-02-17');
  });
});
