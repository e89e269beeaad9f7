import type { ComponentInput } from '../components/behaviour';
import type { Instance } from './model';
import { valueMisfit } from './valueFit';

/** Whether a property holds true the way formulas and literals write it. */
function isTrue(v: unknown): boolean {
  return v === true || v === 'true';
}

/**
 * Why a user interaction is impossible in the form as shown, or undefined when the user could do it
 * (docs/engine.md "What counts as user input"): nothing but focus and tabs reaches a disabled component; only
 * a type whose behaviour is `clickable` (Button) is clicked; a `set` must hold what the component can hold (the value kind rules shared with
 * provider data, {@link valueMisfit}; a Number reads text by its own rules). Choices among options are
 * checked by the component's behaviour (`inputNotes`).
 */
export function inputRefusal(inst: Instance, input: ComponentInput): string | undefined {
  if (input.kind === 'focus' || input.kind === 'blur' || input.kind === 'selectTab') return undefined;
  if (isTrue(inst.props.disabled)) return `${inst.id} is disabled`;
  if (inst.containerDisabled) return `${inst.id} is inside a disabled container`;
  if (input.kind === 'click' && inst.behaviour?.clickable !== true)
    return `${inst.node.type} ${inst.id} is not a Button`;
  if (input.kind !== 'set') return undefined;
  const kind = inst.def?.valueKind;
  return kind === 'number' ? undefined : valueMisfit(input.value, kind);
}

/**
 * Why a `check` action is refused before anything else is asked: the component takes checks only when its
 * behaviour says it is `checkable` with these props (Checkbox, a Summary's edit box, a Row with its checkbox).
 */
export function checkRefusal(inst: Instance): string | undefined {
  if (inst.behaviour?.checkable?.(inst.props) === true) return undefined;
  return `${inst.node.type} ${inst.id} has no checkbox`;
}
