import type { BehaviourContext, ComponentBehaviour, ComponentInput, MandatoryLevel } from '../behaviour';
import {
  boolProp,
  clampedInt,
  DEFAULT_AND_WORD,
  isEmpty,
  langJoin,
  sameValue,
  stringProp,
  text,
} from '../behaviourUtils';
import {
  chooseOption,
  dropDisabled,
  effectiveOptions,
  findOption,
  inOptionOrder,
  isSelected,
  selectionDescription,
  selectionList,
  selectionTexts,
  type ChoiceOption,
} from '../choice';

/**
 * CheckboxList (docs/components.md#checkboxlist, docs/engine.md#mandatory-fields). The value is the list of chosen option values
 * (multichoice, the default) or the chosen value (single choice). With the other option checked, its free
 * text (`otherOptionValue`) is part of the value: appended in multichoice, the whole value in single choice.
 *
 * User-layer fields written by `input`: `value`, `otherIsChecked`, `otherOptionValue` (the free text) and
 * `otherCheckedValue`, the value as the other option last left it. When the value later differs from it,
 * it was changed from outside (formula, script, provider) and the other flag counts as reset.
 *
 * Derived (as the definition documents them): `checkListValue` (the chosen values with the other text, a
 * list in both modes), `internalValue` (the chosen option values without the other text), `otherIsChecked`,
 * `textValue` (the other free text, '' when the other entry is not ticked), `displayValue` (the texts of the
 * chosen options and the other text, joined with the language's and-word), `description` (descriptions of
 * the chosen options, one per line), plus for the view `choices` (options with disabled/selected flags),
 * `columns` (clamped 1–4), `otherOptionName` and `otherOptionPlaceholderText` (default texts applied).
 */
export const checkboxListBehaviour: ComponentBehaviour = {
  ...createChoiceListBehaviour(true),
  field: { fieldType: 0 },
};

/**
 * The choice-list rules shared by CheckboxList and Option, with the type's multichoice default
 * (CheckboxList true, Option false).
 */
export function createChoiceListBehaviour(multichoiceDefault: boolean): ComponentBehaviour {
  const readState = (value: unknown, ctx: BehaviourContext): ListState =>
    readListState(value, ctx, multichoiceDefault);
  return {
    derive(ctx) {
      const state = readState(ctx.props.value, ctx);
      const entries =
        state.other.checked && state.other.text !== '' ? [...state.chosen, state.other.text] : state.chosen;
      const texts = selectionTexts(entries, state.options);
      return {
        internalValue: state.chosen,
        checkListValue: entries,
        otherIsChecked: state.other.checked,
        textValue: state.other.checked ? state.other.text : '',
        displayValue: langJoin(texts, text(ctx, 'defaultAndWord', DEFAULT_AND_WORD)),
        description: selectionDescription(state.chosen, state.options),
        choices: state.options.map((o) => ({ ...o, selected: isSelected(state.chosen, o.value) })),
        columns: clampedInt(ctx.props.columns, 1, 4, 1),
        otherOptionName: stringProp(ctx.props.otherOptionName) ?? text(ctx, 'otherOptionName', 'Other'),
        otherOptionPlaceholderText:
          stringProp(ctx.props.otherOptionPlaceholderText) ?? text(ctx, 'otherOptionPlaceholder', 'Other...'),
      };
    },

    normalize(value, ctx) {
      const state = readState(value, ctx);
      return compose(state.chosen, state.other.checked, state.other.text, state.multichoice);
    },

    input(input, ctx) {
      return choiceListInput(input, readState(ctx.props.value, ctx));
    },

    inputNotes(input, ctx) {
      if (input.kind !== 'set') return [];
      const plan = planSet(input.value, readState(ctx.props.value, ctx));
      const notes: string[] = [];
      if (plan.dropped.length > 0) {
        const names = plan.dropped.map((v) => String(v)).join(', ');
        const verb = plan.dropped.length === 1 ? 'is not an option' : 'are not options';
        notes.push(`${names} ${verb} and there is no other option`);
      }
      if (plan.disabled.length > 0) {
        const names = plan.disabled.map((v) => String(v)).join(', ');
        notes.push(
          plan.disabled.length === 1 ? `option ${names} is disabled` : `options ${names} are disabled`,
        );
      }
      return notes;
    },

    isEmpty(value, ctx) {
      const state = readState(value, ctx);
      if (state.other.checked && state.other.text === '' && state.other.mode !== 'yes') return true;
      return state.chosen.every(isEmpty) && !state.other.checked;
    },

    mandatoryLevel(value, ctx) {
      return choiceMandatoryLevel(readState(value, ctx), ctx);
    },
  };
}

