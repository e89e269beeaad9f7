import { fieldValueOf, readFreeField, stringProp, type OutputComponent } from './outputComponent';
import { outputValueText } from './valueText';

/**
 * Worklist attributes: each component with a worklistAttribute writes its value's text to that attribute
 * (a StaticText its field value, see fieldValueOf).
 * Hidden components count too (their data stays in the form). When several write one attribute, the
 * later one in document order wins unless its text is empty and an earlier one is not.
 */
export function worklistAttributes(components: Iterable<OutputComponent>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of components) {
    const attr = stringProp(c.props, 'worklistAttribute');
    if (attr === undefined) continue;
    const text = outputValueText(fieldValueOf(c));
    if (text !== '' || !(attr in out)) out[attr] = text;
  }
  return out;
}

/** One free field's output: the value's text and what the host does when it is empty. */
export interface FreeFieldOutput {
  readonly value: string;
  readonly whenEmpty: 'clear' | 'noUpdate';
}

/**
 * Free fields: each component with a freeField writes its value's text to that field; with an empty
 * value the host clears the field (whenEmpty clear, the default) or leaves it as it was (noUpdate).
 * Several writers of one field: as for worklist attributes.
 */
export function freeFields(components: Iterable<OutputComponent>): Record<string, FreeFieldOutput> {
  const out: Record<string, FreeFieldOutput> = {};
  for (const c of components) {
    const free = readFreeField(c.props['freeField']);
    if (!free) continue;
    const value = outputValueText(fieldValueOf(c));
    if (value !== '' || !(free.id in out)) out[free.id] = { value, whenEmpty: free.whenEmpty };
  }
  return out;
}
