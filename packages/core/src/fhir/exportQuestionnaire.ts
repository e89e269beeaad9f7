import type { Coding } from '../components/propTypes';
import { readOptions, type ChoiceOption } from '../components/choice';
import type { ComponentNode, FormSpec } from '../specification/model';
import {
  FHIR_URLS,
  type FhirCoding,
  type FhirEnableWhen,
  type FhirExtension,
  type FhirValue,
  type Questionnaire,
  type QuestionnaireItem,
} from './types';

/** A note of the export: what could not be said in FHIR, with the component it concerns. */
export interface ExportNote {
  readonly severity: 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly id?: string;
  readonly line?: number;
  readonly column?: number;
}

/** The Questionnaire of a form and the notes of what it could not say. */
export interface QuestionnaireExport {
  readonly questionnaire: Questionnaire;
  readonly notes: readonly ExportNote[];
}

/** Component types that become items; the others (buttons, images, outputs, layout helpers) have no answer to ask. */
const CHOICE_CONTROL: Readonly<Record<string, string>> = {
  Option: 'radio-button',
  CheckboxList: 'check-box',
  Dropdown: 'drop-down',
  AutoComplete: 'autocomplete',
};

const isFormula = (v: unknown): v is string => typeof v === 'string' && /^\s*:?=/.test(v);
const literalText = (v: unknown): string | undefined =>
  typeof v === 'string' && !isFormula(v) && v !== '' ? v : undefined;

/** A component's codings as FHIR codings. */
const codingsOf = (raw: unknown): FhirCoding[] | undefined =>
  Array.isArray(raw) && raw.length > 0
    ? (raw as Coding[]).map((c) => ({
        system: c.system,
        code: c.code,
        ...(c.display === undefined ? {} : { display: c.display }),
      }))
    : undefined;

/** The answer coding of an option: its own coding (with the option's text), else its value as the code. */
export function optionCoding(o: ChoiceOption): FhirCoding {
  const own = o.coding?.[0];
  if (own) return { system: own.system, code: own.code, display: o.text };
  return { code: String(o.value), display: o.text };
}

/**
 * Writes a form as an R4 Questionnaire (decisions D13, docs/fhir.md): one item per input, its `linkId` the
 * component id; Sections and other labelled containers are groups; a List is a repeating group whose
 * `linkId` is the List's id; Headers and static texts are display items. Simple visibility formulas become
 * `enableWhen`; others are kept in an extension with a warning.
 */
