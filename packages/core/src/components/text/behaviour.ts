import type { ComponentBehaviour } from '../behaviour';

/** A value as text: numbers and booleans become strings, empty values stay as they are. */
export function textValue(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}

/** Text: a single-line string; typed text is stored as is. */
export const textBehaviour: ComponentBehaviour = {
  field: { fieldType: 0 },
  inputDelay: 'text',
  normalize: textValue,
  input(input) {
    return input.kind === 'set' ? { value: input.value } : {};
  },
};
