import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createForm } from '../engine/store';
import { parseSpec } from '../specification/parseSpec';
import type { ComponentNode, FormSpec } from '../specification/model';
import { importQuestionnaire, MAX_QUESTIONNAIRE_CHARS } from './importQuestionnaire';
import type { Questionnaire, QuestionnaireItem } from './types';

/** Imports a Questionnaire and parses the form; fails the test when the form does not validate. */
function imported(q: unknown): {
  spec: FormSpec;
  yaml: string;
  notes: ReturnType<typeof importQuestionnaire>['diagnostics'];
} {
  const r = importQuestionnaire(typeof q === 'string' ? q : JSON.stringify(q, null, 2));
  if (!r.yaml) throw new Error(`not imported: ${JSON.stringify(r.diagnostics)}`);
  const parsed = parseSpec(r.yaml);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !parsed.spec)
    throw new Error(`the form does not validate: ${JSON.stringify(errors)}\n${r.yaml}`);
  return { spec: parsed.spec, yaml: r.yaml, notes: r.diagnostics };
}

/** `FUZZ_RUNS=N` for a long run (docs/testing.md#fuzzing); core has no Node types, hence globalThis. */
const FUZZ_RUNS = Number(
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.FUZZ_RUNS ?? 150,
);

const Q = (item: QuestionnaireItem[], extra: Partial<Questionnaire> = {}): Questionnaire => ({
  resourceType: 'Questionnaire',
  status: 'active',
  title: 'T',
  item,
  ...extra,
});

const node = (spec: FormSpec, id: string): ComponentNode => {
  const n = spec.byId.get(id);
  if (!n) throw new Error(`no component ${id}`);
  return n;
};

const UNIT = (code: string) => ({
  url: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
  valueCoding: { system: 'http://unitsofmeasure.org', code, display: code },
});
const CONTROL = (code: string) => ({
  url: 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl',
  valueCodeableConcept: { coding: [{ system: 'http://hl7.org/fhir/questionnaire-item-control', code }] },
});
const OPTS = [
  { valueCoding: { system: 'http://snomed.info/sct', code: '24028007', display: 'Right' } },
  { valueCoding: { display: 'Left' } },
];

