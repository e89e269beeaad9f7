import { componentBehaviours } from '../components/behaviours';
import type { LoadedSpec } from '../specification/compiled/load';
import { createFormWith, type FormOptions, type FormStore } from './store';

/**
 * Creates a form store over a compiled form loaded by `loadCompiledSpec`: the engine reads the component
 * definitions the compiled form carries, so nothing of the authoring side (YAML, JSON Schema validation,
 * help texts) is needed. Options as for `createForm`.
 */
export function createLoadedForm(loaded: LoadedSpec, options: FormOptions = {}): FormStore {
  return createFormWith(loaded.spec, options, {
    definition: loaded.definitions,
    // The spec holds canonical type names (aliases resolved when it was parsed), so no alias lookup.
    behaviour: (type) => (Object.hasOwn(componentBehaviours, type) ? componentBehaviours[type] : undefined),
  });
}
