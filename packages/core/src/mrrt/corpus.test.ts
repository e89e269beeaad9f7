import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readOptions } from '../components/choice';
import type { FormSpec } from '../specification/model';
import { parseSpec } from '../specification/parseSpec';
import { exportMrrt } from './exportMrrt';
import { importMrrtTemplate } from './importMrrt';

const files = import.meta.glob('../../../../fixtures/mrrt/drg/*.html', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** What a round trip must keep: per component its type, id, label, options, section and coding. */
function signature(spec: FormSpec): string[] {
  return spec.all
    .filter((c) => !c.id.startsWith('#'))
    .map((c) =>
      JSON.stringify([
        c.type,
        c.id,
        c.props['label'],
        // Options as read: `x` and `{ value: x, text: x }` are the same option.
        c.props['options'] === undefined
          ? undefined
          : readOptions(c.props['options']).map((o) => [o.value, o.text, o.coding]),
        c.props['coding'],
      ]),
    );
}

function load(html: string, fileName: string): FormSpec {
  const r = importMrrtTemplate(html, { fileName });
  expect(r.yaml, JSON.stringify(r.diagnostics)).toBeDefined();
  const p = parseSpec(r.yaml!);
  expect(p.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return p.spec!;
}

/** The inputs of a form: components with a label-able value. */
const INPUTS = new Set([
  'Text',
  'TextArea',
  'Number',
  'Date',
  'Checkbox',
  'Option',
  'Dropdown',
  'CheckboxList',
]);

describe('the DRG MRRT templates (fixtures/mrrt/drg)', () => {
  it('are all thirteen there', () => expect(Object.keys(files)).toHaveLength(13));

  it.each(Object.entries(files).map(([path, html]) => [path.split('/').pop()!, html]))(
    '%s imports to a valid form keeping every field with its label, and round-trips through MRRT',
    (name, html) => {
      const r = importMrrtTemplate(html, { fileName: name });
      const spec = load(html, name);
      expect(r.stats!.fieldsKept / r.stats!.fieldsFound).toBeGreaterThanOrEqual(0.98);
      const inputs = spec.all.filter((c) => INPUTS.has(c.type));
      expect(inputs.length).toBe(r.stats!.fieldsKept);
      const labelled = inputs.filter((c) => typeof c.props['label'] === 'string' && c.props['label'] !== '');
      expect(labelled.length / inputs.length).toBeGreaterThanOrEqual(0.98);
      for (const c of inputs.filter((x) => ['Option', 'Dropdown', 'CheckboxList'].includes(x.type)))
        expect((c.props['options'] as unknown[]).length).toBeGreaterThan(0);
      const exported = exportMrrt(spec).html;
      // A valid HTML5 document: parse5 (the WHATWG algorithm) reports no parse error in it.
      expect(
        importMrrtTemplate(exported).diagnostics.filter((d) => d.code === 'mrrt-malformed-html'),
      ).toEqual([]);
      const again = load(exported, name);
      expect(signature(again)).toEqual(signature(spec));
      expect(again.metadata).toMatchObject({ title: spec.metadata.title, lang: spec.metadata.lang });
    },
  );

  it('keeps the LOINC codes of coded_content on the sections', () => {
    const [, html] = Object.entries(files).find(([p]) => p.includes('stroke_perfusion'))!;
    const spec = load(html, 'stroke');
    expect(spec.byId.get('findings')?.props['coding']).toEqual([
      { system: 'http://loinc.org', code: '59776-5', display: 'Procedure Findings' },
    ]);
  });
});

// Generated forms: MRRT → form → MRRT → form keeps every field, label, option, section and coding.
const word = fc.stringMatching(/^[A-Za-zÄÖÜäöü][a-zäöü0-9]{0,7}$/);
const label = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const coding = fc.array(
  fc.record(
    {
      system: fc.constantFrom(
        'http://radlex.org',
        'http://snomed.info/sct',
        'http://loinc.org',
        'urn:oid:1.2.3',
      ),
      code: fc.stringMatching(/^[A-Z0-9-]{1,8}$/),
      display: label,
    },
    { requiredKeys: ['system', 'code'] },
  ),
  { maxLength: 2 },
);
const options = fc
  .uniqueArray(word, { minLength: 1, maxLength: 4 })
  .chain((values) =>
    fc.tuple(
      ...values.map((v) =>
        fc.oneof(
          fc.constant<unknown>(v),
          fc.record({ value: fc.constant(v), text: label }),
          fc.record({ value: fc.constant(v), coding: coding.filter((c) => c.length > 0) }),
        ),
      ),
    ),
  );
const field = fc.oneof(
  fc.record({ type: fc.constantFrom('Text', 'TextArea', 'Number', 'Date', 'Checkbox'), label, coding }),
  fc.record({ type: fc.constantFrom('Option', 'Dropdown', 'CheckboxList'), label, coding, options }),
);
const section = fc.record({ label, coding, fields: fc.array(field, { minLength: 1, maxLength: 4 }) });
const form = fc.record({ sections: fc.array(section, { minLength: 1, maxLength: 3 }), coding });

function formText(f: {
  sections: Array<{ label: string; coding: unknown[]; fields: Array<Record<string, unknown>> }>;
  coding: unknown[];
}): string {
  let n = 0;
  const withCoding = (c: unknown[]) => (c.length > 0 ? { coding: c } : {});
  return stringify({
    Metadata: { lang: 'de', title: 'Generated', description: 'A generated form.', ...withCoding(f.coding) },
    Components: f.sections.map((s, i) => ({
      Section: {
        id: `s${i}`,
        label: s.label,
        ...withCoding(s.coding),
        components: s.fields.map(({ type, coding: c, ...rest }) => ({
          [type as string]: { id: `f${n++}`, ...rest, ...withCoding(c as unknown[]) },
        })),
      },
    })),
    ReportOutput: [{ text: 'Report' }],
  });
}

describe('round trips of generated forms', () => {
  it('form → MRRT → form keeps every field, label, option, section and coding', () => {
    fc.assert(
      fc.property(form, (f) => {
        const p = parseSpec(formText(f));
        expect(p.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        const html = exportMrrt(p.spec!).html;
        expect(importMrrtTemplate(html).diagnostics.filter((d) => d.code === 'mrrt-malformed-html')).toEqual(
          [],
        );
        const once = load(html, 'generated');
        expect(signature(once)).toEqual(signature(p.spec!));
        expect(once.metadata.coding).toEqual(p.spec!.metadata.coding);
        const twice = load(exportMrrt(once).html, 'generated');
        expect(signature(twice)).toEqual(signature(once));
      }),
      { numRuns: 60 },
    );
  });
});

describe('fuzzing the import', () => {
  const pieces = fc.constantFrom(
    '<section data-section-name="S">',
    '</section>',
    '<p>',
    '</p>',
    '<input id="a">',
    '<input type="radio" name="r" value="1">',
    '<select id="s"><option>x',
    '</select>',
    '<textarea id="t">',
    '</textarea>',
    '<table><tr><td>',
    '</td></tr>',
    '<label for="a">',
    '</label>',
    '<script>x()</script>',
    '<script type="text/xml"><entry origtxt="a"><code value="1" scheme="LN">',
    '<!--',
    '-->',
    '&nbsp;',
    '&',
    '<',
    '>',
    '"',
    "'",
    '{x}',
    'text ',
    '<input type="number" step="x" min="" max="1e999">',
    '<input id="true">',
    '<header>H</header>',
    '<![CDATA[',
    '<!DOCTYPE html>',
    '<html>',
    '<body onload="y()">',
  );
  it('never crashes on malformed HTML, and any form it makes validates', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 40 }), (parts) => {
        const r = importMrrtTemplate(`<html>${parts.join('')}`);
        if (r.yaml !== undefined)
          expect(parseSpec(r.yaml).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        else expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
