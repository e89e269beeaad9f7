/**
 * The folder pane's toolbox: New folder (in the selected site folder), Rename and Delete (not a root;
 * Delete only an empty folder), 'Move to…' for the keyboard, and + for a curated folder (ProviderAdmin).
 */
import type { Dragged } from '@formwright/api';
import { draggedFolder } from './FolderTree';
import type { FolderNode } from './folderTree';
import type { FormListRules } from './formListRules';
import { ONLY_EMPTY } from './messages';
import type { useFormListActions } from './useFormListActions';
import type { FolderSelection } from './useFolderSelection';

/** Props of FolderTools. */
export interface FolderToolsProps {
  readonly tree: FolderSelection;
  readonly rules: FormListRules;
  readonly server: boolean;
  readonly actions: ReturnType<typeof useFormListActions>;
  readonly onRename: (node: FolderNode) => void;
  readonly onPick: (pick: { dragged: Dragged; name: string; action: 'move' }) => void;
}

/** The folder toolbox. */
export function FolderTools({ tree, rules, server, actions, onRename, onPick }: FolderToolsProps) {
  const { selected, root, curatedRoot, index, selectedKey } = tree;
  const { canChange, isEmpty, folderMoves, providerAdmin } = rules;
  return (
    <div className="fw-toolbar fw-folder-tools" role="group" aria-label="Folder">
      <button
        type="button"
        disabled={!server}
        onClick={() => void actions.newFolder(selected?.tree === 'site' && selected ? selected : root!)}
        title="New folder in the selected site folder"
      >
        New folder
      </button>
      <button
        type="button"
        disabled={!canChange(selected)}
        onClick={() => selected && onRename(selected)}
        title={selected?.parentId === null ? 'A root folder cannot be renamed' : undefined}
      >
        Rename
      </button>
      <button
        type="button"
        disabled={!canChange(selected) || !selected || !isEmpty(selected)}
        title={selected && canChange(selected) && !isEmpty(selected) ? ONLY_EMPTY : undefined}
        onClick={() => {
          if (!selected) return;
          const parent = [...index.values()].find(
            (n) => n.tree === selected.tree && String(n.id) === String(selected.parentId),
          );
          void actions.deleteFolder(selected, parent?.key ?? root?.key ?? selectedKey);
        }}
      >
        Delete
      </button>
      {folderMoves.length > 0 && selected ? (
        <button
          type="button"
          aria-label={`Move folder ${selected.name} to…`}
          onClick={() => onPick({ dragged: draggedFolder(selected), name: selected.name, action: 'move' })}
        >
          Move to…
        </button>
      ) : null}
      {providerAdmin && server && curatedRoot ? (
        <button
          type="button"
          aria-label="New curated folder"
          title="New curated folder"
          onClick={() => void actions.newFolder(selected?.tree === 'curated' ? selected : curatedRoot)}
        >
          +
        </button>
      ) : null}
    </div>
  );
}
