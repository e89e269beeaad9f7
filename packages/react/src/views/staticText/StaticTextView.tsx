import { Field } from '../../fields';
import type { ViewProps } from '../types';

/** A value as StaticText shows it without a formatter: text as is, lists joined, empty as nothing. */
export function staticValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (Array.isArray(value))
    return value
      .map(staticValueText)
      .filter((s) => s !== '')
      .join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The classes of an emptyStyling value ('small italic' → small and italic). */
function emptyClasses(style: string | undefined): string {
  if (!style) return '';
  return style
    .split(/\s+/)
    .filter((w) => w === 'small' || w === 'italic')
    .map((w) => ` fw-static-text--${w}`)
    .join('');
}

/**
 * StaticText: the value through the formatter the core chose (`formattedValue`; formatter, emptyFormatter
 * or nullFormatter), else the value itself; styled by emptyStyling while empty and emphasised with
 * valueHighlight. Label, prefix, suffix and size come from the shared field chrome.
 */
export function StaticTextView({ state }: ViewProps<'StaticText'>) {
  const p = state.props;
  const text = p.formatterKey !== undefined ? (p.formattedValue ?? '') : staticValueText(state.value);
  const className =
    'fw-static-text' +
    (p.valueHighlight ? ' fw-static-text--highlight' : '') +
    (p.isEmptyValue ? emptyClasses(p.emptyStyle) : '');
  return (
    <Field
      id={state.id}
      label={p.label}
      labelMode="group"
      size={p.size}
      prefix={p.prefix}
      prefixStyle={p.prefixStyle}
      suffix={p.suffix}
      suffixStyle={p.suffixStyle}
      className="fw-static"
    >
      <output className={className} aria-labelledby={p.label ? `fw-${state.id}-label` : undefined}>
        {text}
      </output>
    </Field>
  );
}
