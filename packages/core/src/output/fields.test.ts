import { describe, expect, it } from 'vitest';
import { reportChangeMarkers } from './changeMarkers';
import { freeFields, worklistAttributes } from './fieldOutputs';
import { hiddenInputs } from './hiddenInputs';
import { templateFieldsOf, type TemplateFieldNode } from './templateFields';
import { outputValueText } from './valueText';
import type { OutputComponent } from './outputComponent';

const comp = (
  id: string,
  type: string,
  value: unknown,
  props: Record<string, unknown> = {},
): OutputComponent => ({
  id,
  type,
  value,
  props,
});

describe('outputValueText', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    [Number.NaN, ''],
    ['', ''],
    [12.5, '12.5'],
    [0, '0'],
    [true, 'true'],
    [false, 'false'],
    [['a', '', null, 'b'], 'a, b'],
    [[], ''],
    [{ value: 'x', text: 'Ex' }, 'Ex'],
  ])('gives %j as %j', (value, text) => {
    expect(outputValueText(value)).toBe(text);
  });
});

describe('template fields', () => {
  const node = (
    id: string,
    type: string,
    parentId = '#Root',
    props: Record<string, unknown> = {},
    extra = {},
  ): TemplateFieldNode => ({
    id,
    type,
    explicitId: !id.startsWith('#'),
    props,
    parentId,
    ...extra,
  });
  const all = [
    node('findings', 'Section'),
    node('#Auto1', 'Row', 'findings'),
    node('size', 'Number', '#Auto1', { worklistAttribute: 'NoduleSize', freeField: { id: 'ff1' } }),
    node('date', 'Date', 'findings', { freeField: { id: 'ff2', whenEmpty: 'noUpdate' } }),
    node('ok', 'Checkbox'),
    node('note', 'Text'),
    node('lesions', 'List'),
    node('lsize', 'Number', 'lesions', {}, { listId: 'lesions' }),
    node('hdr', 'Header'),
  ];
  const fields = templateFieldsOf(all, new Map(all.map((n) => [n.id, n])));

  it('lists every field with an explicit id outside lists, in document order', () => {
    expect(fields.map((f) => f.Name)).toEqual(['size', 'date', 'ok', 'note']);
  });

  it.each([
    ['size', 1],
    ['date', 2],
    ['ok', 3],
    ['note', 0],
  ])('gives %s the Type %i', (name, type) => {
    expect(fields.find((f) => f.Name === name)?.Type).toBe(type);
  });

  it('writes path, global name, destination and clear-on-empty', () => {
    expect(fields[0]).toEqual({
      Name: 'size',
      GlobalName: 'NoduleSize',
      Type: 1,
      Path: 'findings/size',
      Destination: 'free-field.ff1',
      ClearDestinationOnEmpty: true,
    });
    expect(fields[1]).toMatchObject({ Destination: 'free-field.ff2', ClearDestinationOnEmpty: false });
    expect(fields[3]).toMatchObject({
      GlobalName: '',
      Destination: '',
      ClearDestinationOnEmpty: false,
      Path: 'note',
    });
  });
});

describe('worklist attributes and free fields', () => {
  const components = [
    comp('a', 'Number', 12, { worklistAttribute: 'Size', freeField: { id: 'f1' } }),
    comp('b', 'Text', '', { worklistAttribute: 'Size', freeField: { id: 'f2', whenEmpty: 'noUpdate' } }),
    comp('c', 'CheckboxList', ['x', 'y'], { worklistAttribute: 'Findings' }),
    comp('d', 'Text', 'plain'),
  ];
  it('writes each attribute; an empty later writer does not erase an earlier value', () => {
    expect(worklistAttributes(components)).toEqual({ Size: '12', Findings: 'x, y' });
  });
  it('writes free fields with their whenEmpty', () => {
    expect(freeFields(components)).toEqual({
      f1: { value: '12', whenEmpty: 'clear' },
      f2: { value: '', whenEmpty: 'noUpdate' },
    });
  });
});

describe('report change markers', () => {
  it('gives one marker for all sections', () => {
    expect(reportChangeMarkers('all', ['a', 'b'])).toEqual([{ all: true }]);
  });
  it('gives one marker per changed section in report order, each once', () => {
    expect(reportChangeMarkers(['c', 'a', 'a'], ['a', 'b', 'c'])).toEqual([
      { all: false, sectionId: 'a' },
      { all: false, sectionId: 'c' },
    ]);
  });
  it('gives no marker without changes', () => {
    expect(reportChangeMarkers([])).toEqual([]);
  });
});

describe('hidden inputs', () => {
  it('marks fields, codes, changed sections and images for the host', () => {
    const inputs = hiddenInputs({
      components: [
        comp('size', 'Number', 7, {
          worklistAttribute: 'Size',
          freeField: { id: 'ff', whenEmpty: 'noUpdate' },
        }),
        comp('when', 'Date', '2026-11-22', { freeField: { id: 'dd' } }),
        comp('hdr', 'Header', undefined),
      ],
      codes: 'A|B',
      changeMarkers: [{ all: false, sectionId: 'findings' }, { all: true }],
      images: { chart: 'data:image/png;base64,AAAA' },
    });
    expect(inputs).toEqual([
      {
        name: 'size',
        value: '7',
        attributes: {
          'data-field-type': '1',
          'data-worklist-attribute': 'Size',
          'data-free-field': 'ff',
          'data-free-field-ignore-empty': 'true',
        },
      },
      {
        name: 'when',
        value: '2026-11-22',
        attributes: { 'data-field-type': '2', 'data-free-field': 'dd', 'data-free-field-clear': 'true' },
      },
      { name: '#DiagnosticCodes', value: 'A|B', attributes: { 'data-diagnostic-codes': 'true' } },
      { name: '#ReportChanged', value: 'findings', attributes: { 'data-report-changed': 'findings' } },
      { name: '#ReportChanged', value: '*', attributes: { 'data-report-changed': 'all' } },
      { name: 'chart', value: 'data:image/png;base64,AAAA', attributes: { 'data-image': 'png' } },
    ]);
  });
});

describe('StaticText fields (formField)', () => {
  const st = (formField: string | undefined, fieldValue: unknown) =>
    comp('st', 'StaticText', 5, {
      worklistAttribute: 'W',
      freeField: { id: 'F' },
      ...(formField === undefined ? {} : { formField }),
      ...(fieldValue === undefined ? {} : { fieldValue }),
    });

  it.each([
    ['format: the formatted text', 'format', '5 mm', '5 mm'],
    ['value: the raw value', 'value', 5, '5'],
    ['none: the value, for the worklist and free fields only', undefined, undefined, '5'],
  ])('%s', (_name, formField, fieldValue, text) => {
    const c = st(formField, fieldValue);
    expect(worklistAttributes([c])).toEqual({ W: text });
    expect(freeFields([c])).toEqual({ F: { value: text, whenEmpty: 'clear' } });
    const inputs = hiddenInputs({ components: [c] });
    if (formField === undefined) expect(inputs).toEqual([]);
    else
      expect(inputs.map((i) => [i.name, i.value, i.attributes['data-field-type']])).toEqual([
        ['st', text, '0'],
      ]);
  });

  it('is a template field only with formField format or value', () => {
    const node = (formField?: string): TemplateFieldNode => ({
      id: `st_${formField ?? 'none'}`,
      type: 'StaticText',
      explicitId: true,
      props: formField ? { formField } : {},
      parentId: '#Root',
    });
    const names = templateFieldsOf([node('format'), node('value'), node()], new Map()).map((f) => f.Name);
    expect(names).toEqual(['st_format', 'st_value']);
  });
});