/** The other option's mode: no (default), yes, yes-alert or yes-prohibit. */
type OtherMode = 'no' | 'yes' | 'yes-alert' | 'yes-prohibit';

interface OtherState {
  readonly mode: OtherMode;
  readonly checked: boolean;
  readonly text: string;
}

interface ListState {
  readonly options: ChoiceOption[];
  readonly multichoice: boolean;
  /** Chosen option values (and outside values that are not options), free text excluded. */
  readonly chosen: unknown[];
  readonly other: OtherState;
}

function otherMode(raw: unknown): OtherMode {
  if (raw === true) return 'yes';
  return raw === 'yes' || raw === 'yes-alert' || raw === 'yes-prohibit' ? raw : 'no';
}

/** The other option's state; the flag is reset when the value no longer is what the other option left. */
function readOther(value: unknown, ctx: BehaviourContext, multichoice: boolean): OtherState {
  const mode = otherMode(ctx.props.otherOption);
  const freeText = typeof ctx.props.otherOptionValue === 'string' ? ctx.props.otherOptionValue : '';
  let checked = mode !== 'no' && boolProp(ctx.props.otherIsChecked, false);
  if (checked && 'otherCheckedValue' in ctx.props) {
    const norm = (v: unknown): unknown => (multichoice ? selectionList(v) : selectionList(v)[0]);
    checked = sameValue(norm(value), norm(ctx.props.otherCheckedValue));
  }
  return { mode, checked, text: freeText };
}

function readListState(value: unknown, ctx: BehaviourContext, multichoiceDefault: boolean): ListState {
  const options = effectiveOptions(ctx.props);
  const multichoice = boolProp(ctx.props.multichoice, multichoiceDefault);
  const other = readOther(value, ctx, multichoice);
  let entries = selectionList(value);
  // The free text is stored in the value; it is not an option choice.
  if (other.checked) entries = entries.filter((v) => !(sameValue(v, other.text) && !findOption(options, v)));
  entries = dropDisabled(entries, options, ctx.props.allowDisabledOptionValue);
  const chosen = multichoice ? inOptionOrder(entries, options) : entries.slice(0, 1);
  // In single choice the other option and an option exclude each other; the option given from outside wins.
  const otherChecked = other.checked && (multichoice || chosen.length === 0);
  return { options, multichoice, chosen, other: { ...other, checked: otherChecked } };
}

/** The value from the chosen options and the other option. */
function compose(
  chosen: readonly unknown[],
  otherChecked: boolean,
  freeText: string,
  multichoice: boolean,
): unknown {
  if (multichoice) return otherChecked && freeText !== '' ? [...chosen, freeText] : [...chosen];
  if (otherChecked) return freeText === '' ? undefined : freeText;
  return chosen[0];
}

function patch(chosen: readonly unknown[], otherChecked: boolean, freeText: string, multichoice: boolean) {
  // An emptied single choice is written as null: undefined would clear the user layer and bring a preset
  // spec `value:` back (Ctrl-click on the selected option must deselect it, docs/components.md#option).
  const value = compose(chosen, otherChecked, freeText, multichoice) ?? null;
  return { value, otherIsChecked: otherChecked, otherCheckedValue: value };
}

