/**
 * What dropping a form or a folder on a folder does (docs/designer.md, drag and drop), as pure functions:
 * the form list's tree, its table and the keyboard's 'Move to…' / 'Copy to…' pickers all ask here, so a
 * drag and its keyboard alternative never disagree. The server checks the same table (apps/server's
 * transfer service) and refuses what it forbids.
 */
import { Role } from '../../session/roles';

/** The three trees of the form list: the site's folders, the Shared forms and the curated folders. */
export type TreeKind = 'site' | 'shared' | 'curated';

/** What a drop does. */
export type DropAction = 'move' | 'copy' | 'none';

/** What is dragged: a form (with the folder it is in) or a folder (with its parent; null for a root). */
export interface Dragged {
  readonly kind: 'form' | 'folder';
  readonly tree: TreeKind;
  readonly id: string | number;
  /** The form's folder, or the folder's parent (null: a root folder, or a shared form). */
  readonly parentId: number | string | null;
}

/** A folder to drop on. Shared is no folder anyone can drop into. */
export interface DropTarget {
  readonly tree: TreeKind;
  /** The folder id (null for the Shared node, which holds no folders). */
  readonly id: number | string | null;
}

/**
 * The role table of drag and drop, for a form from tree `from` onto a folder of tree `to`. ProviderAdmin:
 * site to site move, site to curated copy, curated to site copy, curated to curated move, shared to site
 * copy. Other roles: site to site move, curated or shared to site copy. All else: none.
 */
export function formDropAction(role: Role, from: TreeKind, to: TreeKind): DropAction {
  if (role >= Role.ProviderAdmin) {
    if (from === 'site' && to === 'site') return 'move';
    if (from === 'site' && to === 'curated') return 'copy';
    if (from === 'curated' && to === 'site') return 'copy';
    if (from === 'curated' && to === 'curated') return 'move';
    if (from === 'shared' && to === 'site') return 'copy';
    return 'none';
  }
  if (role < Role.User) return 'none';
  if (from === 'site' && to === 'site') return 'move';
  if ((from === 'curated' || from === 'shared') && to === 'site') return 'copy';
  return 'none';
}

/** The parent of each folder of one tree, by id (null for a root). */
export type ParentOf = (tree: TreeKind, id: number | string) => number | string | null | undefined;

/** True when folder `target` is `folder` itself or lies below it (walking up from the target). */
export function isSelfOrDescendant(
  parentOf: ParentOf,
  tree: TreeKind,
  folder: number | string,
  target: number | string,
): boolean {
  const seen = new Set<number | string>();
  for (let at: number | string | null | undefined = target; at !== null && at !== undefined;) {
    if (String(at) === String(folder)) return true;
    if (seen.has(at)) return false;
    seen.add(at);
    at = parentOf(tree, at);
  }
  return false;
}

/**
 * What dropping `dragged` on `target` does for a user of `role`. Targets are folders only (never the
 * Shared node); a folder moves within its tree under the same table (there is no folder copy), never
 * into itself or a descendant, and a root folder never moves. Dropping where the thing already is does
 * nothing.
 */
export function dropAction(role: Role, dragged: Dragged, target: DropTarget, parentOf: ParentOf): DropAction {
  if (target.tree === 'shared' || target.id === null) return 'none';
  if (dragged.kind === 'form') {
    if (dragged.tree === target.tree && String(dragged.parentId) === String(target.id)) return 'none';
    return formDropAction(role, dragged.tree, target.tree);
  }
  if (dragged.tree === 'shared' || dragged.parentId === null) return 'none';
  if (formDropAction(role, dragged.tree, target.tree) !== 'move') return 'none';
  if (String(dragged.parentId) === String(target.id)) return 'none';
  if (isSelfOrDescendant(parentOf, target.tree, dragged.id, target.id)) return 'none';
  return 'move';
}
