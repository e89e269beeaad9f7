import type { ReactNode } from 'react';
import { tooltipId } from './domIds';

/** How a tooltip reads: an error (range), a warning (reference), or plain information. */
export type TooltipTone = 'error' | 'warning' | 'info';

/**
 * A field's tooltip: always in the DOM with the id the control's `aria-describedby` names (so a screen
 * reader hears it), shown only while `open`.
 */
export function Tooltip({
  id,
  open,
  tone = 'info',
  children,
}: {
  readonly id: string;
  readonly open: boolean;
  readonly tone?: TooltipTone;
  readonly children: ReactNode;
}) {
  return (
    <div
      id={tooltipId(id)}
      role="tooltip"
      className={`fw-tooltip fw-tooltip--${tone}`}
      hidden={!open}
      data-open={open ? 'true' : 'false'}
    >
      {children}
    </div>
  );
}