describe('importing a Questionnaire: each item type (issue 24 item 3)', () => {
  it.each([
    ['group', { type: 'group', item: [{ linkId: 'x', type: 'string' }] }, 'Section'],
    ['repeating group', { type: 'group', repeats: true, item: [{ linkId: 'x', type: 'string' }] }, 'List'],
    ['display', { type: 'display', text: 'Note' }, 'StaticText'],
    ['string', { type: 'string' }, 'Text'],
    ['url', { type: 'url' }, 'Text'],
    ['text', { type: 'text' }, 'TextArea'],
    ['decimal', { type: 'decimal' }, 'Number'],
    ['integer', { type: 'integer' }, 'Number'],
    ['quantity', { type: 'quantity' }, 'Number'],
    ['date', { type: 'date' }, 'Date'],
    ['dateTime', { type: 'dateTime' }, 'Date'],
    ['time', { type: 'time' }, 'Text'],
    ['boolean', { type: 'boolean' }, 'Checkbox'],
    ['choice', { type: 'choice', answerOption: OPTS }, 'Option'],
    [
      'choice with radio-button',
      { type: 'choice', answerOption: OPTS, extension: [CONTROL('radio-button')] },
      'Option',
    ],
    [
      'choice with drop-down',
      { type: 'choice', answerOption: OPTS, extension: [CONTROL('drop-down')] },
      'Dropdown',
    ],
    [
      'choice with check-box',
      { type: 'choice', answerOption: OPTS, extension: [CONTROL('check-box')] },
      'CheckboxList',
    ],
    ['repeating choice', { type: 'choice', repeats: true, answerOption: OPTS }, 'CheckboxList'],
    ['open-choice', { type: 'open-choice', answerOption: OPTS }, 'CheckboxList'],
    [
      'choice of an external value set',
      { type: 'choice', answerValueSet: 'http://loinc.org/vs/LL1-9' },
      'Text',
    ],
    ['an unknown type', { type: 'attachment', text: 'Image' }, 'StaticText'],
  ])('%s → %s', (_what, item, type) => {
    const { spec } = imported(Q([{ linkId: 'a', text: 'A', ...item } as QuestionnaireItem]));
    expect(node(spec, 'a').type).toBe(type);
  });

  it.each([
    ['en', undefined, 'Select...'],
    ['sv', undefined, 'Välj...'],
    ['en', true, undefined],
  ])(
    'a drop-down question without an answer starts empty: the placeholder of its language (%s, initialSelected %s)',
    (language, initialSelected, placeholder) => {
      const options = OPTS.map((o, i) => (i === 1 && initialSelected ? { ...o, initialSelected } : o));
      const q = {
        ...Q([
          {
            linkId: 'a',
            text: 'A',
            type: 'choice',
            answerOption: options,
            extension: [CONTROL('drop-down')],
          } as QuestionnaireItem,
        ]),
        language,
      };
      const { spec } = imported(q);
      expect(node(spec, 'a').props.placeholder).toBe(placeholder);
    },
  );

  it('keeps units, ranges, decimals, required, readOnly, initial values and codes', () => {
    const { spec } = imported(
      Q([
        {
          linkId: 'size',
          text: 'Size',
          type: 'decimal',
          required: true,
          extension: [
            UNIT('mm'),
            { url: 'http://hl7.org/fhir/StructureDefinition/minValue', valueDecimal: 0 },
            { url: 'http://hl7.org/fhir/StructureDefinition/maxValue', valueDecimal: 300 },
            { url: 'http://hl7.org/fhir/StructureDefinition/maxDecimalPlaces', valueInteger: 1 },
          ],
          code: [{ system: 'http://radlex.org', code: 'RID39126', display: 'size' }],
          initial: [{ valueDecimal: 4.5 }],
        },
        { linkId: 'count', text: 'Count', type: 'integer', readOnly: true },
      ]),
    );
    expect(node(spec, 'size').props).toMatchObject({
      label: 'Size',
      suffix: 'mm',
      minValue: 0,
      maxValue: 300,
      scale: 1,
      mandatory: 'prohibit',
      value: 4.5,
      coding: [{ system: 'http://radlex.org', code: 'RID39126', display: 'size' }],
    });
    expect(node(spec, 'count').props).toMatchObject({ scale: 0, disabled: true });
  });

  it('keeps option texts, values and codings, and the selected option', () => {
    const { spec } = imported(
      Q([
        {
          linkId: 'side',
          text: 'Side',
          type: 'choice',
          answerOption: [{ ...OPTS[0], initialSelected: true }, OPTS[1]] as never,
        },
      ]),
    );
    expect(node(spec, 'side').props).toMatchObject({
      value: 'Right',
      options: [
        {
          value: 'Right',
          coding: [{ system: 'http://snomed.info/sct', code: '24028007', display: 'Right' }],
        },
        { value: 'Left' },
      ],
    });
  });

  it('turns enableWhen into a hidden formula that shows the item exactly when the answer matches', () => {
    const { spec } = imported(
      Q([
        { linkId: 'side', text: 'Side', type: 'choice', answerOption: OPTS as never },
        { linkId: 'n', text: 'N', type: 'integer' },
        {
          linkId: 'why',
          text: 'Why',
          type: 'string',
          enableWhen: [
            {
              question: 'side',
              operator: '=',
              answerCoding: { system: 'http://snomed.info/sct', code: '24028007' },
            },
          ],
        },
        {
          linkId: 'many',
          text: 'Many',
          type: 'string',
          enableBehavior: 'any',
          enableWhen: [
            { question: 'n', operator: '>', answerInteger: 3 },
            { question: 'side', operator: 'exists', answerBoolean: false },
          ],
        },
      ]),
    );
    const form = createForm(spec);
    const shown = (id: string) => form.getSnapshot().components.get(id)?.visible;
    expect([shown('why'), shown('many')]).toEqual([false, true]);
    form.update({ type: 'set', id: 'side', value: 'Right' });
    form.flush();
    expect([shown('why'), shown('many')]).toEqual([true, false]);
    form.update({ type: 'set', id: 'n', value: 5 });
    form.flush();
    expect(shown('many')).toBe(true);
    form.dispose();
  });

  it('keeps FHIRPath as a comment with a located warning, never as a formula', () => {
    const text = JSON.stringify(
      Q([
        {
          linkId: 'bmi',
          text: 'BMI',
          type: 'decimal',
          extension: [
            {
              url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
              valueExpression: { language: 'text/fhirpath', expression: '%weight / (%height * %height)' },
            },
          ],
        },
      ]),
      null,
      2,
    );
    const { yaml, notes } = imported(text);
    expect(yaml).toContain('#   bmi calculatedExpression: %weight / (%height * %height)');
    expect(notes).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'fhir-expression-kept', line: 6 }),
    );
  });

  it('takes the title, description, copyright, language and code into Metadata', () => {
    const { spec } = imported(
      Q([{ linkId: 'a', type: 'string' }], {
        title: 'CT Thorax',
        description: 'Befund',
        copyright: 'CC BY 4.0',
        language: 'de-DE',
        code: [{ system: 'http://loinc.org', code: '24627-2' }],
      }),
    );
    expect(spec.metadata).toMatchObject({
      title: 'CT Thorax',
      lang: 'de',
      coding: [{ system: 'http://loinc.org', code: '24627-2' }],
    });
    expect(spec.metadata.description).toContain('CC BY 4.0');
  });
});

