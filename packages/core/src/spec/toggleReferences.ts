import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { listInstanceTemplate } from './formulaNames';
import type { FormSpec } from './model';
import { referenceHint } from './nameHints';

/**
 * A Button's `toggleComponentId` must name a component (docs/diagnostics.md#diagnostics 'Unrecognized reference'), or a
 * list item's instance (`lesions_2_size`), or an id written on an entry dropped for its own errors.
 */
export function checkToggleReferences(
  spec: FormSpec,
  diagnostics: Diagnostic[],
  droppedIds: (id: string) => boolean,
): void {
  for (const node of spec.all) {
    const target = node.props.toggleComponentId;
    if (node.type !== 'Button' || typeof target !== 'string') continue;
    if (spec.byId.has(target) || listInstanceTemplate(spec, target) || droppedIds(target)) continue;
    diagnostics.push(
      createDiagnostic('unrecognized-reference', {
        params: { name: target, hint: referenceHint(target, spec, () => undefined) },
        ...(node.propRanges.toggleComponentId ? { range: node.propRanges.toggleComponentId } : {}),
        path: [...node.path, 'toggleComponentId'],
        componentId: node.id,
        property: 'toggleComponentId',
      }),
    );
  }
}
