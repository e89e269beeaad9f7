import type { ComponentDefinition } from './definition';
import { numberDefinition } from './number/definition';

/** Every component type, in catalogue order. An explicit list: no registration by import side effect. */
export const componentDefinitions: readonly ComponentDefinition[] = [numberDefinition];

const byName = new Map<string, ComponentDefinition>();
for (const def of componentDefinitions) {
  byName.set(def.type, def);
  for (const alias of def.aliases ?? []) byName.set(alias, def);
}

/** Finds a definition by type name or alias. */
export function getComponentDefinition(type: string): ComponentDefinition | undefined {
  return byName.get(type);
}
