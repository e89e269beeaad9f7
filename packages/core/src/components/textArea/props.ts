import type { InputCommonProps } from '../propTypes';

/** TextArea's props and derived values (no prefix or suffix). */
export interface TextAreaProps extends Omit<
  InputCommonProps,
  'prefix' | 'prefixStyle' | 'suffix' | 'suffixStyle'
> {
  readonly value?: string | null;
  readonly placeholder?: string;
  readonly rows?: 'auto' | number;
  readonly minRows?: number;
  readonly maxRows?: number;
  readonly lineWrap?: boolean;
  readonly breakRow?: boolean;
  readonly speechEnabled?: boolean;
  readonly visibleRows: number;
  /** Box height in px: 6 + 18 per row. */
  readonly height: number;
}
