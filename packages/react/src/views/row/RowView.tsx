import type { CSSProperties } from 'react';
import { isDisabled, sizeWidth } from '../../fields';
import { ComponentList } from '../../form/ComponentView';
import { SPACING_GAPS } from '../../form/spacing';
import { useUpdate } from '../../store/useUpdate';
import { HelpPopover } from '../help/HelpPopover';
import type { ViewProps } from '../types';

/**
 * Row: a label column as wide as the core's `labelColumns` (colSplit, else the form's defaultColSplit) and
 * the children beside it. With `checkbox` the label names a checkbox whose ticks go to the core (`check`);
 * which children show follows from the core (checkboxFunc, autoHide). The description is the label's
 * tooltip, helpContent/helpContentHtml a help popover; allowRowWrap lets the children wrap.
 */
export function RowView({ state }: ViewProps<'Row'>) {
  const update = useUpdate();
  const p = state.props;
  const label = typeof p.label === 'string' ? p.label : '';
  const labelId = `fw-${state.id}-label`;
  const controlId = `fw-${state.id}`;
  const tooltip = typeof p.description === 'string' && p.description !== '' ? p.description : undefined;
  const hasHelp = Boolean(p.helpContent || p.helpContentHtml);
  const fullWidth = p.fullWidth === true;
  const style = {
    '--fw-label-cols': fullWidth ? 0 : p.labelColumns,
    '--fw-content-cols': fullWidth ? 12 : p.contentColumns,
    ...(typeof p.spacing === 'string' && p.spacing in SPACING_GAPS
      ? { '--fw-row-pad': `${(SPACING_GAPS[p.spacing] ?? 8) / 2}px` }
      : {}),
    ...(sizeWidth(p.minWidth) ? { minWidth: sizeWidth(p.minWidth) } : {}),
  } as CSSProperties;
  return (
    <div
      className={`fw-row${p.allowRowWrap ? ' fw-row--wrap' : ''}${fullWidth ? ' fw-row--full' : ''}`}
      style={style}
      data-spacing={p.spacing}
    >
      {!fullWidth && (
        <div className="fw-row__label" title={tooltip}>
          {p.checkbox ? (
            <label className="fw-row__check" id={labelId}>
              <input
                type="checkbox"
                id={controlId}
                checked={p.value === true}
                disabled={isDisabled(p)}
                onChange={(e) => update({ type: 'check', id: state.id, value: e.target.checked })}
              />
              <span>{label}</span>
            </label>
          ) : (
            <span id={labelId}>{label}</span>
          )}
          {hasHelp && (
            <HelpPopover
              content={p.helpContent}
              contentHtml={p.helpContentHtml}
              name={label ? `Help: ${label}` : 'Help'}
            />
          )}
        </div>
      )}
      {/* No group name here: the Row label names its input alone (docs/architecture.md#entry-points: a test finds an
          input by its label, so the label must not name a second element). */}
      <div className="fw-row__content fw-flow">
        <ComponentList ids={state.children} />
      </div>
    </div>
  );
}
