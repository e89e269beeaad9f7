import type { CommonProps } from '../propTypes';

/** StaticText's props and derived values, as `ComponentState<'StaticText'>.props` holds them. */
export interface StaticTextProps extends Pick<
  CommonProps,
  | 'id'
  | 'display'
  | 'hidden'
  | 'name'
  | 'label'
  | 'size'
  | 'dataarg'
  | 'worklistAttribute'
  | 'oEhrId'
  | 'freeField'
  | 'prefix'
  | 'prefixStyle'
  | 'suffix'
  | 'suffixStyle'
> {
  /** Any value: a preset, a formula's result, or provider data. */
  readonly value?: unknown;
  readonly formatter?: string;
  readonly emptyFormatter?: string;
  readonly nullFormatter?: string;
  readonly formField?: 'format' | 'value' | 'none';
  readonly valueHighlight?: boolean;
  readonly emptyStyling?: 'normal' | 'small' | 'italic' | 'small italic';
  /** The value rendered through the chosen formatter (empty when none applies). */
  readonly formattedValue?: string;
  /** Which formatter applies: formatter, emptyFormatter or nullFormatter (undefined: none). */
  readonly formatterKey?: 'formatter' | 'emptyFormatter' | 'nullFormatter';
  /** What the hidden form field holds (formField). */
  readonly fieldValue?: unknown;
  readonly isEmptyValue: boolean;
  /** The emptyStyling while the value is empty, otherwise undefined. */
  readonly emptyStyle?: string;
}
