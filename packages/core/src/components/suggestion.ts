import { effectiveOptions, findOption, selectionList } from './choice';
import type { ComponentDefinition, PropertySchema } from './definition';
import { isEmpty } from '../expr/empty';

/**
 * `suggestedValue` on every input component (docs/authoring.md#normals-suggested-values): a value the form
 * proposes, shown highlighted while the value is empty, never a value until the user accepts it (one key
 * for a Section or the whole form, the `acceptSuggestions` action). A suggestion that is not a valid value of
 * its component (not an enabled option, out of range, of the wrong type) is never offered: the spec check
 * reports it as `suggested-value-invalid` where it can know, and the engine leaves it out at run time.
 */

/**
 * The `suggestedValue` property of an input definition. Any JSON value passes the schema: one that does not fit the
 * component is the located warning `suggested-value-invalid`, not an error, and is never offered.
 */
export function suggestedValueProperty(what: string): PropertySchema {
  return {
    description: `${what} proposed while the value is empty (highlighted, not a value until accepted).`,
  };
}

/** What {@link suggestionProblem} needs of a definition. */
export type SuggestionDefinition = Pick<ComponentDefinition, 'valueKind' | 'family' | 'properties'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const last = new Date(0);
  last.setUTCFullYear(y, mo, 0);
  return d <= last.getUTCDate();
}

function multichoice(def: SuggestionDefinition, props: Readonly<Record<string, unknown>>): boolean {
  const v = props.multichoice ?? def.properties.multichoice?.default;
  return v === true || v === 'true';
}

function finite(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/**
 * Why `props.suggestedValue` is not a valid value of the component, or undefined when it is (or there is
 * none). `staticOnly` skips what only run time knows (options, ranges or dates given by formulas).
 */
export function suggestionProblem(
  def: SuggestionDefinition,
  props: Readonly<Record<string, unknown>>,
): string | undefined {
  const s = props.suggestedValue;
  if (s === undefined || s === null || s === '') return undefined;
  if (def.family === 'choice') {
    const many = multichoice(def, props);
    if (Array.isArray(s) && !many && s.length > 1) return 'a single choice takes one value';
    if (!Array.isArray(props.options)) return undefined;
    const options = effectiveOptions(props);
    for (const v of selectionList(s)) {
      const option = findOption(options, v);
      if (!option) return `${JSON.stringify(v)} is not one of the options`;
      if (option.disabled) return `${JSON.stringify(v)} is a disabled option`;
    }
    return undefined;
  }
  switch (def.valueKind) {
    case 'boolean':
      return typeof s === 'boolean' ? undefined : 'a Checkbox takes true or false';
    case 'number': {
      const n = finite(s);
      if (n === undefined) return 'not a number';
      const min = finite(props.minValue);
      const max = finite(props.maxValue);
      if ((min !== undefined && n < min) || (max !== undefined && n > max))
        return `${n} is out of range ${min ?? ''}..${max ?? ''}`;
      return undefined;
    }
    case 'string': {
      if (typeof s !== 'string') return 'not a text';
      if (def.properties.value?.date) {
        if (!realDate(s)) return 'not a date YYYY-MM-DD';
        const min =
          typeof props.minValue === 'string' && DATE.test(props.minValue) ? props.minValue : undefined;
        const max =
          typeof props.maxValue === 'string' && DATE.test(props.maxValue) ? props.maxValue : undefined;
        if ((min !== undefined && s < min) || (max !== undefined && s > max))
          return `${s} is out of range ${min ?? ''}..${max ?? ''}`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The value accepting the suggestion writes, or undefined when nothing is offered: no valid suggestion, or a
 * value already there. A multichoice choice gets a list, a single choice one value.
 */
export function offeredSuggestion(
  def: SuggestionDefinition,
  props: Readonly<Record<string, unknown>>,
): unknown {
  const s = props.suggestedValue;
  if (s === undefined || s === null || s === '') return undefined;
  // An unticked Checkbox is its empty value (the checkbox shows false for nothing).
  const empty = isEmpty(props.value) || (def.valueKind === 'boolean' && props.value === false);
  if (!empty) return undefined;
  if (suggestionProblem(def, props) !== undefined) return undefined;
  if (def.family === 'choice') {
    const list = selectionList(s);
    if (list.length === 0) return undefined;
    return multichoice(def, props) || def.properties.value?.type === 'array' || Array.isArray(props.value)
      ? list
      : list[0];
  }
  return s;
}

/** The derived value every definition with `suggestedValue` declares. */
export const suggestionDerived = {
  suggestion:
    'While the value is empty: the valid suggestedValue, highlighted, that accepting suggestions writes.',
} as const;
