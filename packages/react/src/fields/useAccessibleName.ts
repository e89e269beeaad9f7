import { useCallback } from 'react';
import type { FormSnapshot } from '@formwright/core/runtime';
import { useFormSelector } from '../store/useFormSelector';
import { textOf } from './flags';

/** The ARIA attributes that name a control without a visible label of its own. */
export interface NameAttributes {
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
}

const NONE: NameAttributes = {};

/**
 * How a control is named when its component has no label (docs/architecture.md#entry-points: the accessible name is the
 * label): inside a Row with a label (and no checkbox), by that label (`aria-labelledby` the Row's label element,
 * `fw-<row id>-label`); else by its `name`, else its id, so no control is nameless. With a label of its
 * own the Field's `<label>` names it and this gives nothing. Re-renders only when the Row's label text
 * changes.
 */
export function useAccessibleName(state: {
  readonly id: string;
  readonly parent: string | undefined;
  readonly props: { readonly label?: unknown; readonly name?: unknown };
}): NameAttributes {
  const own = textOf(state.props.label) !== '';
  const parent = state.parent;
  const selectRowLabel = useCallback(
    (s: FormSnapshot): boolean => {
      if (own || parent === undefined) return false;
      const row = s.components.get(parent);
      // A Row with a checkbox: its label names that checkbox, so it cannot name the children too.
      return row?.type === 'Row' && row.props.checkbox !== true && textOf(row.props.label) !== '';
    },
    [own, parent],
  );
  const inRow = useFormSelector(selectRowLabel);
  if (own) return NONE;
  if (inRow && parent !== undefined) return { 'aria-labelledby': `fw-${parent}-label` };
  return { 'aria-label': textOf(state.props.name) || state.id };
}
