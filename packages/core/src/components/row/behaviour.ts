import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { boolProp, clamp, numberProp } from '../behaviourUtils';

/** The label column width in twelfths: colSplit as 1–11 or a split such as '4/8', else the form default (4). */
export function labelColumns(ctx: BehaviourContext): number {
  const read = (raw: unknown): number | undefined => {
    const n = typeof raw === 'string' && raw.includes('/') ? numberProp(raw.split('/')[0]) : numberProp(raw);
    return n === undefined ? undefined : clamp(Math.round(n), 1, 11);
  };
  return read(ctx.props.colSplit) ?? read(ctx.texts.defaultColSplit) ?? 4;
}

/**
 * Row (docs/components.md#row). With `checkbox`, the value is the checkbox state and checkboxFunc
 * display (the default) shows the children only while it is checked. Derived: `noVisableChildren` (the
 * row has children and every one is hidden or not displayed; needs `ctx.children`; an empty Row has none
 * to hide, docs/engine.md), `autoHidden` (autoHide, default true, and noVisableChildren, never with a
 * checkbox), `childrenShown`, `labelColumns` (1–11) and `contentColumns`. The engine reads `autoHidden`
 * (hidesItself) and `childrenShown` (allowsChild): this file is the one definition of the rule.
 */
export const rowBehaviour: ComponentBehaviour = {
  holdsValue: (props) => props.checkbox === true,
  checkable: (props) => props.checkbox === true,
  normalize(value, ctx) {
    return boolProp(ctx.props.checkbox, false) ? boolProp(value, false) : value;
  },

  derive(ctx) {
    const checkbox = boolProp(ctx.props.checkbox, false);
    const checked = boolProp(ctx.props.value, false);
    const func = ctx.props.checkboxFunc === 'none' ? 'none' : 'display';
    const children = ctx.children ?? [];
    const noVisableChildren = children.length > 0 && children.every((c) => !c.visible);
    const label = labelColumns(ctx);
    return {
      noVisableChildren,
      autoHidden: boolProp(ctx.props.autoHide, true) && !checkbox && noVisableChildren,
      childrenShown: !(checkbox && func === 'display' && !checked),
      labelColumns: label,
      contentColumns: 12 - label,
    };
  },

  readsChildren: true,

  hidesItself(props) {
    return props.autoHidden === true;
  },

  allowsChild(props) {
    return props.childrenShown !== false;
  },

  input(input, ctx) {
    if (!boolProp(ctx.props.checkbox, false)) return {};
    if (input.kind === 'check') return { value: input.value };
    if (input.kind === 'set') return { value: boolProp(input.value, false) };
    if (input.kind === 'click') return { value: !boolProp(ctx.props.value, false) };
    return {};
  },
};
