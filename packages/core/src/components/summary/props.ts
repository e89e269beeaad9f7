import type { CommonProps, FormulaResult, ReportItemSpec } from '../propTypes';

/** Summary's props and runtime fields (docs/components.md#summary). */
export interface SummaryProps extends Pick<CommonProps, 'id' | 'hidden' | 'display' | 'label'> {
  readonly editable?: FormulaResult;
  readonly editModeText?: string;
  readonly allowInconsistency?: boolean;
  readonly inconsistencyWarning?: string;
  readonly inconsistencyWarningAllowed?: string;
  readonly inconsistencyWarningReferenced?: string;
  readonly smartFilterStyle?: string;
  readonly reportTemplate?: readonly ReportItemSpec[];
  readonly calculatedReport?: string;
  readonly userEditedReport?: string;
  readonly preEditModeCalculatedReport?: string;
  readonly checked?: boolean;
  readonly referencedSummaryInconsistency?: boolean;
  /** The user-edited text in edit mode, otherwise the calculated report. */
  readonly value?: string;
  readonly editMode?: boolean;
  readonly inconsistent?: boolean;
  readonly editDisabled?: boolean;
  readonly showGenerated?: boolean;
  /** The inconsistency warning shown, if any. */
  readonly warning?: string;
}
