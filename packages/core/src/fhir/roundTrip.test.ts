import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readOptions } from '../components/choice';
import { parseSpec } from '../specification/parseSpec';
import type { ComponentNode, FormSpec } from '../specification/model';
import { exportQuestionnaire } from './exportQuestionnaire';
import { importQuestionnaire } from './importQuestionnaire';
import { runHeadless } from '../headless/runHeadless';
import { fhirBundle } from './bundle';
import { answerEverything } from './testing/scenario';
import { r4Problems } from './testing/validateR4';
import type { QuestionnaireItem } from './types';

/**
 * form → Questionnaire → form keeps every field, label, option, section and coding (issue 24): on every
 * fixture form and on generated forms. And each DRG Questionnaire imports to a form that validates with no
 * error, keeping every item with its text, options and codes (the figures of docs/fhir.md).
 */

const INPUTS = new Set([
  'Text',
  'TextArea',
  'Number',
  'Date',
  'Checkbox',
  'Option',
  'Dropdown',
  'CheckboxList',
  'AutoComplete',
]);

/** What the round trip must keep of a form: per input and Section/List, in document order. */
function essence(spec: FormSpec) {
  const out: unknown[] = [];
  const walk = (nodes: readonly ComponentNode[], section: string) => {
    for (const n of nodes) {
      if (n.generated) continue;
      const label =
        typeof n.props.label === 'string' && !n.props.label.startsWith('=') ? n.props.label : undefined;
      if (n.type === 'Section' || n.type === 'List') {
        out.push({
          id: n.id,
          type: n.type,
          label: n.type === 'List' ? (label ?? n.props.name) : label,
          coding: n.props.coding,
        });
        walk(n.children, n.id);
      } else if (INPUTS.has(n.type)) {
        const options =
          typeof n.props.options === 'string'
            ? undefined
            : readOptions(n.props.options).map((o) => ({
                value: String(o.value),
                text: o.text,
                coding: o.coding?.map((c) => ({ system: c.system, code: c.code })),
              }));
        out.push({
          id: n.id,
          type: n.type,
          label,
          section,
          coding: n.props.coding,
          ...(options ? { options } : {}),
        });
      } else walk(n.children, section);
      for (const t of n.tabs ?? []) walk(t.components, section);
    }
  };
  walk(spec.components, '');
  return out;
}

function roundTrip(spec: FormSpec): FormSpec {
  const q = exportQuestionnaire(spec).questionnaire;
  const r = importQuestionnaire(JSON.stringify(q));
  if (!r.yaml) throw new Error(`not imported: ${JSON.stringify(r.diagnostics)}`);
  const parsed = parseSpec(r.yaml);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !parsed.spec)
    throw new Error(`does not validate: ${JSON.stringify(errors)}\n${r.yaml}`);
  return parsed.spec;
}