export function exportQuestionnaire(spec: FormSpec): QuestionnaireExport {
  const notes: ExportNote[] = [];
  const md = spec.metadata;
  const name = (md.title || 'Form').replace(/[^A-Za-z0-9]+/g, ' ').trim();
  const questionnaire: Questionnaire = {
    resourceType: 'Questionnaire',
    ...(name
      ? {
          name:
            `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/ (\w)/g, (_m, c: string) => c.toUpperCase())}`.replace(
              /^[^A-Z]+/,
              '',
            ) || undefined,
        }
      : {}),
    title: md.title,
    status: 'draft',
    language: md.lang,
    ...(md.description ? { description: md.description } : {}),
    ...(codingsOf(md.coding) ? { code: codingsOf(md.coding) } : {}),
    item: [],
  };
  if (!questionnaire.name) delete questionnaire.name;
  const itemsOf = (nodes: readonly ComponentNode[]): QuestionnaireItem[] => {
    const out: QuestionnaireItem[] = [];
    for (const n of nodes) out.push(...itemOf(n));
    return out;
  };
  const note = (
    n: ComponentNode,
    code: string,
    message: string,
    severity: 'warning' | 'info' = 'warning',
    prop?: string,
  ) => {
    const at = (prop === undefined ? undefined : n.propRanges[prop]) ?? n.range;
    notes.push({ severity, code, message, id: n.id, line: at.line, column: at.column });
  };

  const itemOf = (n: ComponentNode): QuestionnaireItem[] => {
    if (n.generated) return [];
    const p = n.props;
    const label = literalText(p.label);
    const base = (type: QuestionnaireItem['type']): QuestionnaireItem => {
      const item: QuestionnaireItem = { linkId: n.id, type };
      if (label !== undefined) item.text = label;
      const code = codingsOf(p.coding);
      if (code) item.code = code;
      if (p.mandatory === 'alert' || p.mandatory === 'prohibit') item.required = true;
      if (p.disabled === true) item.readOnly = true;
      visibility(n, item);
      return item;
    };
    switch (n.type) {
      case 'Section':
      case 'ComponentGroup':
      case 'Row': {
        const children = itemsOf(n.children);
        if (
          n.type !== 'Section' &&
          label === undefined &&
          n.props.hidden === undefined &&
          n.props.display === undefined
        )
          return children;
        const group = base('group');
        if (n.type !== 'Section') group.extension = [componentExt(n.type)];
        if (children.length > 0) group.item = children;
        else return [];
        return [group];
      }
      case 'Tabs':
        return (n.tabs ?? []).flatMap((t, i) => {
          const children = itemsOf(t.components);
          return children.length === 0
            ? []
            : [
                {
                  linkId: `${n.id}_tab${i + 1}`,
                  type: 'group' as const,
                  text: t.tabname,
                  extension: [componentExt('Tab')],
                  item: children,
                },
              ];
        });
      case 'List': {
        const group = base('group');
        group.repeats = true;
        const text = label ?? literalText(p.name);
        if (text !== undefined) group.text = text;
        const children = itemsOf(n.children);
        if (children.length > 0) group.item = children;
        return [group];
      }
      case 'Header': {
        const text = literalText(p.header);
        return text === undefined ? [] : [{ ...base('display'), text, extension: [componentExt('Header')] }];
      }
      case 'StaticText': {
        const text = [label, literalText(p.value)].filter((s) => s !== undefined).join(' ');
        if (text === '') return [];
        const item = base('display');
        item.text = text;
        return [item];
      }
      case 'Text':
        return [withInitial(base('string'), literalText(p.value), 'valueString')];
      case 'TextArea':
        return [withInitial(base('text'), literalText(p.value), 'valueString')];
      case 'Date':
        return [withInitial(base('date'), literalText(p.value), 'valueDate')];
      case 'Checkbox':
        return [
          withInitial(base('boolean'), typeof p.value === 'boolean' ? p.value : undefined, 'valueBoolean'),
        ];
      case 'Number':
        return [numberItem(n, base)];
      case 'Option':
      case 'CheckboxList':
      case 'Dropdown':
      case 'AutoComplete':
        return [choiceItem(n, base, note)];
      default:
        return [];
    }
  };

  const visibility = (n: ComponentNode, item: QuestionnaireItem) => {
    for (const key of ['hidden', 'display'] as const) {
      const raw = n.props[key];
      if (raw === undefined || raw === false || (key === 'display' && raw === true)) continue;
      const when = isFormula(raw) ? simpleCondition(raw, key === 'hidden', spec) : undefined;
      if (when) {
        item.enableWhen = [...(item.enableWhen ?? []), when];
        if (item.enableWhen.length > 1) item.enableBehavior = 'all';
      } else {
        item.extension = [
          ...(item.extension ?? []),
          {
            url: FHIR_URLS.formwrightHidden,
            valueString: key === 'hidden' ? String(raw) : `=!(${String(raw).replace(/^\s*=/, '')})`,
          },
        ];
        note(
          n,
          'fhir-visibility-extension',
          `${key} of ${n.id} is not a simple comparison enableWhen can say; kept in the hidden-formula extension (docs/fhir.md)`,
          'warning',
          key,
        );
      }
    }
  };

  questionnaire.item = itemsOf(spec.components);
  return { questionnaire, notes };
}

const componentExt = (type: string): FhirExtension => ({
  url: FHIR_URLS.formwrightComponent,
  valueString: type,
});

function withInitial(item: QuestionnaireItem, v: unknown, key: keyof FhirValue): QuestionnaireItem {
  if (v !== undefined) item.initial = [{ [key]: v } as FhirValue];
  return item;
}

function numberItem(
  n: ComponentNode,
  base: (t: QuestionnaireItem['type']) => QuestionnaireItem,
): QuestionnaireItem {
  const p = n.props;
  const integer = p.scale === 0;
  const item = base(integer ? 'integer' : 'decimal');
  const ext: FhirExtension[] = [];
  const unit = literalText(p.suffix)?.trim();
  if (unit)
    ext.push({ url: FHIR_URLS.unit, valueCoding: { system: FHIR_URLS.ucum, code: unit, display: unit } });
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const key = integer ? 'valueInteger' : 'valueDecimal';
  const min = num(p.minValue);
  const max = num(p.maxValue);
  if (min !== undefined) ext.push({ url: FHIR_URLS.minValue, [key]: min });
  if (max !== undefined) ext.push({ url: FHIR_URLS.maxValue, [key]: max });
  if (!integer && typeof p.scale === 'number')
    ext.push({ url: FHIR_URLS.maxDecimalPlaces, valueInteger: p.scale });
  if (ext.length > 0) item.extension = [...(item.extension ?? []), ...ext];
  const value = num(p.value);
  if (value !== undefined) item.initial = [{ [key]: value }];
  return item;
}

