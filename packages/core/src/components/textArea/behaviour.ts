import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { clampedInt } from '../behaviourUtils';
import { textValue } from '../text/behaviour';

/** Pixels of a text box: 6 plus 18 per row (docs/outputs.md#plain-text-markup-and-rtf). */
export function textBoxHeight(rows: number): number {
  return 6 + 18 * rows;
}

/**
 * The rows shown (docs/components.md#textarea): 'auto' (the default) follows the text's line count between minRows
 * (at least 2, default 2) and maxRows (at most 100, default 20); a number is used as given, within 1–100.
 */
export function textAreaRows(ctx: BehaviourContext): number {
  const minRows = clampedInt(ctx.props.minRows, 2, 100, 2);
  const maxRows = clampedInt(ctx.props.maxRows, minRows, 100, Math.max(minRows, 20));
  const rows = ctx.props.rows;
  if (rows !== undefined && rows !== 'auto') return clampedInt(rows, 1, 100, minRows);
  const value = ctx.props.value;
  const lines = typeof value === 'string' ? value.split('\n').length : 1;
  return Math.min(maxRows, Math.max(minRows, lines));
}

/** TextArea: derived `visibleRows` and `height` (6 + 18 px per row). */
export const textAreaBehaviour: ComponentBehaviour = {
  field: { fieldType: 0 },
  inputDelay: 'text',
  normalize: textValue,
  derive(ctx) {
    const rows = textAreaRows(ctx);
    return { visibleRows: rows, height: textBoxHeight(rows) };
  },
  input(input) {
    return input.kind === 'set' ? { value: input.value } : {};
  },
};
