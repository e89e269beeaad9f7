import { describe, expect, it } from 'vitest';
import { parseSpec } from '../specification/parseSpec';
import { importMrrtTemplate, MAX_MRRT_CHARS } from './importMrrt';

/** A template around a body (and optional head content). */
const tpl = (body: string, head = '') =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="dcterms.title" content="T">${head}</head><body>${body}</body></html>`;

/** Imports and parses; the form must validate with no error. */
function imp(html: string) {
  const r = importMrrtTemplate(html, { fileName: 't.html' });
  expect(r.yaml, JSON.stringify(r.diagnostics)).toBeDefined();
  const p = parseSpec(r.yaml!);
  expect(p.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { ...r, spec: p.spec! };
}
const comp = (html: string, id: string) => imp(html).spec.byId.get(id);

describe('importMrrtTemplate maps each field type', () => {
  it.each([
    ['<textarea id="a">Default text</textarea>', 'TextArea', { value: 'Default text' }],
    ['<input type="text" id="a" value="x">', 'Text', { value: 'x' }],
    ['<input id="a">', 'Text', {}],
    [
      '<input type="number" id="a" min="0" max="10" step="0.5">&nbsp;cm/s',
      'Number',
      { minValue: 0, maxValue: 10, stepSize: 0.5, suffix: 'cm/s' },
    ],
    ['<input id="a" data-field-type="NUMBER">', 'Number', {}],
    ['<input type="date" id="a">', 'Date', {}],
    ['<input type="checkbox" id="a" checked>', 'Checkbox', { value: true }],
    [
      '<select id="a"><option value="v1">One</option><option>two</option></select>',
      'Dropdown',
      { options: [{ value: 'v1', text: 'One' }, 'two'] },
    ],
    [
      '<select id="a" multiple><option>x</option><option>y</option></select>',
      'CheckboxList',
      { options: ['x', 'y'] },
    ],
    ['<select id="a" data-field-type="RADIO"><option>x</option></select>', 'Option', { options: ['x'] }],
    [
      '<textarea id="a" data-field-completion-action="PROHIBIT"></textarea>',
      'TextArea',
      { mandatory: 'prohibit' },
    ],
    ['<input id="a" data-field-completion-action="ALERT">', 'Text', { mandatory: 'alert' }],
  ])('%s → %s', (field, type, props) => {
    const c = comp(tpl(`<p>${field}</p>`), 'a');
    expect(c?.type).toBe(type);
    expect(c?.props).toMatchObject(props);
  });

  it('makes one Option of a radio group, option texts from their labels', () => {
    const c = comp(
      tpl(
        '<table><tr><td>Erguss</td><td><input type="radio" name="g" id="g1" value="Nein"><label for="g1">Nein</label>' +
          '<input type="radio" name="g" id="g2" value="Ja" checked><label for="g2">Ja, links</label></td></tr></table>',
      ),
      'g',
    );
    expect(c?.type).toBe('Option');
    expect(c?.props).toMatchObject({
      label: 'Erguss',
      options: ['Nein', { value: 'Ja', text: 'Ja, links' }],
      value: 'Ja',
    });
  });
});

describe('labels', () => {
  it.each([
    ['label[for]', '<label for="a">By for</label><p>other</p><input id="a">', 'By for'],
    ['a wrapping label', '<label>Wrapped <input id="a"></label>', 'Wrapped'],
    ["the row's first cell", '<table><tr><th>Cell</th><td><input id="a"></td></tr></table>', 'Cell'],
    ['the text just before', '<p>Size: <input id="a"></p>', 'Size:'],
  ])('come from %s', (_what, body, label) => {
    expect(comp(tpl(body), 'a')?.props['label']).toBe(label);
  });

  it('keeps data-english as a Help after the field', () => {
    const { spec } = imp(tpl('<p><input id="a" data-english="In English"></p>'));
    const i = spec.all.findIndex((c) => c.id === 'a');
    expect(spec.all[i + 1]).toMatchObject({ type: 'Help', props: { content: 'In English' } });
  });
});

describe('metadata, sections and codes', () => {
  const head =
    '<meta name="dcterms.description" content="What it is"><meta name="dcterms.language" content="de">' +
    '<meta name="dcterms.rights" content="CC BY 4.0"><meta name="dcterms.license" content="https://x.org/l">' +
    '<meta name="dcterms.identifier" content="1.2.3">' +
    '<script type="text/xml"><template_attributes><term><code value="RID10321" scheme="RADLEX" meaning="CT"></code></term>' +
    '<coded_content><coding_schemes><coding_scheme name="SCT" designator="2.16.840.1.113883.6.96"></coding_scheme></coding_schemes>' +
    '<entry origtxt="findings"><term><code value="59776-5" scheme="2.16.840.1.113883.6.1" meaning="Findings"></code></term></entry>' +
    '<entry origtxt="size"><term><code value="246115007" scheme="SCT" meaning="Size"></code></term></entry>' +
    '<entry origtxt="o2"><term><code value="RID5" scheme="RadLex"></code></term></entry>' +
    '</coded_content></template_attributes></script>';
  const body =
    '<section id="findings" data-section-name="Findings"><header data-english="Findings">Befund</header>' +
    '<section data-section-name="Inner"><p>Size <input type="number" id="size"> mm</p>' +
    '<select id="sel"><option id="o1">a</option><option id="o2">b</option></select></section></section>';
  const r = imp(tpl(body, head));

  it('reads Dublin Core metadata, the licence into the description and the header', () => {
    expect(r.spec.metadata).toMatchObject({ lang: 'de', title: 'T' });
    expect(r.spec.metadata.description).toContain('What it is');
    expect(r.spec.metadata.description).toContain('CC BY 4.0');
    expect(r.spec.metadata.description).toContain('https://x.org/l');
    expect(r.yaml).toContain('# identifier: 1.2.3');
  });

  it('makes template-level terms Metadata.coding, entries the coding of sections, fields and options', () => {
    expect(r.spec.metadata.coding).toEqual([
      { system: 'http://radlex.org', code: 'RID10321', display: 'CT' },
    ]);
    expect(r.spec.byId.get('findings')?.props['coding']).toEqual([
      { system: 'http://loinc.org', code: '59776-5', display: 'Findings' },
    ]);
    expect(r.spec.byId.get('size')?.props['coding']).toEqual([
      { system: 'http://snomed.info/sct', code: '246115007', display: 'Size' },
    ]);
    expect(r.spec.byId.get('sel')?.props['options']).toEqual([
      'a',
      { value: 'b', coding: [{ system: 'http://radlex.org', code: 'RID5' }] },
    ]);
  });

  it('nests sections, with their header as a Header and report items with their sectionId', () => {
    const outer = r.spec.byId.get('findings')!;
    expect(outer.type).toBe('Section');
    expect(outer.children[0]).toMatchObject({ type: 'Header', props: { header: 'Befund' } });
    expect(outer.children.some((c) => c.type === 'Section' && c.props['label'] === 'Inner')).toBe(true);
    expect(r.spec.reportOutput.map((i) => i.text)).toContain('Size {size} mm');
    expect(r.spec.reportOutput.every((i) => i.sectionId !== undefined)).toBe(true);
  });
});

describe('RSNA-style coded_content', () => {
  it('reads ORIGTXT in capitals and self-closing codes with the RadLex scheme by name', () => {
    const head =
      '<script type="text/xml"><template_attributes><coded_content>' +
      '<coding_schemes><coding_scheme name="RADLEX" designator="2.16.840.1.113883.6.256"/></coding_schemes>' +
      '<entry ORIGTXT="T1"><term><code meaning="size descriptor" value="RID5772" scheme="RADLEX"/></term></entry>' +
      '</coded_content></template_attributes></script>';
    const c = comp(
      tpl('<p><label for="T1">Size</label><input type="text" id="T1" data-field-type="TEXT"></p>', head),
      'T1',
    );
    expect(c?.props['coding']).toEqual([
      { system: 'http://radlex.org', code: 'RID5772', display: 'size descriptor' },
    ]);
  });
});

describe('the report reads like the filled template', () => {
  it('puts static text, labels and values in template order', () => {
    const { spec } = imp(tpl('<p>Liver: <input id="liver"> normal {size}.</p><p>No field here.</p>'));
    expect(spec.reportOutput.map((i) => [i.text, i.if])).toEqual([
      ['Liver: {liver} normal \\{size\\}.', '=!IsEmpty(liver)'],
      ['No field here.', undefined],
    ]);
  });
});

describe('a checkbox in the report', () => {
  it('prints its label when ticked, the label not repeated as static text', () => {
    const { spec } = imp(tpl('<p><input type="checkbox" id="eff"><label for="eff">Pleuraerguss</label></p>'));
    expect(spec.byId.get('eff')?.props['label']).toBe('Pleuraerguss');
    expect(spec.reportOutput.map((i) => [i.text, i.if])).toEqual([['{eff ? "Pleuraerguss" : ""}', '=eff']]);
  });
});

describe('bad input', () => {
  it('refuses what is not HTML, naming what was expected', () => {
    const r = importMrrtTemplate('{"resourceType":"Questionnaire"}', { fileName: 'q.json' });
    expect(r.yaml).toBeUndefined();
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code: 'mrrt-not-html' });
    expect(r.diagnostics[0]!.message).toContain('IHE MRRT report template');
  });

  it('refuses a text over 10 MB', () => {
    const r = importMrrtTemplate(`<html>${' '.repeat(MAX_MRRT_CHARS)}`);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code: 'mrrt-too-large' });
  });

  it('refuses elements nested deeper than it walks, without a crash', () => {
    const r = importMrrtTemplate(`<html><body>${'<span>'.repeat(100_000)}<input id="a"></body></html>`);
    expect(r.yaml).toBeUndefined();
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code: 'mrrt-too-deep' });
  });

  it('refuses a template without fields', () => {
    expect(importMrrtTemplate(tpl('<p>text</p>')).diagnostics.at(-1)?.code).toBe('mrrt-no-fields');
  });

  it('never runs scripts: each is a located warning and a comment in the script', () => {
    const r = imp(tpl('\n<p><input id="a" onchange="alert(1)"></p>\n<script>document.write("x")</script>'));
    const w = r.diagnostics.filter((d) => d.code === 'mrrt-script');
    expect(w.map((d) => [d.severity, d.line])).toEqual([
      ['warning', 2],
      ['warning', 3],
    ]);
    expect(r.script).toContain('// alert(1)');
    expect(r.script).toContain('// document.write("x")');
  });

  it('makes unknown field types a StaticText placeholder with a warning', () => {
    const r = imp(tpl('<p><input id="a"><input type="file" id="up"></p>'));
    expect(r.spec.byId.get('up')?.type).toBe('StaticText');
    expect(r.diagnostics.some((d) => d.code === 'mrrt-unknown-field' && d.line === 1)).toBe(true);
  });

  it('makes duplicate, unusable and reserved ids unique, naming each in a warning', () => {
    const r = imp(
      tpl('<p><input id="a"><input id="a"><input id="my field"><input id="true"><input id="new"></p>'),
    );
    expect(r.spec.all.filter((c) => c.type === 'Text').map((c) => c.id)).toEqual([
      'a',
      'a_2',
      'my_field',
      'true_2',
      'new_2',
    ]);
    const msgs = r.diagnostics.filter((d) => d.code === 'mrrt-id-renamed').map((d) => d.message);
    expect(msgs).toEqual([
      "The id 'a' is used twice; the component is 'a_2'.",
      "The id 'my field' is not a usable id; the component is 'my_field'.",
      "The id 'true' is a word of the formula language; the component is 'true_2'.",
      "The id 'new' is a word of the formula language; the component is 'new_2'.",
    ]);
  });

  it('never expands entities of an XML block', () => {
    const bomb =
      '<script type="text/xml"><!DOCTYPE t [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY x SYSTEM "file:///etc/passwd">]><template_attributes><term><code value="&b;&x;" scheme="LOINC"></code></term></template_attributes></script>';
    const r = imp(tpl('<p><input id="a"></p>', bomb));
    expect(r.spec.metadata.coding).toBeUndefined();
    expect(r.diagnostics.some((d) => d.code === 'mrrt-coded-content')).toBe(true);
  });

  it('reads malformed HTML as a browser would, with located warnings', () => {
    const r = imp('<html><body><section data-section-name="S"><p><input id="a"</section><td>x</div></body>');
    expect(r.spec.byId.get('S')?.type).toBe('Section');
    expect(
      r.diagnostics.some((d) => d.code === 'mrrt-malformed-html' && d.line === 1 && (d.column ?? 0) > 0),
    ).toBe(true);
  });
});

describe('exportMrrt', () => {
  it("notes what MRRT cannot say at the component, and writes a List's fields once", async () => {
    const { exportMrrt } = await import('./exportMrrt');
    const spec = parseSpec(
      [
        'Metadata: { lang: en, title: T, description: D }',
        'Components:',
        '  - List:',
        '      id: lesions',
        '      components:',
        '        - Number: { id: size, label: Size, value: "=1 + 1" }',
        'ReportOutput:',
        '  - text: x',
      ].join('\n'),
    ).spec!;
    const { html, notes } = exportMrrt(spec);
    expect(html).toContain('<input type="number" id="size" name="size" data-field-type="NUMBER">');
    expect(notes.map((n) => [n.code, n.id, n.line])).toEqual([
      ['mrrt-export-list', 'lesions', 3],
      ['mrrt-export-formula', 'size', 6],
    ]);
  });
});