const forms = import.meta.glob(['../../../../fixtures/forms/**/*.yaml', '!**/*.tests.yaml'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('form → Questionnaire → form', () => {
  const cases = Object.entries(forms)
    .map(([path, text]) => ({ name: path.replace(/^.*fixtures\/forms\//, ''), spec: parseSpec(text).spec }))
    .filter((c): c is { name: string; spec: FormSpec } => c.spec !== undefined);

  it.each(cases)('$name keeps every field, label, option, section and coding', ({ spec }) => {
    expect(essence(roundTrip(spec))).toEqual(essence(spec));
  });

  const label = fc
    .stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-z0-9ÄÖÜäöüß ,.()/-]{0,20}$/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const coding = fc.option(
    fc.array(
      fc.record({
        system: fc.constantFrom('http://radlex.org', 'http://snomed.info/sct', 'urn:oid:1.2.3'),
        code: fc.stringMatching(/^[A-Z0-9]{1,8}$/),
      }),
      { minLength: 1, maxLength: 1 },
    ),
    { nil: undefined },
  );
  const options = fc
    .uniqueArray(fc.record({ text: label, coding }), { minLength: 1, maxLength: 4, selector: (o) => o.text })
    .map((os) =>
      os.map((o, i) => ({ value: `v${i}`, text: o.text, ...(o.coding ? { coding: o.coding } : {}) })),
    );
  const input = fc.oneof(
    fc.record({ type: fc.constantFrom('Text', 'TextArea', 'Number', 'Date', 'Checkbox'), label, coding }),
    fc.record({
      type: fc.constantFrom('Option', 'Dropdown', 'CheckboxList', 'AutoComplete'),
      label,
      coding,
      options,
    }),
  );
  const section = fc.record({ label, coding, inputs: fc.array(input, { minLength: 1, maxLength: 4 }) });

  it('keeps them on generated forms too', () => {
    fc.assert(
      fc.property(
        fc.array(section, { minLength: 1, maxLength: 3 }),
        fc.array(input, { maxLength: 3 }),
        (sections, loose) => {
          let n = 0;
          const entry = (i: { type: string; label: string; coding?: unknown; options?: unknown }) => ({
            [i.type]: {
              id: `f${n++}`,
              label: i.label,
              ...(i.coding ? { coding: i.coding } : {}),
              ...(i.options ? { options: i.options } : {}),
            },
          });
          const yaml = stringify({
            Metadata: { lang: 'en', title: 'Generated', description: 'D' },
            Components: [
              ...sections.map((s) => ({
                Section: {
                  id: `s${n++}`,
                  label: s.label,
                  ...(s.coding ? { coding: s.coding } : {}),
                  components: s.inputs.map(entry),
                },
              })),
              ...loose.map(entry),
            ],
            ReportOutput: [],
          });
          const spec = parseSpec(yaml).spec;
          if (!spec) throw new Error(`generated form does not validate:\n${yaml}`);
          expect(essence(roundTrip(spec))).toEqual(essence(spec));
        },
      ),
      { numRuns: 60 },
    );
  });
});

const drg = import.meta.glob('../../../../fixtures/fhir/drg/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every item of a Questionnaire with its text and answer texts, depth first. */
function items(list: readonly QuestionnaireItem[] | undefined): QuestionnaireItem[] {
  return (list ?? []).flatMap((i) => [i, ...items(i.item)]);
}

describe('the DRG Questionnaires (fixtures/fhir/drg)', () => {
  const cases = Object.entries(drg).map(([path, text]) => ({ name: path.replace(/^.*\//, ''), text }));
  it.each(cases)(
    '$name imports to a form that validates, keeping every item with its text and options',
    ({ text }) => {
      const r = importQuestionnaire(text);
      expect(r.yaml).toBeDefined();
      const parsed = parseSpec(r.yaml ?? '');
      expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const spec = parsed.spec!;
      const source = items(JSON.parse(text).item);
      const made = spec.all.filter((n) => !n.generated);
      // One component per item (a dateTime adds none): nothing dropped.
      expect(r.itemCount).toBe(source.length);
      expect(made.length).toBe(source.length);
      // Every item's text is a label, a List name, a Header or a static text of the form, in the same order.
      const texts = made.map((n) =>
        String(n.props.label ?? n.props.name ?? n.props.header ?? n.props.value ?? ''),
      );
      const expected = source.map((i) => (i.text ?? '').trim());
      expect(texts.map((t) => t.replace(/\\([{}])/g, '$1'))).toEqual(expected);
      // Every answer option, with its text.
      const optionTexts = made.flatMap((n) => readOptions(n.props.options).map((o) => o.text));
      expect(optionTexts).toEqual(
        source.flatMap((i) =>
          (i.answerOption ?? []).map(
            (o) =>
              o.valueCoding?.display ?? o.valueCoding?.code ?? String(o.valueString ?? o.valueInteger ?? ''),
          ),
        ),
      );
    },
  );

  it.each(cases)('$name: filled by a scenario, its FHIR Bundle is valid R4', async ({ text }) => {
    const yaml = importQuestionnaire(text).yaml ?? '';
    const spec = parseSpec(yaml).spec!;
    const actions = answerEverything(spec);
    const run = runHeadless({ spec: yaml, actions, actionsFile: 'scenario' });
    if (run.kind !== 'ran') throw new Error(`did not run: ${run.kind}`);
    const bundle = fhirBundle(run.snapshot, run.outputs, { now: '2026-01-15T10:00:00Z' });
    expect(await r4Problems(bundle)).toBeUndefined();
    expect(run.outputs.report.length).toBeGreaterThan(0);
  });

  it.each(cases)('$name: the form exported again is a valid R4 Questionnaire', async ({ text }) => {
    const spec = parseSpec(importQuestionnaire(text).yaml ?? '').spec!;
    expect(await r4Problems(exportQuestionnaire(spec).questionnaire)).toBeUndefined();
  });
});
