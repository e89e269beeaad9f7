import type { BehaviourContext, ComponentBehaviour, ComponentInput } from '../behaviour';
import { boolProp, isEmpty, sameValue } from '../behaviourUtils';
import { effectiveOptions, findOption, selectionList, selectionTexts, type ChoiceOption } from '../choice';

/**
 * The options with their disabled flag: own flag, the disable filter, disabledOptions, and with
 * uniqueInRepeatedElements the values the other items of the list hold.
 */
function dropdownOptions(ctx: BehaviourContext): ChoiceOption[] {
  const extra = [...selectionList(ctx.props.disabledOptions)];
  if (boolProp(ctx.props.uniqueInRepeatedElements, false) && ctx.siblingsValues) {
    extra.push(...ctx.siblingsValues.before, ...ctx.siblingsValues.after);
  }
  return effectiveOptions(
    ctx.props,
    extra.filter((v) => !isEmpty(v)),
  );
}

/** The value a set or option choice asks for (none for other interactions). */
function chosenValue(input: ComponentInput): [unknown] | [] {
  if (input.kind === 'set') return [input.value];
  if (input.kind === 'toggleOption') return [input.option];
  return [];
}

/**
 * With uniqueInRepeatedElements, the number of the list item that already holds `value` (another item
 * than this one), or undefined when no other item holds it.
 */
function takenBy(value: unknown, ctx: BehaviourContext): number | undefined {
  if (!boolProp(ctx.props.uniqueInRepeatedElements, false) || !ctx.siblingsValues || isEmpty(value)) {
    return undefined;
  }
  const { before, after } = ctx.siblingsValues;
  const i = before.findIndex((v) => sameValue(v, value));
  if (i >= 0) return i + 1;
  const j = after.findIndex((v) => sameValue(v, value));
  return j >= 0 ? before.length + 2 + j : undefined;
}

/**
 * Why the user cannot choose `value`, or undefined when they can: the list shows only the options, a
 * disabled one cannot be picked (unless it is the value already), and empty is the placeholder's choice
 * (or, without one, becomes the first option). With uniqueInRepeatedElements (docs/components.md#dropdown) an
 * option another item holds is disabled, so the choice is refused rather than accepted (re-defaulting the
 * other item would undo that item's choice).
 */
function choiceRefusal(value: unknown, ctx: BehaviourContext): string | undefined {
  if (isEmpty(value) || sameValue(value, ctx.props.value)) return undefined;
  const option = findOption(effectiveOptions(ctx.props, selectionList(ctx.props.disabledOptions)), value);
  if (!option) return `${String(value)} is not an option`;
  if (option.disabled) return `option ${String(value)} is disabled`;
  const holder = takenBy(value, ctx);
  return holder === undefined
    ? undefined
    : `option ${String(value)} is already used by item ${holder} of the list`;
}

/**
 * Dropdown (docs/components.md#dropdown). Without a placeholder an empty or invalid value (not an option, or a
 * disabled one) becomes the first enabled option. With uniqueInRepeatedElements, inside a List, the values
 * of the other items are disabled and an item whose value an earlier item already holds moves to the first
 * free option, so every item ends with a distinct value (earlier items keep theirs: duplicates settle at once).
 */
export const dropdownBehaviour: ComponentBehaviour = {
  field: { fieldType: 0 },
  normalize(value, ctx) {
    const hasPlaceholder = typeof ctx.props.placeholder === 'string' && ctx.props.placeholder !== '';
    const unique = boolProp(ctx.props.uniqueInRepeatedElements, false) && ctx.siblingsValues !== undefined;
    const options = effectiveOptions(ctx.props, selectionList(ctx.props.disabledOptions));
    const before = unique ? (ctx.siblingsValues?.before ?? []) : [];
    const taken = unique ? [...before, ...(ctx.siblingsValues?.after ?? [])] : [];
    const option = isEmpty(value) ? undefined : findOption(options, value);
    const clashes = unique && before.some((v) => sameValue(v, value));
    if (option && !option.disabled && !clashes) return option.value;
    if (hasPlaceholder && (isEmpty(value) || !clashes)) return isEmpty(value) ? undefined : value;
    const free = options.find((o) => !o.disabled && !taken.some((t) => sameValue(t, o.value)));
    if (free) return free.value;
    return hasPlaceholder ? undefined : options.find((o) => !o.disabled)?.value;
  },

  derive(ctx) {
    const options = dropdownOptions(ctx);
    return {
      choices: options.map((o) => ({ ...o, selected: sameValue(o.value, ctx.props.value) })),
      displayValue: isEmpty(ctx.props.value) ? '' : (selectionTexts([ctx.props.value], options)[0] ?? ''),
    };
  },

  input(input, ctx) {
    const chosen = chosenValue(input);
    if (chosen.length === 0 || choiceRefusal(chosen[0], ctx) !== undefined) return {};
    return { value: chosen[0] };
  },

  inputNotes(input, ctx) {
    const chosen = chosenValue(input);
    const refusal = chosen.length === 0 ? undefined : choiceRefusal(chosen[0], ctx);
    return refusal === undefined ? [] : [refusal];
  },
};
