import type { ComponentBehaviour, FieldRole } from '../behaviour';
import { isEmpty } from '../behaviourUtils';

/** The formatter properties of StaticText. */
export type FormatterKey = 'formatter' | 'emptyFormatter' | 'nullFormatter';

/**
 * Which formatter template applies to a value (docs/components.md#statictext): a null (or undefined) value uses
 * nullFormatter, falling back to emptyFormatter; another empty value ('', NaN, all-empty list) uses
 * emptyFormatter; anything else uses formatter. Undefined means no template: the value is shown as is.
 */
export function selectFormatter(
  value: unknown,
  props: Readonly<Record<string, unknown>>,
): FormatterKey | undefined {
  const has = (k: FormatterKey): boolean => typeof props[k] === 'string';
  if (value === null || value === undefined) {
    if (has('nullFormatter')) return 'nullFormatter';
    return has('emptyFormatter') ? 'emptyFormatter' : undefined;
  }
  if (isEmpty(value)) return has('emptyFormatter') ? 'emptyFormatter' : undefined;
  return has('formatter') ? 'formatter' : undefined;
}

/** What the hidden form field holds: 'format' the formatted text, 'value' the raw value, 'none' (default) nothing. */
export function formFieldValue(
  value: unknown,
  formattedText: string,
  props: Readonly<Record<string, unknown>>,
): unknown {
  if (props.formField === 'format') return formattedText;
  if (props.formField === 'value') return value;
  return undefined;
}

/**
 * A StaticText is a field of the form's data only with `formField` format or value (docs/components.md#statictext;
 * with none, the default, it is display only); its field holds the derived `fieldValue`.
 */
const STATIC_TEXT_FIELD: FieldRole = {
  fieldType: 0,
  isField: (props) => props.formField === 'format' || props.formField === 'value',
  fieldValue: (props, value) => (props.fieldValue !== undefined ? props.fieldValue : value),
};

/**
 * StaticText: derived `formatterKey` (the template the engine renders with {value} into `formattedValue`;
 * see {@link selectFormatter}), `formField` (format, value or none), `fieldValue` (what the hidden form
 * field holds, see {@link formFieldValue}), `isEmptyValue` and `emptyStyle` (emptyStyling, default 'small
 * italic', while the value is empty; undefined otherwise).
 */
export const staticTextBehaviour: ComponentBehaviour = {
  field: STATIC_TEXT_FIELD,
  derive(ctx) {
    const formatted = typeof ctx.props.formattedValue === 'string' ? ctx.props.formattedValue : '';
    const empty = isEmpty(ctx.props.value);
    const styling = typeof ctx.props.emptyStyling === 'string' ? ctx.props.emptyStyling : 'small italic';
    const formField =
      ctx.props.formField === 'format' || ctx.props.formField === 'value' ? ctx.props.formField : 'none';
    return {
      formatterKey: selectFormatter(ctx.props.value, ctx.props),
      formField,
      fieldValue: formFieldValue(ctx.props.value, formatted, ctx.props),
      isEmptyValue: empty,
      emptyStyle: empty ? styling : undefined,
    };
  },
};
