import type { CommonProps, FormulaResult } from '../propTypes';

/** DiagnosticCodes' props (a hidden output; outputs compute the codes). */
export interface DiagnosticCodesProps extends Pick<CommonProps, 'id'> {
  readonly codeGroups?: string | readonly unknown[];
  readonly calculatedCodeGroups?: FormulaResult;
  readonly spacer?: string;
}
