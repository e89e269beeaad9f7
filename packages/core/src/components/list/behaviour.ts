import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { numberProp, text } from '../behaviourUtils';

/** minCount (default 0) and maxCount (unlimited by default) of a List. */
export function listBounds(props: Readonly<Record<string, unknown>>): { min: number; max: number } {
  const min = Math.max(0, Math.floor(numberProp(props.minCount) ?? 0));
  const maxRaw = numberProp(props.maxCount);
  return { min, max: maxRaw === undefined ? Infinity : Math.max(min, Math.floor(maxRaw)) };
}

/**
 * The number of items (docs/components.md#list): numItems, defaulting to minCount or 0; NaN (or anything not a
 * number) counts as 0; never negative, whole, at most maxCount.
 */
export function listItemCount(props: Readonly<Record<string, unknown>>): number {
  const { min, max } = listBounds(props);
  if (props.numItems === undefined || props.numItems === null) return Math.min(min, max);
  const n = numberProp(props.numItems) ?? 0;
  return Math.min(max, Math.max(0, Math.floor(n)));
}

/**
 * List: derived `count`, `addEnabled` (below maxCount), `addShown` and `deleteShown` (delete only above
 * minCount; neither when numItems is a formula, per `ctx.isFormula`), and the default `addButtonText`.
 * Adding, deleting and item ids are the engine's (engine/lists).
 */
export const listBehaviour: ComponentBehaviour = {
  openEhr: 'itemPath',
  derive(ctx: BehaviourContext) {
    const count = listItemCount(ctx.props);
    const { min, max } = listBounds(ctx.props);
    const byFormula = ctx.isFormula?.('numItems') ?? false;
    return {
      count,
      addShown: !byFormula,
      addEnabled: !byFormula && count < max,
      deleteShown: !byFormula && count > min,
      addButtonText:
        typeof ctx.props.addButtonText === 'string' ? ctx.props.addButtonText : text(ctx, 'addButtonText'),
    };
  },
};
