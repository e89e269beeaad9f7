import { createDiagnostic, type Diagnostic } from '../diagnostics';
import type { ComponentNode } from '../spec';
import { isFlatPath } from './openehr';

/**
 * 'openehr-invalid-id' for every written oEhrId that is no FLAT path, at the oEhrId: once per written
 * property (a List child's is not repeated per item). oEhrId is never a formula, so this is known before
 * the form runs: `formwright validate` and the outputs give the same warnings.
 */
export function openEhrIdDiagnostics(nodes: readonly ComponentNode[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const node of nodes) {
    const id = node.props.oEhrId;
    if (typeof id !== 'string' || isFlatPath(id)) continue;
    out.push(
      createDiagnostic('openehr-invalid-id', {
        params: { id },
        ...(node.propRanges.oEhrId ? { range: node.propRanges.oEhrId } : {}),
        path: [...node.path, 'oEhrId'],
        componentId: node.id,
        property: 'oEhrId',
      }),
    );
  }
  return out;
}
