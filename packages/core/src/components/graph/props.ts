import type { CommonProps } from '../propTypes';

/** One trace of a Graph (plotly's trace shape; x and y may be formulas' results). */
export interface GraphTrace {
  readonly x?: readonly unknown[] | string;
  readonly y?: readonly unknown[] | string;
  readonly name?: string;
  readonly mode?: string;
  readonly line?: Readonly<Record<string, unknown>>;
  readonly marker?: Readonly<Record<string, unknown>>;
  readonly type?: string;
  readonly [key: string]: unknown;
}

/** Graph's props. */
export interface GraphProps extends Pick<CommonProps, 'id' | 'display' | 'hidden' | 'label' | 'size'> {
  readonly data?: readonly GraphTrace[];
  readonly layout?: Readonly<Record<string, unknown>>;
  readonly storeImageResult?: boolean;
  readonly storeImageScale?: number;
  readonly storeImageBackgroundColor?: string;
}
