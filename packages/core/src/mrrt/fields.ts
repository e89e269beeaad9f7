/**
 * One MRRT field → one component (docs/mrrt.md, the field rows of the mapping table): textarea, text,
 * number, date, checkbox and select by their tag, `type` and `data-field-type`. Radio groups are gathered by
 * the walk (importer.ts), which knows the whole group.
 */
import type { Coding } from '../components/propTypes';
import { attr, clean, lit, TEXT_TYPES, textOf, walkAll, type Element, type MrrtDiagnostic } from './html';

/** A component of the imported form: its type, its properties in order, and children. */
export interface FormNode {
  type: string;
  props: Record<string, unknown>;
  children?: FormNode[];
}

/** An option while importing: its coding may still be added from coded_content. */
export interface OptionEntry {
  value: string;
  text?: string;
  coding?: Coding[];
}

/** What a field's mapping may ask of the walk. */
export interface FieldContext {
  note(severity: MrrtDiagnostic['severity'], code: string, message: string, at: Element): void;
  /** The unit text right after the field (`&nbsp;cm/s`). */
  unit(): string | undefined;
  /** An option element's id, for the coded_content entries that name it. */
  option(originalId: string, entry: OptionEntry): void;
}

/**
 * A template's literal default text as a value: one that begins with `=` or `:` would read as a formula, so
 * it is written as a formula giving that text as the initial value (`:="=text"`).
 */
const literalValue = (v: string): string => (/^\s*:?=/.test(v) ? `:=${JSON.stringify(v)}` : v);

const num = (s: string | undefined): number | undefined =>
  s !== undefined && s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : undefined;

/**
 * The component of one field that is not a radio button, with `props` (id, label, mandatory) first; undefined
 * when the field's type has no component.
 */
export function fieldComponent(
  e: Element,
  type: string,
  declared: string,
  props: Record<string, unknown>,
  ctx: FieldContext,
): FormNode | undefined {
  const id = String(props['id']);
  const value = attr(e, 'value');
  if (type === 'textarea') {
    const text = e.childNodes
      .map((c) => textOf(c))
      .join('')
      .trim();
    return { type: 'TextArea', props: { ...props, ...(text ? { value: literalValue(text) } : {}) } };
  }
  if (type === 'number' || declared === 'NUMBER') {
    const [min, max, step] = [num(attr(e, 'min')), num(attr(e, 'max')), num(attr(e, 'step'))];
    const suffix = ctx.unit();
    return {
      type: 'Number',
      props: {
        ...props,
        ...(min !== undefined ? { minValue: min } : {}),
        ...(max !== undefined ? { maxValue: max } : {}),
        ...(step !== undefined && step > 0 ? { stepSize: step } : {}),
        ...(suffix ? { suffix: lit(suffix) } : {}),
        ...(num(value) !== undefined ? { value: num(value) } : {}),
      },
    };
  }
  if (type === 'date' || declared === 'DATE')
    return {
      type: 'Date',
      props: { ...props, ...(value && /^\d{4}-\d\d-\d\d$/.test(value) ? { value } : {}) },
    };
  if (type === 'checkbox' || declared === 'CHECKBOX') {
    const checked = e.attrs.some((a) => a.name === 'checked');
    return { type: 'Checkbox', props: { ...props, ...(checked ? { value: true } : {}) } };
  }
  if (type === 'select' || type === 'multiselect') {
    // Options stay objects until the form is written: coded_content may still add their codings.
    const options: OptionEntry[] = [];
    const selected: string[] = [];
    walkAll(e, (o) => {
      if (o.tagName !== 'option') return;
      const text = clean(textOf(o));
      const v = attr(o, 'value') ?? text;
      if (options.some((x) => x.value === v)) {
        ctx.note(
          'warning',
          'mrrt-duplicate-option',
          `The option '${v}' of ${id} is listed twice; it is kept once.`,
          o,
        );
        return;
      }
      const entry: OptionEntry = text && text !== v ? { value: v, text } : { value: v };
      options.push(entry);
      const oid = attr(o, 'id');
      if (oid) ctx.option(oid, entry);
      if (o.attrs.some((a) => a.name === 'selected')) selected.push(v);
    });
    const kind = type === 'multiselect' ? 'CheckboxList' : declared === 'RADIO' ? 'Option' : 'Dropdown';
    return {
      type: kind,
      props: {
        ...props,
        options,
        ...(selected.length > 0 ? { value: kind === 'CheckboxList' ? selected : selected[0] } : {}),
      },
    };
  }
  if (TEXT_TYPES.has(type) || declared === 'TEXT' || declared === 'TIME') {
    if (type !== 'text')
      ctx.note('info', 'mrrt-text-field', `The ${type} field ${id} is imported as a Text.`, e);
    return { type: 'Text', props: { ...props, ...(value ? { value: literalValue(value) } : {}) } };
  }
  return undefined;
}
