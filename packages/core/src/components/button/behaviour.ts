import type { BehaviourEffect, ComponentBehaviour } from '../behaviour';
import { boolProp, stringProp } from '../behaviourUtils';

/**
 * Button (docs/components.md#button): a click toggles the display of toggleComponentId, then fires a click event
 * (the engine runs onClick and the script with reason click). A disabled button does nothing.
 */
export const buttonBehaviour: ComponentBehaviour = {
  clickable: true,
  effects(input, ctx) {
    if (input.kind !== 'click' || boolProp(ctx.props.disabled, false)) return [];
    const target = stringProp(ctx.props.toggleComponentId);
    const effects: BehaviourEffect[] = [];
    if (target !== undefined) effects.push({ kind: 'toggleDisplay', id: target });
    effects.push({ kind: 'event', reason: 'click', source: ctx.id });
    return effects;
  },
};
