import { describe, expect, it } from 'vitest';
import { importOpenEhrTemplate } from './importTemplate';

/** oEhrIds of an imported form (every `oEhrId:` line of its YAML). */
function oEhrIds(text: string, fileName: string): string[] {
  const r = importOpenEhrTemplate(text, { fileName });
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
});
