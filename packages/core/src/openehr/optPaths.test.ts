import { describe, expect, it } from 'vitest';
import { importOpenEhrTemplate } from './importTemplate';
import { runHeadless } from '../headless/runHeadless';
import { choiceId, nameToId, readOperationalTemplate, uniqueIds } from './optReader';
import { roundTrip } from './roundTrip';

/** oEhrIds of an imported form (every `oEhrId:` line of its YAML). */
function oEhrIds(text: string, fileName: string, rules?: 'ehrbase' | 'better'): string[] {
  const r = importOpenEhrTemplate(text, { fileName, ...(rules ? { rules } : {}) });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return [...(r.yaml ?? '').matchAll(/oEhrId: (\S+)/g)].map((m) => m[1]!.replace(/^'|'$/g, ''));
}

/** A small OPT 1.4: template "Corona Anamnese", whose composition archetype is named "Bericht". */
const OPT = `<?xml version="1.0" encoding="UTF-8"?>
<template xmlns="http://schemas.openehr.org/v1">
  <language><terminology_id><value>ISO_639-1</value></terminology_id><code_string>de</code_string></language>
  <concept>Corona Anamnese</concept>
  <template_id><value>Corona Anamnese</value></template_id>
  <definition>
    <rm_type_name>COMPOSITION</rm_type_name>
    <occurrences><lower>1</lower><upper>1</upper></occurrences>
    <node_id>at0000</node_id>
    <attributes xsi:type="C_MULTIPLE_ATTRIBUTE" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
      <rm_attribute_name>content</rm_attribute_name>
      <children xsi:type="C_ARCHETYPE_ROOT">
        <rm_type_name>EVALUATION</rm_type_name>
        <occurrences><lower>0</lower><upper>1</upper></occurrences>
        <node_id>at0000</node_id>
        <attributes xsi:type="C_SINGLE_ATTRIBUTE">
          <rm_attribute_name>data</rm_attribute_name>
          <children xsi:type="C_COMPLEX_OBJECT">
            <rm_type_name>ITEM_TREE</rm_type_name>
            <node_id>at0001</node_id>
            <attributes xsi:type="C_MULTIPLE_ATTRIBUTE">
              <rm_attribute_name>items</rm_attribute_name>
              <children xsi:type="C_COMPLEX_OBJECT">
                <rm_type_name>ELEMENT</rm_type_name>
                <occurrences><lower>0</lower><upper>1</upper></occurrences>
                <node_id>at0002</node_id>
                <attributes xsi:type="C_SINGLE_ATTRIBUTE">
                  <rm_attribute_name>value</rm_attribute_name>
                  <children xsi:type="C_COMPLEX_OBJECT"><rm_type_name>DV_TEXT</rm_type_name></children>
                </attributes>
              </children>
            </attributes>
          </children>
        </attributes>
        <archetype_id><value>openEHR-EHR-EVALUATION.note.v1</value></archetype_id>
        <term_definitions code="at0000"><items id="text">Notiz</items></term_definitions>
        <term_definitions code="at0002"><items id="text">Text</items></term_definitions>
      </children>
    </attributes>
    <archetype_id><value>openEHR-EHR-COMPOSITION.report.v1</value></archetype_id>
    <term_definitions code="at0000"><items id="text">Bericht</items></term_definitions>
  </definition>
</template>`;

describe('OPT import derives the web template ids', () => {
  it('the root id is the composition name, not the template id or concept', () => {
    const ids = oEhrIds(OPT, 'corona.opt');
    expect(ids).toContain('bericht/notiz/text');
    expect(ids.filter((i) => i.startsWith('corona_anamnese'))).toEqual([]);
  });

  it.each<[string, string, number]>([
    ['1', 'unitary', 1],
    ['2', 'percent', 2],
    ['3', 'fraction', 3],
  ])('a DV_PROPORTION whose type list is %s is read as %s (written |type %d)', (code, kind, written) => {
    const opt = OPT.replace(
      '<children xsi:type="C_COMPLEX_OBJECT"><rm_type_name>DV_TEXT</rm_type_name></children>',
      `<children xsi:type="C_COMPLEX_OBJECT"><rm_type_name>DV_PROPORTION</rm_type_name><attributes xsi:type="C_SINGLE_ATTRIBUTE"><rm_attribute_name>type</rm_attribute_name><children xsi:type="C_PRIMITIVE_OBJECT"><rm_type_name>INTEGER</rm_type_name><item xsi:type="C_INTEGER"><list>${code}</list></item></children></attributes></children>`,
    );
    const tree = readOperationalTemplate(opt).template?.tree;
    const element = tree?.children?.[0]?.children?.[0];
    expect(element?.rmType).toBe('DV_PROPORTION');
    expect(element?.proportionTypes).toEqual([kind]);
    const r = roundTrip(opt, 'corona.opt', {
      'bericht/notiz/text|numerator': 3,
      ...(written === 3 ? { 'bericht/notiz/text|denominator': 4 } : {}),
    });
    expect(r.notEntered).toEqual([]);
    expect(r.extra).toContain('bericht/notiz/text|type');
    const out = runHeadless({
      spec: importOpenEhrTemplate(opt, { fileName: 'corona.opt' }).yaml!,
      actions: r.actions,
    });
    expect(out.kind === 'ran' && out.outputs.openEhr).toMatchObject({ 'bericht/notiz/text|type': written });
  });
});

