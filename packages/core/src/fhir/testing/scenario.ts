import { readOptions } from '../../components/choice';
import type { ActionStep } from '../../engine/interactions';
import type { FormSpec } from '../../specification/model';

/**
 * Test support: a scenario that answers every enabled input outside Lists as a user might (a text, a number
 * at its minimum or 1, the first option, a date, yes), so an imported form can be filled without knowing it.
 */
export function answerEverything(spec: FormSpec): ActionStep[] {
  const actions: ActionStep[] = [];
  for (const n of spec.all) {
    if (n.generated || n.listId !== undefined || n.props.disabled === true) continue;
    const first = readOptions(n.props.options)[0];
    const min = typeof n.props.minValue === 'number' ? n.props.minValue : 1;
    let value: unknown;
    if (n.type === 'Text' || n.type === 'TextArea') value = 'Befund';
    else if (n.type === 'Number') value = min;
    else if (n.type === 'Date') value = '2026-01-15';
    else if (n.type === 'Checkbox') value = true;
    else if (n.type === 'CheckboxList') value = first ? [first.value] : undefined;
    else value = first?.value;
    if (value !== undefined) actions.push({ set: n.id, value } as unknown as ActionStep);
  }
  return actions;
}
