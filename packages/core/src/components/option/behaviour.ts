import type { ComponentBehaviour } from '../behaviour';
import { boolProp, isEmpty } from '../behaviourUtils';
import { createChoiceListBehaviour } from '../checkboxList/behaviour';
import { effectiveOptions, findOption, selectionList } from '../choice';

const base = createChoiceListBehaviour(false);

/**
 * Option, a button group (docs/components.md#option): CheckboxList's choice rules without the other option,
 * single choice by default. `suggestedValue` names options the form proposes: while the value is empty they
 * are listed in the derived `suggestedValues` (enabled options only) for the view to highlight.
 */
export const optionBehaviour: ComponentBehaviour = {
  ...base,
  field: { fieldType: 0 },
  derive(ctx) {
    const derived = base.derive?.(ctx) ?? {};
    const options = effectiveOptions(ctx.props);
    const suggested = selectionList(ctx.props.suggestedValue).filter((v) => {
      const option = findOption(options, v);
      return option !== undefined && !option.disabled;
    });
    const empty = isEmpty(ctx.props.value);
    return {
      displayValue: derived.displayValue,
      description: derived.description,
      choices: derived.choices,
      internalValue: derived.internalValue,
      suggestedValues: empty ? suggested : [],
      showDescription: boolProp(ctx.props.showDescription, false),
    };
  },
};
