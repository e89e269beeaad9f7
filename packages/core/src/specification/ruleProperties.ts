import type { ComponentDefinition } from '../components';

/** The properties of a definition that the component rules look at, found once per definition. */
export interface RuleProperties {
  /** Properties with a clamped range: name, low, high. */
  readonly clamped: readonly (readonly [string, number, number])[];
  /** Properties holding a written date. */
  readonly dates: readonly string[];
  /** List properties whose items need a text (itemTextRule). */
  readonly itemTexts: readonly string[];
  /** Properties naming another component (Button's `toggleComponentId`). */
  readonly componentIds: readonly string[];
}

const cache = new WeakMap<ComponentDefinition, RuleProperties>();

/**
 * The rule-bearing properties of `def`. The rules run for every component of every parse (each keystroke in
 * the designer), and a definition has dozens of properties: walking them all per component took about a
 * sixth of validation on a 2,000-line form.
 */
export function ruleProperties(def: ComponentDefinition): RuleProperties {
  let found = cache.get(def);
  if (!found) {
    const clamped: (readonly [string, number, number])[] = [];
    const dates: string[] = [];
    const itemTexts: string[] = [];
    const componentIds: string[] = [];
    for (const [name, schema] of Object.entries(def.properties)) {
      if (schema.clamp) clamped.push([name, schema.clamp[0], schema.clamp[1]]);
      if (schema.date) dates.push(name);
      if (schema.itemTextRule) itemTexts.push(name);
      if (schema.componentId) componentIds.push(name);
    }
    found = { clamped, dates, itemTexts, componentIds };
    cache.set(def, found);
  }
  return found;
}
