import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { boolProp, fillText, numberProp, sameValue } from '../behaviourUtils';
import { effectiveOptions, isSelected, selectionTexts, type ChoiceOption } from '../choice';

/** The four prompts of docs/diagnostics.md#diagnostics, exactly. */
export const AUTOCOMPLETE_PROMPTS = {
  select: 'Select an option...',
  typeMore: 'Type {count} more letters to find results...',
  none: 'No results found...',
  more: 'More results found. Keep narrowing down the search...',
} as const;

/** What the dropdown of an AutoComplete shows for a query: matching options and one prompt line. */
export interface AutoCompleteSearch {
  readonly results: readonly ChoiceOption[];
  readonly prompt: string;
}

type MatchOrder = 'BeginsWith' | 'ContainsSequence';

function matchOrder(raw: unknown): MatchOrder[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const order = list.filter((m): m is MatchOrder => m === 'BeginsWith' || m === 'ContainsSequence');
  return order.length > 0 ? [...new Set(order)] : ['BeginsWith', 'ContainsSequence'];
}

/**
 * Searches the options for `query` (docs/components.md#autocomplete, docs/diagnostics.md#diagnostics), case-insensitively: options whose text
 * begins with the query first, then those containing it (optionsMatchOrder may narrow or reorder this),
 * at most maxSearchResults (default 10). Below minSearch letters (default 0) nothing is listed. Disabled
 * options, and in multichoice the values already chosen, are left out.
 */
export function search(query: string, ctx: BehaviourContext): AutoCompleteSearch {
  const minSearch = Math.max(0, Math.floor(numberProp(ctx.props.minSearch) ?? 0));
  const max = Math.max(1, Math.floor(numberProp(ctx.props.maxSearchResults) ?? 10));
  const q = query.trim().toLocaleLowerCase();
  if (q.length < minSearch) {
    return { results: [], prompt: fillText(AUTOCOMPLETE_PROMPTS.typeMore, { count: minSearch - q.length }) };
  }
  const multichoice = boolProp(ctx.props.multichoice, false);
  const chosen = valueList(ctx.props.value);
  const candidates = effectiveOptions(ctx.props).filter(
    (o) => !o.disabled && !(multichoice && isSelected(chosen, o.value)),
  );
  const matches: ChoiceOption[] = [];
  for (const kind of matchOrder(ctx.props.optionsMatchOrder)) {
    for (const o of candidates) {
      if (matches.includes(o)) continue;
      const t = o.text.toLocaleLowerCase();
      if (kind === 'BeginsWith' ? t.startsWith(q) : t.includes(q)) matches.push(o);
    }
  }
  if (matches.length === 0) return { results: [], prompt: AUTOCOMPLETE_PROMPTS.none };
  if (matches.length > max) return { results: matches.slice(0, max), prompt: AUTOCOMPLETE_PROMPTS.more };
  return { results: matches, prompt: AUTOCOMPLETE_PROMPTS.select };
}

/** A value as AutoComplete keeps it: a list of non-empty strings. */
function valueList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((v) => v !== undefined && v !== null && v !== '' && !(typeof v === 'number' && Number.isNaN(v)))
    .map((v) => String(v));
}

/**
 * A `set` as the choices a user can make: the AutoComplete has no free-text entry (docs/components.md#autocomplete), so
 * a value is taken only when it is an enabled option, or a disabled one it already holds. Returns the values
 * kept and, for the others, why each is refused.
 */
function sortSet(value: unknown, ctx: BehaviourContext): { kept: string[]; refused: string[] } {
  const options = effectiveOptions(ctx.props);
  const held = valueList(ctx.props.value);
  const kept: string[] = [];
  const refused: string[] = [];
  for (const v of valueList(value)) {
    const option = options.find((o) => sameValue(o.value, v));
    if (!option) refused.push(`${v} is not an option`);
    else if (option.disabled && !held.includes(v)) refused.push(`option ${v} is disabled`);
    else kept.push(v);
  }
  return { kept, refused };
}

/**
 * AutoComplete: the value is a list of strings (one entry in single choice, where a new choice replaces
 * the old one and only singleOptionDeletable lets the user clear it). Derived: `showSelectedValues`
 * (default true in single choice), `displayValue` (texts of the chosen values), `placeholder` (the select
 * prompt unless given), `singleOptionDeletable`.
 */
export const autoCompleteBehaviour: ComponentBehaviour = {
  field: { fieldType: 0 },
  openEhr: 'singleChoice',
  normalize(value, ctx) {
    const list = valueList(value);
    return boolProp(ctx.props.multichoice, false) ? [...new Set(list)] : list.slice(-1);
  },

  derive(ctx) {
    const multichoice = boolProp(ctx.props.multichoice, false);
    const chosen = valueList(ctx.props.value);
    return {
      showSelectedValues: boolProp(ctx.props.showSelectedValues, !multichoice),
      singleOptionDeletable: boolProp(ctx.props.singleOptionDeletable, false),
      displayValue: selectionTexts(chosen, effectiveOptions(ctx.props)).join(', '),
      placeholder:
        typeof ctx.props.placeholder === 'string' ? ctx.props.placeholder : AUTOCOMPLETE_PROMPTS.select,
    };
  },

  input(input, ctx) {
    const multichoice = boolProp(ctx.props.multichoice, false);
    const chosen = valueList(ctx.props.value);
    if (input.kind === 'set') {
      const { kept, refused } = sortSet(input.value, ctx);
      return kept.length === 0 && refused.length > 0 ? {} : { value: kept };
    }
    if (input.kind !== 'toggleOption') return {};
    const picked = String(input.option);
    if (picked === '') return {};
    const selected = chosen.some((c) => sameValue(c, picked));
    if (multichoice) return { value: selected ? chosen.filter((c) => c !== picked) : [...chosen, picked] };
    if (!selected) return { value: [picked] };
    return boolProp(ctx.props.singleOptionDeletable, false) ? { value: [] } : {};
  },

  inputNotes(input, ctx) {
    return input.kind === 'set' ? sortSet(input.value, ctx).refused : [];
  },

  isEmpty(value) {
    return valueList(value).length === 0;
  },
};