describe('importing a Questionnaire: bad input', () => {
  it.each([
    ['text that is not JSON', 'hello: world', 'fhir-not-json'],
    ['JSON that is no Questionnaire', '{"resourceType": "Patient"}', 'fhir-not-questionnaire'],
    ['a JSON array', '[1, 2]', 'fhir-not-json'],
  ])('%s is refused as no Questionnaire, saying what was expected', (_what, text, code) => {
    const r = importQuestionnaire(text);
    expect(r.yaml).toBeUndefined();
    expect(r.notAQuestionnaire).toBe(true);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code });
    expect(r.diagnostics[0]?.message).toMatch(/^Expected a FHIR R4 Questionnaire/);
  });

  it('refuses a text over 10 MB with a message', () => {
    const r = importQuestionnaire(' '.repeat(MAX_QUESTIONNAIRE_CHARS + 1));
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code: 'fhir-too-large' });
  });

  it('makes duplicate, numeric and formula-word linkIds unique ids and names each in a warning', () => {
    const { spec, notes } = imported(
      Q([
        { linkId: 'a', text: 'First', type: 'string' },
        { linkId: 'a', text: 'Second', type: 'string' },
        { linkId: '12345', text: 'Größe', type: 'string' },
        { linkId: 'in', text: 'In', type: 'string' },
      ]),
    );
    expect(spec.all.filter((n) => !n.generated).map((n) => n.id)).toEqual(['a', 'a_2', 'grösse', 'in_2']);
    expect(notes.filter((n) => n.code === 'fhir-linkid-renamed').map((n) => n.message)).toEqual([
      "linkId 'a' is taken; the component is named 'a_2'.",
      "linkId '12345' is not a usable id; the component is named 'grösse'.",
      "linkId 'in' is a word of the formula language; the component is named 'in_2'.",
    ]);
  });

  it('never throws, and what it writes validates, whatever JSON it is given', () => {
    const item: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      item: fc.record(
        {
          linkId: fc.oneof(fc.string(), fc.constantFrom('a', 'b', 'in', '1')),
          text: fc.string(),
          type: fc.oneof(
            fc.constantFrom(
              'group',
              'display',
              'string',
              'decimal',
              'choice',
              'boolean',
              'date',
              'open-choice',
            ),
            fc.string(),
          ),
          repeats: fc.boolean(),
          required: fc.boolean(),
          answerOption: fc.array(
            fc.record({
              valueCoding: fc.record(
                { code: fc.string(), display: fc.string(), system: fc.constantFrom('http://x.org', 'bad') },
                { requiredKeys: [] },
              ),
            }),
            { maxLength: 3 },
          ),
          enableWhen: fc.array(
            fc.record({
              question: fc.constantFrom('a', 'b', 'zz'),
              operator: fc.constantFrom('=', 'exists', '>', '?'),
              answerString: fc.string(),
            }),
            { maxLength: 2 },
          ),
          item: fc.array(tie('item'), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
    })).item;
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), fc.anything(), (items, junk) => {
        for (const text of [
          JSON.stringify({ resourceType: 'Questionnaire', item: items }),
          JSON.stringify(junk ?? null),
        ]) {
          const r = importQuestionnaire(text);
          if (r.yaml) expect(parseSpec(r.yaml).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
