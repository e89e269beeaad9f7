/**
 * What the form list shows and allows for the selected folder: its rows and empty-list text, and under
 * the role rules (packages/api's `dropAction`) where each form or folder may be moved or copied, what a
 * row may do, which folders may change, and the folder a new form starts in.
 */
import { dropAction, type DropAction, type Dragged } from '@formwright/api';
import { Role } from '../../session/roles';
import { DEFAULT_FOLDER_ID, type FolderNode } from './folderTree';
import { draggedFolder } from './FolderTree';
import { draggedForm, type RowAbilities } from './FormTable';
import { emptyText, rowsFor, type FormRow } from './formRows';
import type { FolderSelection } from './useFolderSelection';
import type { FormListData } from './useFormListData';

/** The rows, texts and rules of one render of the form list. */
export function formListRules(
  tree: FolderSelection,
  data: FormListData,
  role: Parameters<typeof dropAction>[0],
  showDeleted: boolean,
) {
  const { selected, root, curatedRoot, index, parentOf } = tree;
  const providerAdmin = role >= Role.ProviderAdmin;
  const rowsOf = (node: FolderNode | undefined, deleted: boolean) =>
    rowsFor({
      selected: node,
      siteFolders: tree.siteFolders,
      curatedFolders: tree.curatedFolders,
      siteRootId: root?.id ?? DEFAULT_FOLDER_ID,
      curatedRootId: curatedRoot?.id ?? undefined,
      siteForms: data.siteForms.data,
      curatedForms: data.curatedForms.data,
      sharedForms: data.sharedForms.data,
      showDeleted: deleted,
    });
  const rows = rowsOf(selected, showDeleted);
  const query =
    selected?.tree === 'shared'
      ? data.sharedForms
      : selected?.tree === 'curated'
        ? data.curatedForms
        : data.siteForms;
  const empty = emptyText(rows, {
    pending: query.isPending || (selected === undefined && data.siteFolders.isPending),
    failed: query.isError,
    tree: selected?.tree,
  });

  const targets = (dragged: Dragged, action: DropAction) =>
    [...index.values()].filter(
      (n) => dropAction(role, dragged, { tree: n.tree, id: n.id }, parentOf) === action,
    );
  const abilities = (row: FormRow): RowAbilities => {
    const own = row.tree === 'site' || (row.tree === 'curated' && providerAdmin);
    return {
      opens: own || providerAdmin,
      versions: own,
      move: targets(draggedForm(row), 'move').length > 0,
      copy: targets(draggedForm(row), 'copy').length > 0,
      remove: own && data.server,
    };
  };
  const writable = (node: FolderNode | undefined) =>
    data.server && node !== undefined && (node.tree === 'site' || (node.tree === 'curated' && providerAdmin));
  const canChange = (node: FolderNode | undefined) => writable(node) && node?.parentId !== null;
  const isEmpty = (node: FolderNode) => node.children.length === 0 && rowsOf(node, false).length === 0;
  const folderMoves = selected && canChange(selected) ? targets(draggedFolder(selected), 'move') : [];
  // New, Demo and Import from File start the form in the selected folder (or the site's root).
  const newFolderId = writable(selected) ? selected?.id : (root?.id ?? null);

  return { providerAdmin, rows, empty, targets, abilities, canChange, isEmpty, folderMoves, newFolderId };
}

/** The rules' type. */
export type FormListRules = ReturnType<typeof formListRules>;