const pairFiles = import.meta.glob(['../../../../fixtures/openehr/*', '../../../../fixtures/openehr/sdk/*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every template with both an OPT and a web template in fixtures/openehr (Better's) and fixtures/openehr/sdk (EHRbase's). */
const PAIRS = Object.keys(pairFiles)
  .filter((f) => f.endsWith('.webtemplate.json'))
  .map((f) => f.replace('.webtemplate.json', ''))
  .filter((base) => pairFiles[`${base}.opt.xml`] !== undefined)
  .map((base) => [base.replace(/^.*fixtures\/openehr\//, '')] as const);

describe('the OPT and the web template of the same template give identical oEhrIds', () => {
  it('has the pairs of both vendors', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(14);
  });

  // Better's web templates (`better_…`) are matched by the OPT read with Better's rules, EHRbase's (sdk/) by
  // the default, EHRbase's.
  it.each(PAIRS)('%s', (name) => {
    const base = `../../../../fixtures/openehr/${name}`;
    const rules = name.startsWith('better_') ? 'better' : 'ehrbase';
    const fromWeb = oEhrIds(pairFiles[`${base}.webtemplate.json`]!, `${name}.webtemplate.json`);
    const fromOpt = oEhrIds(pairFiles[`${base}.opt.xml`]!, `${name}.opt.xml`, rules);
    expect(fromWeb.length).toBeGreaterThan(0);
    expect([...new Set(fromOpt)].sort()).toEqual([...new Set(fromWeb)].sort());
  });

  it("an event context with a node id: Better's `event_context`, EHRbase's `context` (Falls care plan)", () => {
    const opt = pairFiles['../../../../fixtures/openehr/better_falls_care_plan.opt.xml']!;
    const root = 'multidisciplinary_individualised_falls_care_plan';
    const better = oEhrIds(opt, 'falls.opt.xml', 'better');
    const ehrbase = oEhrIds(opt, 'falls.opt.xml');
    expect(better).toContain(`${root}/event_context/xds_metadata/class_code`);
    expect(better.filter((i) => i.startsWith(`${root}/context/`))).toEqual([]);
    // EHRbase's conformance test rewrites Better's `event_context/xds_metadata…` key to `context/…` for it.
    expect(ehrbase).toContain(`${root}/context/xds_metadata/class_code`);
    expect(ehrbase.filter((i) => i.startsWith(`${root}/event_context/`))).toEqual([]);
  });

  it("an element of any data type lists DV_SCALE by Better's rules only (`scale_value`)", () => {
    const any = OPT.replace(
      '<children xsi:type="C_COMPLEX_OBJECT"><rm_type_name>DV_TEXT</rm_type_name></children>',
      '',
    );
    const better = oEhrIds(any, 'any.opt', 'better');
    expect(better).toContain('bericht/notiz/text/scale_value|code');
    expect(better).toContain('bericht/notiz/text/ordinal_value|code');
    const ehrbase = oEhrIds(any, 'any.opt');
    expect(ehrbase).toContain('bericht/notiz/text/ordinal_value|code');
    expect(ehrbase.filter((i) => i.includes('scale_value'))).toEqual([]);
  });
});

describe('web template ids of names (the SDKs’ rule)', () => {
  it.each([
    ['Blodtryck systoliskt - övre', 'blodtryck_systoliskt_-_övre'],
    ['SpO₂', 'spo'],
    ['Bezeichnung des Symptoms oder Anzeichens.', 'bezeichnung_des_symptoms_oder_anzeichens.'],
    ['24 Stunden Durchschnitt', 'a24_stunden_durchschnitt'],
    ['Name des Problems/ der Diagnose', 'name_des_problems_der_diagnose'],
    ['Exclusion - global', 'exclusion_-_global'],
    ['Best eye response (E)', 'best_eye_response_e'],
    ['  Körpergewicht  ', 'körpergewicht'],
    ['Co-morbidities', 'co-morbidities'],
    ['Temperatur °C', 'temperatur_c'],
    ['¹²³', 'node'],
  ])('%s → %s', (name, id) => {
    expect(nameToId(name)).toBe(id);
  });

  it.each([
    ['DV_QUANTITY', 'quantity_value'],
    ['DV_CODED_TEXT', 'coded_text_value'],
    ['DV_DATE_TIME', 'date_time_value'],
    ['DV_INTERVAL<DV_QUANTITY>', 'interval_of_quantity_value'],
    ['DV_INTERVAL<DV_DATE_TIME>', 'interval_of_date_time_value'],
  ])('an alternative of type %s is %s', (type, id) => {
    expect(choiceId(type)).toBe(id);
  });

  it('numbers repeated sibling ids as the web template does (time, time2, time3)', () => {
    const ids = uniqueIds([
      { id: 'time', rmType: 'DV_TEXT' },
      { id: 'time', rmType: 'DV_TEXT' },
      { id: 'other', rmType: 'DV_TEXT' },
      { id: 'time', rmType: 'DV_TEXT' },
    ]).map((n) => n.id);
    expect(ids).toEqual(['time', 'time2', 'other', 'time3']);
  });
});
