/**
 * The form list's folder tree as plain data (docs/designer.md, form list screen): the site's own folders,
 * the Shared node and the curated folders, each node with a key unique across the three, its depth and
 * its children; which nodes start expanded; and the selected folder with its fallback to the site root.
 */
import type { Folder } from '../../api/types';
import type { ParentOf, TreeKind } from '@formwright/api';

/** The default folder id when the site's root is not known (docs/designer.md, limits). */
export const DEFAULT_FOLDER_ID = 1;
/** The key of the Shared node (it holds the forms other sites share, and no folders). */
export const SHARED_KEY = 'shared';
/** Nodes at this depth and below start collapsed (the section roots are depth 1). */
export const COLLAPSED_FROM_DEPTH = 2;

/** A folder as the tree reads it: the server's, or the root the designer stands in for a site without an answer or for local mode. */
export type TreeFolder = Pick<Folder, 'Id' | 'FolderName' | 'ParentId'>;

/** One node of the tree. */
export interface FolderNode {
  /** `site:ID`, `curated:ID` or `shared`. */
  readonly key: string;
  readonly tree: TreeKind;
  /** The folder id; null for the Shared node. */
  readonly id: number | null;
  readonly name: string;
  /** The parent's folder id (null for a root and for Shared). */
  readonly parentId: number | null;
  /** 1 for a section root. */
  readonly depth: number;
  readonly children: readonly FolderNode[];
}

/** The key of folder `id` in tree `tree`. */
export function folderKey(tree: TreeKind, id: number | string | null): string {
  return id === null || tree === 'shared' ? SHARED_KEY : `${tree}:${id}`;
}

/** The folders of one tree as nodes: roots (no parent, or a parent not in the list) first by id. */
export function forestOf(folders: readonly TreeFolder[], tree: 'site' | 'curated'): FolderNode[] {
  const ids = new Set(folders.map((f) => String(f.Id)));
  const byParent = new Map<string, TreeFolder[]>();
  for (const f of folders) {
    const parent = f.ParentId === null || !ids.has(String(f.ParentId)) ? '' : String(f.ParentId);
    byParent.set(parent, [...(byParent.get(parent) ?? []), f]);
  }
  const build = (f: TreeFolder, depth: number, seen: ReadonlySet<string>): FolderNode => {
    const inside = new Set(seen).add(String(f.Id));
    const children = (byParent.get(String(f.Id)) ?? [])
      .filter((c) => !inside.has(String(c.Id)))
      .sort((a, b) => a.FolderName.localeCompare(b.FolderName))
      .map((c) => build(c, depth + 1, inside));
    return {
      key: folderKey(tree, f.Id),
      tree,
      id: f.Id,
      name: f.FolderName,
      parentId: depth === 1 ? null : f.ParentId,
      depth,
      children,
    };
  };
  return (byParent.get('') ?? [])
    .sort((a, b) => Number(a.Id) - Number(b.Id))
    .map((f) => build(f, 1, new Set()));
}

/** The whole tree: the site's folders, then Shared (when shown), then the curated folders. */
export function buildTree(input: {
  readonly site: readonly TreeFolder[];
  readonly curated: readonly TreeFolder[];
  readonly shared: boolean;
}): FolderNode[] {
  const shared: FolderNode[] = input.shared
    ? [{ key: SHARED_KEY, tree: 'shared', id: null, name: 'Shared', parentId: null, depth: 1, children: [] }]
    : [];
  return [...forestOf(input.site, 'site'), ...shared, ...forestOf(input.curated, 'curated')];
}

/** Every node of the tree, depth first, by key. */
export function indexTree(nodes: readonly FolderNode[]): Map<string, FolderNode> {
  const index = new Map<string, FolderNode>();
  const walk = (list: readonly FolderNode[]) => {
    for (const n of list) {
      index.set(n.key, n);
      walk(n.children);
    }
  };
  walk(nodes);
  return index;
}

/** The parent lookup the drag rules need, over an index. */
export function parentLookup(index: ReadonlyMap<string, FolderNode>): ParentOf {
  return (tree, id) => index.get(folderKey(tree, id))?.parentId;
}

/** The site's root folder (the first root of the site tree), if known. */
export function siteRoot(nodes: readonly FolderNode[]): FolderNode | undefined {
  return nodes.find((n) => n.tree === 'site');
}

/**
 * The selected folder's key: the one kept when it is still in the tree, otherwise the site's root
 * folder, otherwise the default folder id 1.
 */
export function resolveSelection(
  kept: string | null | undefined,
  index: ReadonlyMap<string, FolderNode>,
  nodes: readonly FolderNode[],
): string {
  if (kept && index.has(kept)) return kept;
  return siteRoot(nodes)?.key ?? folderKey('site', DEFAULT_FOLDER_ID);
}

/**
 * The keys expanded at first sight: the section roots (depth 1), so their children show while nodes from
 * depth 2 down start collapsed; and the ancestors of the selected folder, so it is visible.
 */
export function initialExpanded(nodes: readonly FolderNode[], selected: string | undefined): Set<string> {
  const expanded = new Set<string>();
  for (const n of nodes) if (n.depth < COLLAPSED_FROM_DEPTH && n.children.length > 0) expanded.add(n.key);
  if (selected) for (const key of ancestorsOf(nodes, selected)) expanded.add(key);
  return expanded;
}

/** The keys of the nodes above `key`, root first. */
export function ancestorsOf(nodes: readonly FolderNode[], key: string): string[] {
  const path: string[] = [];
  const find = (list: readonly FolderNode[]): boolean => {
    for (const n of list) {
      if (n.key === key) return true;
      path.push(n.key);
      if (find(n.children)) return true;
      path.pop();
    }
    return false;
  };
  return find(nodes) ? path : [];
}

/** A folder's path for pickers and labels: 'Demo Hospital / Lungs / CT'. */
export function pathName(
  nodes: readonly FolderNode[],
  key: string,
  index: ReadonlyMap<string, FolderNode>,
): string {
  return [...ancestorsOf(nodes, key), key].map((k) => index.get(k)?.name ?? '').join(' / ');
}
