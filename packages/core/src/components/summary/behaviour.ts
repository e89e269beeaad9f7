import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { boolProp, textOf, textOr } from '../behaviourUtils';

/** Everything the Summary's editable rules decide (docs/components.md#summary). */
export interface SummaryState {
  readonly calculatedReport: string;
  readonly editMode: boolean;
  readonly userEditedReport: string;
  readonly preEditModeCalculatedReport: string;
  /** The calculated report differs from both the pre-edit report and the user's text. */
  readonly inconsistent: boolean;
  readonly allowInconsistency: boolean;
  /** Edit box disabled: inconsistent and not allowed. */
  readonly editDisabled: boolean;
  /** Show the generated report below the edit box (inconsistent and not allowed). */
  readonly showGenerated: boolean;
  readonly referencedSummaryInconsistency: boolean;
  /** The Summary's output: the user's text in edit mode (unless it reverted), else the calculated report. */
  readonly value: string;
  readonly warning?: string;
}

/** The calculated report: rendered by the engine through `ctx.renderReport`, else the calculatedReport field. */
function calculated(ctx: BehaviourContext): string {
  return ctx.renderReport ? ctx.renderReport() : textOf(ctx.props.calculatedReport);
}

/**
 * Applies the editable-summary rules: edit mode is editable and checked; inconsistency when the
 * calculated report differs from both the pre-edit report and the user's text; not allowed → the edit box
 * is disabled, the generated report shown and output; allowed → a warning and the user's text kept; a
 * referenced summary's inconsistency gives its own warning. Warning texts come from the properties, else
 * the default texts (inconsistencyWarning, inconsistencyWarningAllowed, inconsistencyWarningReferenced).
 */
export function summaryState(ctx: BehaviourContext): SummaryState {
  const calculatedReport = calculated(ctx);
  const editMode = boolProp(ctx.props.editable, false) && boolProp(ctx.props.checked, false);
  const userEditedReport = textOf(ctx.props.userEditedReport);
  const preEditModeCalculatedReport = textOf(ctx.props.preEditModeCalculatedReport);
  const allowInconsistency = boolProp(ctx.props.allowInconsistency, false);
  const inconsistent =
    editMode && calculatedReport !== preEditModeCalculatedReport && calculatedReport !== userEditedReport;
  const referenced = (ctx.referencedSummaries ?? []).some((s) => s.inconsistent && s.id !== ctx.id);
  const reverted = inconsistent && !allowInconsistency;
  let warning: string | undefined;
  if (inconsistent) {
    warning = allowInconsistency
      ? textOr(ctx, ctx.props.inconsistencyWarningAllowed, 'inconsistencyWarningAllowed')
      : textOr(ctx, ctx.props.inconsistencyWarning, 'inconsistencyWarning');
  } else if (referenced) {
    warning = textOr(ctx, ctx.props.inconsistencyWarningReferenced, 'inconsistencyWarningReferenced');
  }
  return {
    calculatedReport,
    editMode,
    userEditedReport,
    preEditModeCalculatedReport,
    inconsistent,
    allowInconsistency,
    editDisabled: reverted,
    showGenerated: reverted,
    referencedSummaryInconsistency: referenced,
    value: editMode && !reverted ? userEditedReport : calculatedReport,
    ...(warning === undefined ? {} : { warning }),
  };
}

/**
 * Summary: derived `calculatedReport`, `editMode`, `inconsistent`, `editDisabled`, `showGenerated`,
 * `referencedSummaryInconsistency`, `warning`; the value follows {@link summaryState}. Checking the box
 * (only when editable) enters edit mode and copies the calculated report into userEditedReport and
 * preEditModeCalculatedReport; unchecking clears `checked`. Typing edits userEditedReport unless disabled.
 */
export const summaryBehaviour: ComponentBehaviour = {
  field: { fieldType: 0 },
  publishesWarning: true,
  readsSummaries: true,
  checkable: () => true,
  scriptReadOnly: ['checked'],
  normalize(_value, ctx) {
    return summaryState(ctx).value;
  },

  derive(ctx) {
    const s = summaryState(ctx);
    return {
      calculatedReport: s.calculatedReport,
      editMode: s.editMode,
      inconsistent: s.inconsistent,
      editDisabled: s.editDisabled,
      showGenerated: s.showGenerated,
      referencedSummaryInconsistency: s.referencedSummaryInconsistency,
      warning: s.warning,
    };
  },

  input(input, ctx) {
    if (input.kind === 'check') {
      if (!input.value) return { checked: false };
      if (!boolProp(ctx.props.editable, false)) return {};
      const report = calculated(ctx);
      return { checked: true, userEditedReport: report, preEditModeCalculatedReport: report };
    }
    if (input.kind === 'editText') {
      const s = summaryState(ctx);
      return s.editMode && !s.editDisabled ? { userEditedReport: input.text } : {};
    }
    return {};
  },
};
