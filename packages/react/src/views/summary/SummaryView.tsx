import { useMemo } from 'react';
import { reportPlainText } from '@formwright/core/runtime';
import { textOf, useTexts } from '../../form/useTexts';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** Whether the Summary offers its edit checkbox (editable true, or a formula that gave true). */
function isEditable(editable: unknown): boolean {
  return editable === true || editable === 'true';
}

/**
 * Summary: the generated report, and when editable a checkbox (editModeText, else the default 'Edit') that
 * enters edit mode (`check`). In edit mode a text box holds the user's text (`editSummary`); when the
 * core finds the report inconsistent and not allowed, the box is disabled and the generated report shows
 * below it. The warning (one of the three inconsistency texts) is the core's.
 */
export function SummaryView({ state }: ViewProps<'Summary'>) {
  const update = useUpdate();
  const texts = useTexts();
  const p = state.props;
  const label = typeof p.label === 'string' && p.label !== '' ? p.label : textOf(texts, 'summaryLabel');
  const editLabel =
    typeof p.editModeText === 'string' && p.editModeText !== '' ? p.editModeText : textOf(texts, 'editLabel');
  const generated = useMemo(() => reportPlainText(p.calculatedReport ?? ''), [p.calculatedReport]);
  const labelId = `fw-${state.id}-label`;
  const boxId = `fw-${state.id}`;
  return (
    <section className="fw-summary" aria-labelledby={labelId}>
      <div className="fw-summary__head">
        <span className="fw-summary__label" id={labelId}>
          {label}
        </span>
        {isEditable(p.editable) && (
          <label className="fw-summary__edit">
            <input
              type="checkbox"
              checked={p.checked === true}
              onChange={(e) => update({ type: 'check', id: state.id, value: e.target.checked })}
            />
            <span>{editLabel}</span>
          </label>
        )}
      </div>
      {p.warning && (
        <p className="fw-summary__warning fw-warning-text" role="status">
          {p.warning}
        </p>
      )}
      {p.editMode ? (
        <>
          <textarea
            id={boxId}
            className="fw-summary__box"
            aria-labelledby={labelId}
            value={p.userEditedReport ?? ''}
            disabled={p.editDisabled === true}
            rows={Math.max(3, (p.userEditedReport ?? '').split('\n').length)}
            onChange={(e) => update({ type: 'editSummary', id: state.id, text: e.target.value })}
          />
          {p.showGenerated && (
            <div className="fw-summary__generated" aria-label="Generated report">
              {generated}
            </div>
          )}
        </>
      ) : (
        <div className="fw-summary__text" id={boxId}>
          {generated}
        </div>
      )}
    </section>
  );
}
