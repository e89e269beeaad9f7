import { behaviourOfType } from '../components/behaviours';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import type { ComponentNode, Metadata } from '../specification';
import { isFlatPath } from './openehr';

/**
 * 'openehr-invalid-id' for every written oEhrId that is no FLAT path, at the oEhrId: once per written
 * property (a List child's is not repeated per item). oEhrId is never a formula, so this is known before
 * the form runs: `formwright validate` and the outputs give the same warnings. When the form records its
 * template (Metadata openEhrTemplate), also 'openehr-occurrence' for an oEhrId that indexes a node the
 * template allows only once, or a List on such a node (its items would be `:0`, `:1`).
 */
export function openEhrIdDiagnostics(
  nodes: readonly ComponentNode[],
  template?: Metadata['openEhrTemplate'],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const repeating = template ? new Set(template.repeating ?? []) : undefined;
  for (const node of nodes) {
    const id = node.props.oEhrId;
    if (typeof id !== 'string') continue;
    const at = {
      ...(node.propRanges.oEhrId ? { range: node.propRanges.oEhrId } : {}),
      path: [...node.path, 'oEhrId'],
      componentId: node.id,
      property: 'oEhrId',
    };
    if (!isFlatPath(id)) {
      out.push(createDiagnostic('openehr-invalid-id', { params: { id }, ...at }));
      continue;
    }
    if (!template || !repeating) continue;
    for (const { path, index } of occurrencesOf(id, behaviourOfType(node.type)?.openEhr === 'itemPath')) {
      if (repeating.has(path)) continue;
      out.push(
        createDiagnostic('openehr-occurrence', { params: { id, index, path, template: template.id }, ...at }),
      );
    }
  }
  return out;
}

/**
 * The occurrences an oEhrId names: each indexed segment (`event:1` → path up to `event`, index `:1`), and
 * for a List the whole path (its items are indexed).
 */
function occurrencesOf(id: string, isList: boolean): { path: string; index: string }[] {
  const segments = (id.split('|')[0] ?? '').split('/');
  const plain: string[] = [];
  const found: { path: string; index: string }[] = [];
  for (const segment of segments) {
    const m = /^(.*):(\d+)$/.exec(segment);
    plain.push(m ? m[1]! : segment);
    if (m) found.push({ path: plain.join('/'), index: `:${m[2]}` });
  }
  if (isList) found.push({ path: plain.join('/'), index: ':0' });
  return found;
}
