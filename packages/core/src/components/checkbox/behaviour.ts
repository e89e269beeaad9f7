import type { ComponentBehaviour } from '../behaviour';
import { boolProp } from '../behaviourUtils';

/** Checkbox: the value is a boolean (true and 'true' are checked); unchecked counts as empty for mandatory. */
export const checkboxBehaviour: ComponentBehaviour = {
  field: { fieldType: 3 },
  openEhr: 'boolean',
  checkable: () => true,
  normalize(value) {
    return boolProp(value, false);
  },
  input(input, ctx) {
    if (input.kind === 'check') return { value: input.value };
    if (input.kind === 'set') return { value: boolProp(input.value, false) };
    if (input.kind === 'click') return { value: !boolProp(ctx.props.value, false) };
    return {};
  },
  isEmpty(value) {
    return !boolProp(value, false);
  },
};
