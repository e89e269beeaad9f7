import { createDiagnostic, type Diagnostic } from '../../diagnostics';

/** Ids named by a MirrorComponentValues argument: one id, or a list of ids (nested lists flattened). */
function idList(ids: unknown): string[] {
  if (Array.isArray(ids)) return ids.flatMap(idList);
  if (typeof ids === 'string') return ids === '' ? [] : [ids];
  if (typeof ids === 'number') return [String(ids)];
  return [];
}

/**
 * The host-side checks of MirrorComponentValues (docs/outputs.md#rich-text-tags, docs/diagnostics.md#diagnostics): a special id (starting with #:
 * #Report, #MandatoryFields, …) gives the mirror-special warning; an id that is not a component gives the
 * mirror-unknown error. The engine calls it with both the source and the target ids before mirroring.
 */
export function checkMirrorTargets(
  ids: unknown,
  knownIds: ReadonlySet<string> | readonly string[],
): Diagnostic[] {
  const known = knownIds instanceof Set ? knownIds : new Set(knownIds as readonly string[]);
  const out: Diagnostic[] = [];
  for (const id of idList(ids)) {
    if (id.startsWith('#')) out.push(createDiagnostic('mirror-special', { componentId: id }));
    else if (!known.has(id)) out.push(createDiagnostic('mirror-unknown', { componentId: id }));
  }
  return out;
}
