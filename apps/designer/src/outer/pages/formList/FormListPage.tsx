/**
 * The form list screen (docs/designer.md, form list screen; docs/form-list.md): the folder tree (the
 * site's folders, Shared, the curated folders) with its toolbox (FolderTools), the forms of the selected
 * folder with New, Demo, Import from File, the openEHR and package imports, Show deleted forms and Export
 * all forms (FormsToolbar), drag and drop under the role rules (formListRules) with 'Move to…' / 'Copy to…'
 * for the keyboard, the versions dialog, the copy prompt and the first-use tutorial.
 */
import { useRef, useState } from 'react';
import { Role } from '../../session/roles';
import { useApp } from '../../session/SessionContext';
import type { DropAction, Dragged } from '@formwright/api';
import { FolderPicker } from './FolderPicker';
import { FolderTools } from './FolderTools';
import { FolderTree } from './FolderTree';
import { pathName, type FolderNode } from './folderTree';
import { formListRules } from './formListRules';
import { FormsToolbar } from './FormsToolbar';
import { draggedForm, FormTable } from './FormTable';
import type { FormRow } from './formRows';
import { RenameFolderDialog } from './RenameFolderDialog';
import { Tutorial } from './Tutorial';
import { store, stored, useFolderSelection } from './useFolderSelection';
import { useFormListActions } from './useFormListActions';
import { useFormListData } from './useFormListData';
import { VersionsDialog } from './VersionsDialog';

export { SELECTED_FOLDER_KEY } from './useFolderSelection';
/** The session-storage key set when the tutorial was closed in this session. */
export const TUTORIAL_CLOSED_KEY = 'formwright.tutorialClosed';

/** A picker open for one form or folder. */
interface Picking {
  readonly dragged: Dragged;
  readonly name: string;
  readonly action: Exclude<DropAction, 'none'>;
}

/** The form list screen. */
export default function FormListPage() {
  const { session, ops } = useApp();
  const data = useFormListData();
  const role = session.user?.Role ?? Role.None;
  const [showDeleted, setShowDeleted] = useState(false);
  const [versionsOf, setVersionsOf] = useState<FormRow | undefined>(undefined);
  const [picking, setPicking] = useState<Picking | undefined>(undefined);
  const [renaming, setRenaming] = useState<FolderNode | undefined>(undefined);
  const [tutorialOpen, setTutorialOpen] = useState(
    () => session.showTutorial && stored(() => sessionStorage, TUTORIAL_CLOSED_KEY) !== 'true',
  );
  const dragging = useRef<Dragged | null>(null);
  const tree = useFolderSelection(data, session);
  const { nodes, index, selectedKey, selected, root } = tree;
  const actions = useFormListActions({ select: tree.select, expand: tree.expand });
  const rules = formListRules(tree, data, role, showDeleted);
  const { rows, empty, targets, abilities } = rules;

  const closeTutorial = () => {
    setTutorialOpen(false);
    store(() => sessionStorage, TUTORIAL_CLOSED_KEY, 'true');
  };

  return (
    <div className="fw-form-list" data-tutorial="form-list">
      <div className="fw-folder-pane">
        <FolderTools
          tree={tree}
          rules={rules}
          server={data.server}
          actions={actions}
          onRename={setRenaming}
          onPick={setPicking}
        />
        {data.siteFolders.isError && data.server ? (
          <p className="fw-empty">Currently no data available</p>
        ) : null}
        <FolderTree
          nodes={nodes}
          index={index}
          selectedKey={selectedKey}
          onSelect={tree.select}
          expanded={tree.expandedKeys}
          onExpandedChange={tree.setExpanded}
          role={role}
          parentOf={tree.parentOf}
          dragging={dragging}
          onDrop={(dragged, target, action) => void actions.drop(dragged, target, action)}
        />
      </div>
      <div className="fw-forms-pane">
        <h1 className="fw-list-title">{selected ? pathName(nodes, selectedKey, index) : 'Forms'}</h1>
        <FormsToolbar
          newFolderId={rules.newFolderId}
          server={data.server}
          role={role}
          showDeleted={showDeleted}
          onShowDeleted={setShowDeleted}
          actions={actions}
        />
        {empty !== undefined ? (
          <p className="fw-empty">{empty}</p>
        ) : (
          <FormTable
            rows={rows}
            abilities={abilities}
            dragging={dragging}
            canDrag={(row) =>
              !row.deleted &&
              targets(draggedForm(row), 'move').length + targets(draggedForm(row), 'copy').length > 0
            }
            onCopyPrompt={(row) => root && void actions.copyToRoot(row, root)}
            onVersions={setVersionsOf}
            onPick={(row, action) => setPicking({ dragged: draggedForm(row), name: row.name, action })}
            onDelete={(row, deleted) => void actions.setDeleted(row, deleted)}
          />
        )}
      </div>
      {tutorialOpen ? (
        <Tutorial
          onClose={closeTutorial}
          onNeverAgain={() => {
            closeTutorial();
            void ops.setShowTutorial(false).catch((e: unknown) => console.error(e));
          }}
        />
      ) : null}
      {versionsOf ? (
        <VersionsDialog id={versionsOf.id} name={versionsOf.name} onClose={() => setVersionsOf(undefined)} />
      ) : null}
      {picking ? (
        <FolderPicker
          title={`${picking.action === 'move' ? 'Move' : 'Copy'} ${picking.name} to…`}
          targets={targets(picking.dragged, picking.action).map((n) => ({
            key: n.key,
            label: pathName(nodes, n.key, index),
          }))}
          onClose={() => setPicking(undefined)}
          onPick={(key) => {
            const target = index.get(key);
            const chosen = picking;
            setPicking(undefined);
            if (target) void actions.drop(chosen.dragged, target, chosen.action);
          }}
        />
      ) : null}
      {renaming ? (
        <RenameFolderDialog
          name={renaming.name}
          onClose={() => setRenaming(undefined)}
          onRename={(name) => {
            const node = renaming;
            setRenaming(undefined);
            void actions.renameFolder(node, name).catch((e: unknown) => window.alert((e as Error).message));
          }}
        />
      ) : null}
    </div>
  );
}
