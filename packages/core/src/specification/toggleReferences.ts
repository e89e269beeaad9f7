import { getComponentDefinition } from '../components';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { listInstanceTemplate } from './formulaNames';
import type { FormSpec } from './model';
import { referenceHint } from './nameHints';
import { ruleProperties } from './ruleProperties';

/**
 * A property the definition marks `componentId` (Button's `toggleComponentId`) must name a component
 * (docs/diagnostics.md#diagnostics 'Unrecognized reference'), or a list item's instance (`lesions_2_size`), or an id written
 * on an entry dropped for its own errors.
 */
export function checkToggleReferences(
  spec: FormSpec,
  diagnostics: Diagnostic[],
  droppedIds: (id: string) => boolean,
): void {
  for (const node of spec.all) {
    const def = getComponentDefinition(node.type);
    if (!def) continue;
    for (const property of ruleProperties(def).componentIds) {
      const target = node.props[property];
      if (typeof target !== 'string') continue;
      if (spec.byId.has(target) || listInstanceTemplate(spec, target) || droppedIds(target)) continue;
      const range = node.propRanges[property];
      diagnostics.push(
        createDiagnostic('unrecognized-reference', {
          params: { name: target, hint: referenceHint(target, spec, () => undefined) },
          ...(range ? { range } : {}),
          path: [...node.path, property],
          componentId: node.id,
          property,
        }),
      );
    }
  }
}
