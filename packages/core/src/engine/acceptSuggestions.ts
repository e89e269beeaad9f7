import type { Instance } from './model';
import { write } from './layers';

import type { LayersEngine } from './layers';

/** What acceptSuggestions.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type AcceptSuggestionsEngine = LayersEngine;

/** Whether a property holds true the way formulas and literals write it. */
function isTrue(v: unknown): boolean {
  return v === true || v === 'true';
}

/**
 * Accepting suggestions (docs/authoring.md#normals-suggested-values) as one user action: every visible,
 * enabled, empty input under `scope` (a Section or other container; every root for "form") whose valid
 * suggestion the engine offers (`props.suggestion`) gets it as user input. A field the user touched (its user
 * layer holds a value, even an emptied one) is never overwritten. The caller settles the formulas once.
 * Returns the ids written, or a refusal (hidden or disabled scope) that writes nothing.
 */
export function acceptSuggestions(
  engine: AcceptSuggestionsEngine,
  scope: Instance | 'form',
): { readonly written: readonly string[] } | { readonly refusal: string } {
  if (scope !== 'form') {
    if (!scope.visible) return { refusal: `${scope.id} is hidden` };
    for (let a: Instance | undefined = scope; a; a = a.parent ? engine.instances.get(a.parent) : undefined)
      if (isTrue(a.props.disabled)) return { refusal: `${scope.id} is disabled` };
  }
  const roots =
    scope === 'form' ? [...engine.instances.values()].filter((i) => i.parent === undefined) : [scope];
  const targets: Instance[] = [];
  const walk = (inst: Instance) => {
    if (inst.dead || !inst.visible || inst.containerDisabled || isTrue(inst.props.disabled)) return;
    if (inst.props.suggestion !== undefined && !('value' in inst.user)) targets.push(inst);
    for (const id of inst.children) {
      const child = engine.instances.get(id);
      if (child) walk(child);
    }
  };
  for (const r of roots) walk(r);
  const written: string[] = [];
  for (const inst of targets) {
    const value = inst.props.suggestion;
    if (value !== undefined && write(engine, inst, 'user', 'value', value)) written.push(inst.id);
  }
  return { written };
}
