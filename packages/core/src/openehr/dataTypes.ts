import { importInfo, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplateInput, WebTemplateInputValue, WebTemplateNode } from './webTemplate';
import type { FormNode } from './yamlText';

/**
 * One data-type node (an ELEMENT's value) → its components: the mapping table of
 * docs/openehr.md#data-types, kept in one switch.
 */

/**
 * The import defaults (docs/openehr.md#how-a-template-becomes-a-form): language sv and territory SE, an AutoComplete
 * for a coded list of over 3 options or over 32 characters of labels, placeholder 'Välj...', a List with
 * 'Add new entry' for a repeating entry, cluster headers down to h4.
 */
export const IMPORT_DEFAULTS = {
  language: 'sv',
  territory: 'SE',
  autoCompleteOver: 3,
  autoCompleteLabelChars: 32,
  placeholder: 'Välj...',
  addButtonText: 'Add new entry',
  deepestHeader: 'h4',
} as const;

/** What the mapping needs of the builder: ids, labels, the language, and where notes go. */
export interface LeafContext {
  readonly language: string;
  readonly diagnostics: ImportDiagnostic[];
  /** FLAT paths (no indexes) of DV_DATE_TIME elements made a Date: Metadata openEhrTemplate.dateTimes. */
  readonly dateTimes: string[];
  inputCount: number;
  id(base: string): string;
  label(n: WebTemplateNode): string;
  optionLabel(v: WebTemplateInputValue): string;
}

const DURATION_UNITS: Readonly<Record<string, { designator: string; time: boolean; sv: string }>> = {
  year: { designator: 'Y', time: false, sv: 'år' },
  month: { designator: 'M', time: false, sv: 'månader' },
  week: { designator: 'W', time: false, sv: 'veckor' },
  day: { designator: 'D', time: false, sv: 'dagar' },
  hour: { designator: 'H', time: true, sv: 'timmar' },
  minute: { designator: 'M', time: true, sv: 'minuter' },
  second: { designator: 'S', time: true, sv: 'sekunder' },
};

/** Data types imported as a choice: when repeating, one multichoice input. */
export const CHOICE_TYPES = new Set(['DV_CODED_TEXT', 'DV_ORDINAL', 'DV_SCALE']);

/** Whether a node may occur more than once. */
export const isRepeating = (n: WebTemplateNode): boolean => n.max === -1 || (n.max ?? 1) > 1;

/**
 * A template name as a label the form shows as written: `{` and `}` escaped (text templates read `\{` and
 * `\}` as braces), and never a formula (a leading `=` or `:=`, or `||init=`, would make it one).
 */
export const literal = (s: string): string =>
  s
    .replace(/^(?:\s*:?=)+\s*/, '')
    .replace(/\|\|init=/g, '|| init=')
    .replace(/[{}]/g, (c) => `\\${c}`);

/** A formula string literal. */
export const str = (s: string): string => JSON.stringify(s);

/** Options of a coded or ordinal input; values carry the terminology (`SNOMEDCT::123`) or ordinal (`2::at0010`). */
function optionsOf(
  b: LeafContext,
  input: WebTemplateInput,
  ordinal: boolean,
): { value: string; text: string }[] {
  const term = input.terminology;
  const seen = new Set<string>();
  const out: { value: string; text: string }[] = [];
  for (const v of input.list ?? []) {
    const code = term && term !== 'local' && !v.value.includes('::') ? `${term}::${v.value}` : v.value;
    const value = ordinal && v.ordinal !== undefined ? `${v.ordinal}::${code}` : code;
    // A value listed twice is one option (choices need unique values).
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ value, text: b.optionLabel(v) });
  }
  return out;
}

/** A choice component: AutoComplete past 3 options or 32 characters of labels, else Option/CheckboxList. */
function choice(
  id: string,
  label: string,
  path: string,
  options: { value: string; text: string }[],
  multi: boolean,
): FormNode {
  const chars = options.reduce((sum, o) => sum + o.text.length, 0);
  if (options.length > IMPORT_DEFAULTS.autoCompleteOver || chars > IMPORT_DEFAULTS.autoCompleteLabelChars) {
    return {
      type: 'AutoComplete',
      props: {
        id,
        label,
        oEhrId: path,
        options,
        placeholder: IMPORT_DEFAULTS.placeholder,
        ...(multi ? { multichoice: true } : {}),
      },
    };
  }
  return {
    type: multi ? 'CheckboxList' : 'Option',
    props: { id, label, oEhrId: path, options },
  };
}

