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
 * Dropdown (docs/components.md#dropdown). Without a placeholder an empty or invalid value (not an option, or a
 * disabled one) becomes the first enabled option. With uniqueInRepeatedElements, inside a List, the values
 * of the other items are disabled and an item whose value an earlier item already holds moves to the first
 * free option, so every item ends with a distinct value (earlier items keep theirs: duplicates settle at once).
 */
export const dropdownBehaviour: ComponentBehaviour = {
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
    if (chosen.length === 0 || takenBy(chosen[0], ctx) !== undefined) return {};
    return { value: chosen[0] };
  },

  // docs/components.md#dropdown: options other items use are disabled, so the user cannot choose them; the
  // choice is refused rather than accepted (re-defaulting the other item would undo that item's choice).
  inputNotes(input, ctx) {
    const chosen = chosenValue(input);
    const holder = chosen.length === 0 ? undefined : takenBy(chosen[0], ctx);
    if (holder === undefined) return [];
    return [`option ${String(chosen[0])} is already used by item ${holder} of the list`];
  },
};
