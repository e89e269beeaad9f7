import type { ViewProps } from '../types';

/** Vertical space in px by the `space` property (xs to xl; m when not given). */
export const VSPACE_HEIGHTS = { xs: 4, s: 8, m: 16, l: 24, xl: 40 } as const;

/** VSpace: vertical space of the chosen size. */
export function VSpaceView({ state }: ViewProps<'VSpace'>) {
  const space = state.props.space ?? 'm';
  return (
    <div
      className="fw-vspace"
      data-space={space}
      aria-hidden="true"
      style={{ height: VSPACE_HEIGHTS[space] ?? VSPACE_HEIGHTS.m }}
    />
  );
}
