import type { ViewProps } from '../types';

/** HR: a horizontal rule. */
export function HRView(_: ViewProps<'HR'>) {
  return <hr className="fw-hr" />;
}