/** The user-layer patch for a choice-list interaction. */
function choiceListInput(input: ComponentInput, state: ListState): Readonly<Record<string, unknown>> {
  const { options, multichoice, chosen, other } = state;
  switch (input.kind) {
    case 'set': {
      const plan = planSet(input.value, state);
      if (plan.refused) return {};
      return {
        ...(plan.otherChecked ? { otherOptionValue: plan.otherText } : {}),
        ...patch(plan.chosen, plan.otherChecked, plan.otherText, multichoice),
      };
    }
    case 'toggleOption': {
      const option = findOption(options, input.option);
      if (!option) return {};
      const next = chooseOption(chosen, option, options, {
        multichoice,
        ...(input.ctrl ? { ctrl: true } : {}),
      });
      // Single choice: an option replaces the other entry. Multichoice: an exclusive option removes it too.
      const keepOther = other.checked && multichoice && !(option.exclusive && isSelected(next, option.value));
      return patch(next, keepOther, other.text, multichoice);
    }
    case 'toggleOther': {
      if (other.mode === 'no') return {};
      if (!input.checked) return patch(multichoice ? chosen : [], false, other.text, multichoice);
      const kept = multichoice ? chosen.filter((v) => !(findOption(options, v)?.exclusive ?? false)) : [];
      return patch(kept, true, other.text, multichoice);
    }
    case 'otherText': {
      if (!other.checked) return { otherOptionValue: input.text };
      return { otherOptionValue: input.text, ...patch(chosen, true, input.text, multichoice) };
    }
    default:
      return {};
  }
}

/** What a whole-value `set` chooses: the options, the other entry, and the entries left out. */
interface SetPlan {
  readonly chosen: unknown[];
  readonly otherChecked: boolean;
  readonly otherText: string;
  /** Entries that are not options while the other option is off (reported, not kept). */
  readonly dropped: unknown[];
  /** Disabled options the value did not hold: a user cannot tick them (reported, not kept). */
  readonly disabled: unknown[];
  /** Nothing of a non-empty set could be kept: the value stays as it was. */
  readonly refused: boolean;
}

/**
 * A user `set` read as the clicks it stands for (docs/components.md#checkboxlist), entry by entry, so the later entry
 * wins: an exclusive option removes the others and the other entry, any other option removes the exclusive
 * ones. An entry that is not an option becomes the other entry's text when the other option is offered
 * (several such entries are joined with ', ', and the other entry removes exclusive options, as ticking it
 * does); without the other option it is dropped. A disabled option the value does not hold already cannot
 * be ticked and is dropped too. Single choice keeps the last entry.
 */
function planSet(value: unknown, state: ListState): SetPlan {
  const { options, multichoice, other } = state;
  const entries = selectionList(value);
  let chosen: unknown[] = [];
  const texts: string[] = [];
  const dropped: unknown[] = [];
  const disabled: unknown[] = [];
  let otherChecked = false;
  for (const entry of entries) {
    const option = findOption(options, entry);
    if (option?.disabled && !isSelected(state.chosen, option.value)) {
      disabled.push(entry);
    } else if (option) {
      if (!multichoice) chosen = [option.value];
      else if (option.exclusive) chosen = [option.value];
      else if (!isSelected(chosen, option.value)) {
        chosen = [...chosen.filter((v) => !(findOption(options, v)?.exclusive ?? false)), option.value];
      }
      if (!multichoice || option.exclusive) {
        otherChecked = false;
        texts.length = 0;
      }
    } else if (other.mode === 'no') {
      dropped.push(entry);
    } else {
      if (!multichoice) {
        chosen = [];
        texts.length = 0;
      } else chosen = chosen.filter((v) => !(findOption(options, v)?.exclusive ?? false));
      otherChecked = true;
      texts.push(String(entry));
    }
  }
  const refused = entries.length > 0 && dropped.length + disabled.length === entries.length;
  return {
    chosen: multichoice ? inOptionOrder(chosen, options) : chosen,
    otherChecked,
    otherText: otherChecked ? texts.join(', ') : other.text,
    dropped,
    disabled,
    refused,
  };
}

const LEVELS: readonly MandatoryLevel[] = ['none', 'alert', 'prohibit'];

/** The stricter of the component's mandatory level and the other option's own level while it lacks text. */
function choiceMandatoryLevel(state: ListState, ctx: BehaviourContext): MandatoryLevel {
  const own = LEVELS.includes(ctx.props.mandatory as MandatoryLevel)
    ? (ctx.props.mandatory as MandatoryLevel)
    : 'none';
  if (!state.other.checked || state.other.text !== '') return own;
  const fromOther: MandatoryLevel =
    state.other.mode === 'yes-prohibit' ? 'prohibit' : state.other.mode === 'yes-alert' ? 'alert' : 'none';
  return LEVELS.indexOf(fromOther) > LEVELS.indexOf(own) ? fromOther : own;
}