/** The components of one data-type node (an ELEMENT's value). */
export function leafComponents(b: LeafContext, n: WebTemplateNode, path: string, where: string): FormNode[] {
  const label = literal(b.label(n));
  const id = b.id(n.id);
  const inputs = n.inputs ?? [];
  const first = inputs[0];
  const multi = isRepeating(n);
  const input = (node: FormNode): FormNode[] => {
    b.inputCount++;
    return [node];
  };
  const hiddenNote = (why: string): FormNode[] => {
    b.diagnostics.push(importInfo('openehr-hidden', `${n.rmType} at ${where}: ${why}`, where));
    return [{ type: 'Text', props: { id, label, hidden: true, oEhrId: path }, note: `${n.rmType}: ${why}` }];
  };
  switch (n.rmType) {
    case 'DV_TEXT':
    case 'DV_URI':
    case 'DV_EHR_URI':
      return input({ type: 'Text', props: { id, label, oEhrId: path } });
    case 'DV_CODED_TEXT':
    case 'DV_ORDINAL':
    case 'DV_SCALE': {
      const code = inputs.find((i) => i.list && i.list.length > 0) ?? first;
      const options = code ? optionsOf(b, code, n.rmType !== 'DV_CODED_TEXT') : [];
      if (options.length === 0) {
        const named = inputs.find((i) => i.terminology && i.terminology !== 'local')?.terminology;
        const term = named ?? 'an external terminology';
        b.diagnostics.push(
          importInfo(
            'openehr-external-terminology',
            `${where} is coded in ${term} with no local options: imported as a free AutoComplete.`,
            where,
          ),
        );
        return input({
          type: 'AutoComplete',
          props: {
            id,
            label,
            oEhrId: path,
            options: [],
            placeholder: IMPORT_DEFAULTS.placeholder,
            ...(multi ? { multichoice: true } : {}),
          },
          note: `Coded in ${term} (no local options): give the options as TERMINOLOGY::code values, e.g. from a data provider.`,
        });
      }
      return input(choice(id, label, path, options, multi));
    }
    case 'DV_QUANTITY': {
      const mag = inputs.find((i) => i.suffix === 'magnitude');
      const units = inputs.find((i) => i.suffix === 'unit')?.list ?? [];
      const unit = units[0]?.value;
      const suffix = unit === undefined ? '' : literal(unit);
      const range = mag?.validation?.range;
      const note =
        units.length > 1
          ? `Units allowed by the template: ${units.map((u) => u.value).join(', ')}; the form uses ${unit}.`
          : undefined;
      if (note) b.diagnostics.push(importInfo('openehr-units', `${where}: ${note}`, where));
      return input({
        type: 'Number',
        props: {
          id,
          label,
          oEhrId: path,
          ...(suffix ? { suffix } : {}),
          ...(range?.min !== undefined ? { minValue: range.min } : {}),
          ...(range?.max !== undefined ? { maxValue: range.max } : {}),
        },
        ...(note ? { note } : {}),
      });
    }
    case 'DV_COUNT': {
      const range = first?.validation?.range;
      return input({
        type: 'Number',
        props: {
          id,
          label,
          oEhrId: path,
          scale: 0,
          ...(range?.min !== undefined ? { minValue: range.min } : {}),
          ...(range?.max !== undefined ? { maxValue: range.max } : {}),
        },
      });
    }
    case 'DV_BOOLEAN':
      return input({ type: 'Checkbox', props: { id, label, oEhrId: path } });
    case 'DV_DATE':
      return input({ type: 'Date', props: { id, label, oEhrId: path } });
    case 'DV_DATE_TIME': {
      // A Date holds no time of day (docs/components.md#date): the time is a Text beside it, and a hidden
      // Text joins the two; the FLAT output writes it as ISO 8601 with seconds and the local zone offset.
      b.dateTimes.push(path.replace(/:\d+(?=\/|$)/g, ''));
      const timeId = b.id(`${n.id}_time`);
      const joinedId = b.id(`${n.id}_datetime`);
      b.inputCount++;
      return [
        {
          type: 'Date',
          props: { id, label },
          note: `DV_DATE_TIME: the date here, the time of day in ${timeId}; ${joinedId} writes both with the time zone offset.`,
        },
        {
          type: 'Text',
          props: {
            id: timeId,
            label: `${label}, ${b.language === 'sv' ? 'klockslag' : 'time of day'}`,
            placeholder: 'hh:mm',
          },
          companion: true,
        },
        {
          type: 'Text',
          props: {
            id: joinedId,
            hidden: true,
            oEhrId: path,
            value: `=IsEmpty(${id}) ? "" : ${id} + "T" + (IsEmpty(${timeId}) ? "00:00" : ${timeId})`,
          },
        },
      ];
    }
    case 'DV_TIME':
      return input({ type: 'Text', props: { id, label, oEhrId: path, placeholder: 'hh:mm' } });
    case 'DV_DURATION': {
      const unitKey = inputs.find((i) => i.suffix && DURATION_UNITS[i.suffix])?.suffix ?? 'day';
      const unit = DURATION_UNITS[unitKey]!;
      const numberId = id;
      const hiddenId = b.id(`${n.id}_iso`);
      const prefix = unit.time ? 'PT' : 'P';
      b.inputCount++;
      return [
        {
          type: 'Number',
          props: {
            id: numberId,
            label,
            scale: 0,
            minValue: 0,
            suffix: b.language === 'sv' ? unit.sv : `${unitKey}s`,
          },
          note: `DV_DURATION: written as ISO 8601 (${prefix}n${unit.designator}) by ${hiddenId}.`,
        },
        {
          type: 'Text',
          props: {
            id: hiddenId,
            hidden: true,
            oEhrId: path,
            value: `=IsEmpty(${numberId}) ? "" : ${str(prefix)} + ${numberId} + ${str(unit.designator)}`,
          },
        },
      ];
    }
    case 'DV_PROPORTION': {
      const numberId = id;
      const hiddenId = b.id(`${n.id}_proportion`);
      b.inputCount++;
      return [
        {
          type: 'Number',
          props: { id: numberId, label, suffix: '%' },
          note: `DV_PROPORTION: written as a percent (numerator, denominator 100, type 2) by ${hiddenId}.`,
        },
        {
          type: 'Text',
          props: {
            id: hiddenId,
            hidden: true,
            oEhrId: path,
            value: `=OehrProportion(${numberId}, 100, 2)`,
          },
        },
      ];
    }
    case 'DV_IDENTIFIER':
      return input({ type: 'Text', props: { id, label, oEhrId: `${path}|id` } });
    case 'DV_PARSABLE':
      return input({
        type: 'TextArea',
        props: { id, label, oEhrId: `${path}|value` },
        note: 'DV_PARSABLE: the text is written as |value; the formalism is left to the server.',
      });
    case 'DV_MULTIMEDIA':
      return hiddenNote('a file or image cannot be entered in a form; set it from a script if needed.');
    default:
      return hiddenNote('no input maps to this data type.');
  }
}
