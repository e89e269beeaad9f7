/**
 * What dropping a form or a folder on a folder does (docs/designer.md, drag and drop), as pure functions,
 * written once for both sides of the wire: the designer's form list (its tree, its table and the keyboard's
 * 'Move to…' / 'Copy to…' pickers) asks here, so a drag and its keyboard alternative never disagree, and
 * the server's transfer service checks every move and copy against the same table and refuses what it
 * forbids.
 */
import { Role } from './roles';

/** The three trees of the form list: the site's folders, the Shared forms and the curated folders. */
export type TreeKind = 'site' | 'shared' | 'curated';

/** What a drop does. */
export type DropAction = 'move' | 'copy' | 'none';

/** What is dragged: a form (by its id, with the folder it is in) or a folder (with its parent; null for a root). */
export type Dragged =
  | {
      readonly kind: 'form';
      readonly tree: TreeKind;
      readonly id: string;
      /** The form's folder (null: a shared form). */
      readonly parentId: number | null;
    }
  | {
      readonly kind: 'folder';
      readonly tree: TreeKind;
      readonly id: number;
      /** The folder's parent (null: a root folder). */
      readonly parentId: number | null;
    };

/** A folder to drop on. Shared is no folder anyone can drop into. */
export interface DropTarget {
  readonly tree: TreeKind;
  /** The folder id (null for the Shared node, which holds no folders). */
  readonly id: number | null;
}

/**
 * The role table of drag and drop, for a form from tree `from` onto a folder of tree `to`. ProviderAdmin:
 * site to site move, site to curated copy, curated to site copy, curated to curated move, shared to site
 * copy. Other roles: site to site move, curated or shared to site copy. All else: none.
 */
export function formDropAction(role: number, from: TreeKind, to: TreeKind): DropAction {
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
export type ParentOf = (tree: TreeKind, id: number) => number | null | undefined;

/** True when folder `target` is `folder` itself or lies below it (walking up from the target). */
export function isSelfOrDescendant(
  parentOf: ParentOf,
  tree: TreeKind,
  folder: number,
  target: number,
): boolean {
  const seen = new Set<number>();
  for (let at: number | null | undefined = target; at !== null && at !== undefined;) {
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
export function dropAction(
  role: number,
  dragged: Dragged,
  target: DropTarget,
  parentOf: ParentOf,
): DropAction {
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
