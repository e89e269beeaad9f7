import type { CommonProps, FormulaResult } from '../propTypes';

/** DiagnosticCodes' props (a hidden output; the engine computes its codes). */
export interface DiagnosticCodesProps extends Pick<CommonProps, 'id'> {
  readonly codeGroups?: string | readonly unknown[];
  readonly calculatedCodeGroups?: FormulaResult;
  readonly spacer?: string;
  /** Derived: this component's codes as the code string ('A|B;C'), computed by the engine. */
  readonly codes: string;
}
