import { describe, expect, it } from 'vitest';
import { runHeadless, type HeadlessRun } from '../headless/runHeadless';
import type { ActionStep } from '../engine';
import { checkStaticOutputs } from '../output/checkStaticOutputs';
import { offsetText } from '../output/openehr';
import { parseSpec } from '../specification';
import { importOpenEhrTemplate, type ImportOpenEhrResult } from './importTemplate';

const files = {
  ...import.meta.glob('../../../../fixtures/openehr/*', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob('../../../../fixtures/openehr/forms/*', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** A fixture's text by file name. */
function fixture(name: string): string {
  const text = files[`../../../../fixtures/openehr/${name}`];
  if (text === undefined) throw new Error(`no fixture ${name}`);
  return text;
}

/** A Better FLAT file, its `//` licence lines skipped. */
function flat(name: string): Record<string, unknown> {
  return JSON.parse(
    fixture(name)
      .split('\n')
      .filter((l) => !l.trimStart().startsWith('//'))
      .join('\n'),
  ) as Record<string, unknown>;
}

function imported(name: string): ImportOpenEhrResult & { yaml: string } {
  const r = importOpenEhrTemplate(fixture(name), { fileName: name });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(r.yaml).toBeDefined();
  return r as ImportOpenEhrResult & { yaml: string };
}

/** Parses the YAML and returns the components of every type, flattened. */
function components(yaml: string): { type: string; props: Record<string, unknown> }[] {
  const parsed = parseSpec(yaml);
  expect(parsed.diagnostics).toEqual([]);
  // Validates clean, including the static output checks of `formwright validate` (FLAT paths, occurrences).
  expect(checkStaticOutputs(parsed.spec!)).toEqual([]);
  return parsed.runnable!.all.map((n) => ({ type: n.type, props: n.props as Record<string, unknown> }));
}

function run(yaml: string, actions: ActionStep[] = []): HeadlessRun {
  const r = runHeadless({ spec: yaml, actions });
  if (r.kind !== 'ran') throw new Error(JSON.stringify(r));
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r;
}

const INPUT_TYPES = new Set([
  'Text',
  'TextArea',
  'Number',
  'Date',
  'Checkbox',
  'Option',
  'Dropdown',
  'AutoComplete',
  'CheckboxList',
]);
const inputsOf = (cs: ReturnType<typeof components>) =>
  cs.filter((c) => INPUT_TYPES.has(c.type) && c.props['hidden'] !== true);

describe('importing the Tanner stages template', () => {
  const tanner = imported('better_tanner_stages.webtemplate.json');

  it('makes 11 inputs, three AutoCompletes of five options and one repeatable list', () => {
    const cs = components(tanner.yaml);
    // 11 elements; the DV_DATE_TIME one (expiry date) is entered as a date and a time of day.
    // The identifier's issuer, assigner and type have inputs of their own.
    expect(inputsOf(cs)).toHaveLength(15);
    expect(tanner.inputCount).toBe(11);
    const autos = cs.filter((c) => c.type === 'AutoComplete');
    expect(autos.map((a) => (a.props['options'] as unknown[]).length)).toEqual([5, 5, 5]);
    // The form is English (the template has no Swedish): the placeholder too, never 'Välj...'.
    expect(autos.every((a) => a.props['placeholder'] === 'Select...')).toBe(true);
    const lists = cs.filter((c) => c.type === 'List');
    expect(lists).toHaveLength(1);
    // The List's button text comes from the form language's default texts.
    expect(lists[0]!.props['addButtonText']).toBeUndefined();
  });

  it('gives every input an oEhrId and makes no input of context or careflow nodes', () => {
    const cs = components(tanner.yaml);
    // The expiry date's date and time of day are joined on the element by a hidden Text.
    const joined = ['expiry_date', 'expiry_date_time'];
    // (the identifier's parts write `|id`, `|issuer` … themselves)
    const ins = inputsOf(cs).filter((c) => !joined.includes(String(c.props['id'])));
    expect(ins.every((c) => typeof c.props['oEhrId'] === 'string')).toBe(true);
    expect(cs.find((c) => c.props['id'] === 'expiry_date_datetime')?.props['oEhrId']).toBe(
      'tanner_stages/care_plan/expiry_date',
    );
    const ids = ins.map((c) => String(c.props['oEhrId']));
    expect(
      ids.filter((i) => /ism_transition|careflow_step|current_state|\/time$|start_time|subject/.test(i)),
    ).toEqual([]);
  });

  it('filled with its FLAT example values, writes the example keys and values (ctx, feeder audit, territory and times aside)', () => {
    const example = flat('better_tanner_stages.flat.json');
    const r = run(tanner.yaml, [
      { add: 'any_point_in_time_event' },
      { set: 'any_point_in_time_event_1_genitals', value: ['at0010'] },
      { set: 'any_point_in_time_event_1_pubic_hair', value: ['at0018'] },
      { set: 'any_point_in_time_event_1_comment', value: 'teste' },
    ]);
    const ignored = (k: string): boolean =>
      k.startsWith('ctx/') ||
      k.includes('/_feeder_audit/') ||
      k.includes('/territory') ||
      /(^|\/)(start_)?time$/.test(k);
    const keep = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).filter(([k]) => !ignored(k)));
    expect(keep(r.outputs.openEhr)).toEqual(keep(example));
  });

  it('imports the same form from the OPT as from the web template', () => {
    const fromOpt = imported('better_tanner_stages.opt.xml');
    const body = (y: string) => y.split('\n').slice(1).join('\n');
    expect(body(fromOpt.yaml)).toBe(body(tanner.yaml));
  });
});

describe('importing the Cytology report template', () => {
  for (const file of ['better_cytology_report.webtemplate.json', 'better_cytology_report.opt.xml']) {
    it(`${file}: validates clean, renders, and keeps headers from h2 down to h4`, () => {
      const r = imported(file);
      const cs = components(r.yaml);
      // 37 elements; two are DV_DATE_TIME, each entered as a date and a time of day.
      // External-terminology codes have a code and a term input; nested repetition has copies (up to 20 of a
      // small node, docs/openehr.md#repetition-inside-repetition).
      expect(inputsOf(cs)).toHaveLength(429);
      const levels = new Set(cs.filter((c) => c.type === 'Header').map((c) => c.props['level']));
      expect([...levels].sort()).toEqual(['h2', 'h3', 'h4']);
      run(r.yaml);
    });
  }

  it('reads the same FLAT paths from the OPT as from the web template', () => {
    const paths = (file: string): string[] =>
      components(imported(file).yaml)
        .map((c) => c.props['oEhrId'])
        .filter((p): p is string => typeof p === 'string');
    const fromOpt = paths('better_cytology_report.opt.xml');
    expect(fromOpt.length).toBeGreaterThan(37);
    expect(fromOpt).toEqual(paths('better_cytology_report.webtemplate.json'));
  });

  it('makes multi-valued coded fields multichoice (written :0, :1) and warns about repetition inside repetition', () => {
    const r = imported('better_cytology_report.webtemplate.json');
    const cs = components(r.yaml);
    const qi = cs.find((c) => String(c.props['oEhrId']).endsWith('/quality_indicators'))!;
    // No local options (an external terminology): a List of code and term inputs, written :0, :1.
    expect(qi.type).toBe('List');
    const ab = cs.find((c) => String(c.props['oEhrId']).endsWith('/quality_indicators|code'))!;
    expect(ab.type).toBe('Text');
    const nested = r.diagnostics.filter((d) => d.code === 'openehr-nested-repetition').map((d) => d.path);
    expect(nested).toContain(
      '/cytology_report/laboratory_test_result/receiving_laboratory/contact_details/professional_individual_demographics',
    );
  });

  it('filled like its FLAT example, writes the example keys for the five-deep nested names', () => {
    const example = flat('better_cytology_report.flat.json');
    const r = imported('better_cytology_report.webtemplate.json');
    const run1 = run(r.yaml, [
      { add: 'contact_details' },
      { set: 'contact_details_1_given_name', value: 'Testing' },
      { set: 'contact_details_1_family_name', value: 'Doctor' },
      { set: 'contact_details_1_professional_identifier', value: '1175' },
      { set: 'organisation_name', value: 'Hospital' },
      { set: 'identifier', value: '21' },
      { set: 'laboratory_specimen_id', value: '903000240-miha-test-lab' },
    ]);
    const written = Object.entries(run1.outputs.openEhr).filter(
      ([k]) => k.includes('receiving_laboratory') || k.includes('laboratory_specimen_id'),
    );
    expect(written).toHaveLength(6);
    for (const [k, v] of written) expect(example, k).toHaveProperty([k], v);
  });
});

describe('DV_DATE_TIME elements against the Cytology example composition', () => {
  const example = flat('better_cytology_report.flat.json');
  const received =
    'cytology_report/laboratory_test_result/specimen/processing/date_and_time_specimen_received';
  const report = 'cytology_report/laboratory_test_result/date_of_report';
  const yaml = () => imported('better_cytology_report.webtemplate.json').yaml;

  it('entered as a date and a time of day, writes the example values with their time and zone', () => {
    const r = run(yaml(), [
      { set: 'date_and_time_specimen_received', value: '2020-04-10' },
      { set: 'date_and_time_specimen_received_time', value: '17:48:36+02:00' },
      { set: 'date_of_report', value: '2020-04-10' },
      { set: 'date_of_report_time', value: '15:50:21.344Z' },
    ]);
    // Before, both were written at midnight without a zone (2020-04-10T00:00:00): 0 of these 2 keys matched.
    expect(r.outputs.openEhr[received]).toBe(example[received]);
    expect(r.outputs.openEhr[report]).toBe(example[report]);
  });

  it('a time typed as hh:mm gets seconds and the offset of the zone the form runs in', () => {
    const r = run(yaml(), [
      { set: 'date_and_time_specimen_received', value: '2020-04-10' },
      { set: 'date_and_time_specimen_received_time', value: '17:48' },
    ]);
    const offset = -new Date(2020, 3, 10, 17, 48).getTimezoneOffset();
    expect(r.outputs.openEhr[received]).toBe(`2020-04-10T17:48:00${offsetText(offset)}`);
    expect(r.outputs.openEhr[report]).toBeUndefined();
  });
});

describe('importing the mammography OPT', () => {
  it('makes one input per data element and none of the careflow (ISM_TRANSITION) nodes', () => {
    const text = fixture('better_breast_mammography_report.opt.xml');
    const r = imported('better_breast_mammography_report.opt.xml');
    const elements = text.match(/<rm_type_name>ELEMENT</g)?.length;
    const ins = inputsOf(components(r.yaml));
    // At least one input per element (a unit choice or a time of day is a second input of the same
    // element; an element repeating inside a repeating entry has copies).
    expect(r.inputCount).toBeGreaterThanOrEqual(elements!);
    expect(ins.length).toBeGreaterThanOrEqual(elements!);
    expect(
      ins.filter((c) => /ism_transition|careflow|current_state/.test(String(c.props['oEhrId']))),
    ).toEqual([]);
    run(r.yaml);
  });
});

describe('the imported forms the browser tests fill (fixtures/openehr/forms)', () => {
  it.each([
    ['better_tanner_stages.opt.xml', 'tanner-stages.yaml'],
    ['better_cytology_report.webtemplate.json', 'cytology-report.yaml'],
    ['better_breast_mammography_report.opt.xml', 'breast-mammography.yaml'],
  ])('%s imports as forms/%s', (template, form) => {
    expect(imported(template).yaml).toBe(fixture(`forms/${form}`));
  });
});

describe('occurrence indexes in the written FLAT keys', () => {
  it.each([
    'better_breast_mammography_report.opt.xml',
    'better_cytology_report.webtemplate.json',
    'better_tanner_stages.opt.xml',
  ])('%s: every key indexes exactly the nodes the template lets repeat', (file) => {
    const r = imported(file);
    const spec = parseSpec(r.yaml).spec!;
    const repeating = new Set(spec.metadata.openEhrTemplate?.repeating);
    const steps: ActionStep[] = [];
    for (const n of spec.all) {
      if (n.type === 'List') steps.push({ add: n.id });
    }
    for (const n of spec.all) {
      if (n.type !== 'Text' || n.props.hidden === true) continue;
      // A copy of a node repeating inside a List item sits in a ComponentGroup in that item.
      const holds = (x: { id?: string; children: readonly unknown[] }): boolean =>
        x.children.some((c) => {
          const child = c as { id?: string; children: readonly unknown[] };
          return child.id === n.id || holds(child);
        });
      const list = spec.all.find((l) => l.type === 'List' && holds(l));
      steps.push({ set: list ? `${list.id}_1_${n.id}` : n.id, value: 'x' });
    }
    const keys = Object.keys(run(r.yaml, steps).outputs.openEhr).filter((k) => !k.startsWith('ctx/'));
    expect(keys.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const key of keys) {
      const plain: string[] = [];
      for (const segment of (key.split('|')[0] ?? '').split('/')) {
        const m = /^(.*?)(:\d+)?$/.exec(segment)!;
        plain.push(m[1]!);
        if (Boolean(m[2]) !== repeating.has(plain.join('/'))) wrong.push(key);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('Swedish ids', () => {
  /** A small web template shaped like Region Stockholm's (ids with å, ä, ö). */
  const template = {
    templateId: 'Vårdkontakt',
    version: '2.3',
    defaultLanguage: 'sv',
    languages: ['sv'],
    tree: {
      id: 'vårdkontakt',
      name: 'Vårdkontakt',
      rmType: 'COMPOSITION',
      min: 1,
      max: 1,
      children: [
        {
          id: 'context',
          rmType: 'EVENT_CONTEXT',
          min: 1,
          max: 1,
          children: [
            {
              id: 'metadata',
              name: 'Metadata',
              rmType: 'CLUSTER',
              min: 0,
              max: 1,
              children: [
                {
                  id: 'överordnat_dokument_id',
                  name: 'Överordnat dokument ID',
                  rmType: 'DV_TEXT',
                  min: 0,
                  max: 1,
                },
              ],
            },
          ],
        },
        {
          id: 'ickm',
          name: 'ICKM',
          rmType: 'SECTION',
          min: 0,
          max: 1,
          children: [
            {
              id: 'blodtryck_systoliskt_-_övre',
              name: 'Blodtryck systoliskt - övre',
              rmType: 'OBSERVATION',
              min: 0,
              max: -1,
              children: [
                {
                  id: 'systoliskt',
                  name: 'Systoliskt',
                  rmType: 'DV_QUANTITY',
                  min: 0,
                  max: 1,
                  inputs: [
                    { suffix: 'magnitude', type: 'DECIMAL' },
                    { suffix: 'unit', type: 'CODED_TEXT', list: [{ value: 'mm[Hg]', label: 'mm[Hg]' }] },
                  ],
                },
                {
                  id: 'sökord',
                  name: 'Sökord',
                  rmType: 'CLUSTER',
                  min: 0,
                  max: 1,
                  children: [{ id: 'nivå', name: 'Nivå', rmType: 'DV_COUNT', min: 0, max: 1 }],
                },
              ],
            },
          ],
        },
      ],
    },
  };

  it('keeps å, ä and ö in the FLAT paths exactly as the Stockholm composition writes them', () => {
    const example = JSON.parse(fixture('regionstockholm_vardkontakt_measurement.flat.sv.json')) as Record<
      string,
      unknown
    >;
    const r = importOpenEhrTemplate(JSON.stringify(template), { fileName: 'vardkontakt.json' });
    expect(r.diagnostics).toEqual([]);
    const cs = components(r.yaml!);
    expect(cs.map((c) => c.props['id'])).toContain('överordnat_dokument_id');
    const list = cs.find((c) => c.type === 'List')!;
    const out = run(r.yaml!, [
      { add: String(list.props['id']) },
      { set: `${String(list.props['id'])}_1_systoliskt`, value: 778 },
      { set: `${String(list.props['id'])}_1_nivå`, value: 8 },
      { set: 'överordnat_dokument_id', value: 'Överordnat dokument ID 53' },
    ]).outputs.openEhr;
    const data = Object.entries(out).filter(
      ([k]) => /\/(ickm|metadata)\//.test(k) && !/language|encoding/.test(k),
    );
    expect(data).toHaveLength(4);
    for (const [k, v] of data) expect(example, k).toHaveProperty([k], v);
    expect(out['ctx/language']).toBe('sv');
  });
});
