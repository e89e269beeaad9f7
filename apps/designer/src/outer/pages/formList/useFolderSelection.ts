/**
 * The form list's folder tree and its selection: the tree built from the site's folders, Shared and the
 * curated folders (without an answer, or an empty one, the site still has its root, the default folder 1),
 * the selected folder kept in local storage (falling back when it is gone), and the expanded folders.
 */
import { useMemo, useState } from 'react';
import type { Session } from '../../session/startSession';
import {
  buildTree,
  DEFAULT_FOLDER_ID,
  indexTree,
  initialExpanded,
  parentLookup,
  resolveSelection,
  type TreeFolder,
} from './folderTree';
import { listOf } from './formRows';
import type { FormListData } from './useFormListData';

/** The local-storage key of the selected folder. */
export const SELECTED_FOLDER_KEY = 'formwright.formList.folder';

/** Reads `key` from a storage that may refuse (private mode): null then. */
export function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes `key` to a storage that may refuse (private mode). */
export function store(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/** The tree, its index and roots, the selected folder, the expanded folders, `select` and `expand`. */
export function useFolderSelection(data: FormListData, session: Session) {
  const [kept, setKept] = useState<string | null>(() => stored(() => localStorage, SELECTED_FOLDER_KEY));
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const siteName = session.sites.find((s) => s.IsCurrent)?.Name ?? session.sites[0]?.Name ?? 'Site';
  const siteFolders = useMemo<readonly TreeFolder[]>(() => {
    const listed = listOf<TreeFolder>(data.siteFolders.data);
    return listed.length > 0 || data.siteFolders.isPending
      ? listed
      : [{ Id: DEFAULT_FOLDER_ID, FolderName: siteName, ParentId: null }];
  }, [data.siteFolders.data, data.siteFolders.isPending, siteName]);
  const curatedFolders = useMemo(
    () => (data.server ? listOf<TreeFolder>(data.curatedFolders.data) : []),
    [data.server, data.curatedFolders.data],
  );
  const nodes = useMemo(
    () => buildTree({ site: siteFolders, curated: curatedFolders, shared: data.server }),
    [siteFolders, curatedFolders, data.server],
  );
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const parentOf = useMemo(() => parentLookup(index), [index]);
  const selectedKey = resolveSelection(kept, index, nodes);
  const expandedKeys = expanded ?? initialExpanded(nodes, selectedKey);

  const select = (key: string) => {
    setKept(key);
    store(() => localStorage, SELECTED_FOLDER_KEY, key);
  };
  const expand = (key: string) => setExpanded(new Set([...expandedKeys, key]));
  return {
    siteFolders,
    curatedFolders,
    nodes,
    index,
    parentOf,
    selectedKey,
    selected: index.get(selectedKey),
    root: nodes.find((n) => n.tree === 'site'),
    curatedRoot: nodes.find((n) => n.tree === 'curated'),
    expandedKeys,
    setExpanded,
    select,
    expand,
  };
}

/** The tree and selection's type. */
export type FolderSelection = ReturnType<typeof useFolderSelection>;
