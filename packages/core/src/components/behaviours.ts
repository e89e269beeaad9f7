import type { ComponentBehaviour } from './behaviour';
import { autoCompleteBehaviour } from './autoComplete/behaviour';
import { buttonBehaviour } from './button/behaviour';
import { checkboxBehaviour } from './checkbox/behaviour';
import { checkboxListBehaviour } from './checkboxList/behaviour';
import { dateBehaviour } from './date/behaviour';
import { diagnosticCodesBehaviour } from './diagnosticCodes/behaviour';
import { dropdownBehaviour } from './dropdown/behaviour';
import { listBehaviour } from './list/behaviour';
import { getComponentDefinition } from './registry';
import { numberBehaviour } from './number/behaviour';
import { optionBehaviour } from './option/behaviour';
import { painterBehaviour } from './painter/behaviour';
import { reportBehaviour } from './report/behaviour';
import { rowBehaviour } from './row/behaviour';
import { staticTextBehaviour } from './staticText/behaviour';
import { summaryBehaviour } from './summary/behaviour';
import { tabsBehaviour } from './tabs/behaviour';
import { textBehaviour } from './text/behaviour';
import { textAreaBehaviour } from './textArea/behaviour';

/**
 * The behaviour of every component type that has run-time rules, by type name and alias. An explicit
 * list (no registration by import side effect); types without rules (Header, HR, …) have none.
 */
export const componentBehaviours: Readonly<Record<string, ComponentBehaviour>> = {
  AutoComplete: autoCompleteBehaviour,
  Autocomplete: autoCompleteBehaviour,
  Button: buttonBehaviour,
  Checkbox: checkboxBehaviour,
  CheckboxList: checkboxListBehaviour,
  Date: dateBehaviour,
  DiagnosticCodes: diagnosticCodesBehaviour,
  Dropdown: dropdownBehaviour,
  List: listBehaviour,
  Number: numberBehaviour,
  Option: optionBehaviour,
  Painter: painterBehaviour,
  Report: reportBehaviour,
  Row: rowBehaviour,
  StaticText: staticTextBehaviour,
  Summary: summaryBehaviour,
  Tabs: tabsBehaviour,
  Text: textBehaviour,
  TextArea: textAreaBehaviour,
};

/**
 * The behaviour of a component type, or undefined when the type has no run-time rules. Aliases resolve
 * through the definitions (Tab, FormwrightTab → Tabs).
 */
export function getBehaviour(type: string): ComponentBehaviour | undefined {
  if (Object.hasOwn(componentBehaviours, type)) return componentBehaviours[type];
  const canonical = getComponentDefinition(type)?.type;
  return canonical !== undefined && Object.hasOwn(componentBehaviours, canonical)
    ? componentBehaviours[canonical]
    : undefined;
}

/**
 * The behaviour of a canonical type name (as a parsed or compiled spec holds it), without the alias
 * lookup: the outputs and the runtime use this, since the alias table lives with the definitions.
 */
export function behaviourOfType(type: string): ComponentBehaviour | undefined {
  return Object.hasOwn(componentBehaviours, type) ? componentBehaviours[type] : undefined;
}
