import { behaviourOfType } from '../components/behaviours';

/**
 * How long after a user input the script's onStateChange runs (docs/engine.md#scripts, docs/engine.md#how-a-form-runs).
 * Inputs from one source are debounced: a new input restarts that source's wait.
 */

/** Delays in milliseconds by kind of input. A negative delay runs the script at once. */
export interface ScriptDelays {
  /** Typing in Text and TextArea. */
  readonly text: number;
  /** Date input. */
  readonly date: number;
  /** Typing a number. */
  readonly numberInput: number;
  /** The Number spinner buttons and arrow keys. */
  readonly spinner: number;
  /** Typing in a CheckboxList's 'other' free-text field. */
  readonly otherText: number;
  /** Everything else (choices, checkboxes, clicks, list changes). */
  readonly default: number;
}

/** The spec's delays. */
export const DEFAULT_SCRIPT_DELAYS: ScriptDelays = {
  text: 200,
  date: 25,
  numberInput: 25,
  spinner: 100,
  otherText: 200,
  default: 50,
};

/** The kind of input as far as timing is concerned (the action's name). */
export type InputKind = 'set' | 'step' | 'otherText' | 'other';

/**
 * Picks the delay for an input of `kind` into a component of `type`: the type's behaviour says which
 * delay its input waits for (`inputDelay`: number, text or date); any other type waits the default.
 */
export function scriptDelay(
  type: string,
  kind: InputKind,
  delays: ScriptDelays = DEFAULT_SCRIPT_DELAYS,
): number {
  if (kind === 'otherText') return delays.otherText;
  const input = behaviourOfType(type)?.inputDelay;
  if (input === 'number')
    return kind === 'step' ? delays.spinner : kind === 'set' ? delays.numberInput : delays.default;
  if (kind !== 'set') return delays.default;
  if (input === 'text') return delays.text;
  if (input === 'date') return delays.date;
  return delays.default;
}