function choiceItem(
  n: ComponentNode,
  base: (t: QuestionnaireItem['type']) => QuestionnaireItem,
  note: (
    n: ComponentNode,
    code: string,
    message: string,
    severity?: 'warning' | 'info',
    prop?: string,
  ) => void,
): QuestionnaireItem {
  const p = n.props;
  const multi = n.type === 'CheckboxList' ? p.multichoice !== false : p.multichoice === true;
  const open = n.type === 'CheckboxList' && typeof p.otherOption === 'string' && p.otherOption !== 'no';
  const item = base(open ? 'open-choice' : 'choice');
  if (multi) item.repeats = true;
  item.extension = [
    ...(item.extension ?? []),
    {
      url: FHIR_URLS.itemControl,
      valueCodeableConcept: {
        coding: [{ system: FHIR_URLS.itemControlSystem, code: CHOICE_CONTROL[n.type] ?? 'drop-down' }],
      },
    },
    componentExt(n.type),
  ];
  if (isFormula(p.options)) {
    note(n, 'fhir-options-formula', `the options of ${n.id} are a formula; the Questionnaire lists none`);
    return item;
  }
  const selected = new Set(
    (Array.isArray(p.value)
      ? p.value
      : p.value === undefined || p.value === null || isFormula(p.value)
        ? []
        : [p.value]
    ).map(String),
  );
  item.answerOption = readOptions(p.options).map((o) => {
    const valueCoding = optionCoding(o);
    const opt: NonNullable<QuestionnaireItem['answerOption']>[number] = { valueCoding };
    const keepValue = String(o.value) !== o.text;
    if (keepValue) opt.extension = [{ url: FHIR_URLS.formwrightOptionValue, valueString: String(o.value) }];
    if (selected.has(String(o.value))) opt.initialSelected = true;
    return opt;
  });
  return item;
}

/**
 * A visibility formula as one enableWhen, when it is one comparison of a component with a literal (`=a == "x"`,
 * `=n > 3`, `=c` for a Checkbox, `=!c`): for `hidden` the comparison is negated, since enableWhen says when an
 * item is shown. Anything else gives undefined.
 */
export function simpleCondition(
  formula: string,
  negate: boolean,
  spec: FormSpec,
): FhirEnableWhen | undefined {
  const body = formula.replace(/^\s*=/, '').trim();
  const bare = /^(!?)\s*([A-Za-z_$ÅÄÖåäö][\w$ÅÄÖåäö]*)$/u.exec(body);
  if (bare) {
    const target = spec.byId.get(bare[2] as string);
    if (target?.type !== 'Checkbox') return undefined;
    const shown = (bare[1] === '!') === negate;
    return { question: target.id, operator: '=', answerBoolean: shown };
  }
  const m =
    /^([A-Za-z_$ÅÄÖåäö][\w$ÅÄÖåäö]*)\s*(==|!=|>=|<=|>|<)\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false)$/u.exec(
      body,
    );
  if (!m) return undefined;
  const [, id, op, lit] = m as unknown as [string, string, string, string];
  const target = spec.byId.get(id);
  if (!target) return undefined;
  const inverse: Record<string, FhirEnableWhen['operator']> = {
    '==': '!=',
    '!=': '=',
    '>': '<=',
    '<': '>=',
    '>=': '<',
    '<=': '>',
  };
  const plain: Record<string, FhirEnableWhen['operator']> = {
    '==': '=',
    '!=': '!=',
    '>': '>',
    '<': '<',
    '>=': '>=',
    '<=': '<=',
  };
  const operator = (negate ? inverse : plain)[op] as FhirEnableWhen['operator'];
  const value: unknown = lit.startsWith('"')
    ? (JSON.parse(lit) as string)
    : lit === 'true'
      ? true
      : lit === 'false'
        ? false
        : Number(lit);
  const when: FhirEnableWhen = { question: target.id, operator };
  switch (target.type) {
    case 'Checkbox':
      if (typeof value !== 'boolean' || (operator !== '=' && operator !== '!=')) return undefined;
      return { ...when, answerBoolean: value };
    case 'Number':
      if (typeof value !== 'number') return undefined;
      return target.props.scale === 0 ? { ...when, answerInteger: value } : { ...when, answerDecimal: value };
    case 'Text':
    case 'TextArea':
      return typeof value === 'string' ? { ...when, answerString: value } : undefined;
    case 'Date':
      return typeof value === 'string' ? { ...when, answerDate: value } : undefined;
    case 'Option':
    case 'Dropdown':
    case 'CheckboxList':
    case 'AutoComplete': {
      if (operator !== '=' && operator !== '!=') return undefined;
      const option = readOptions(target.props.options).find((o) => String(o.value) === String(value));
      if (!option) return undefined;
      return { ...when, answerCoding: optionCoding(option) };
    }
    default:
      return undefined;
  }
}
