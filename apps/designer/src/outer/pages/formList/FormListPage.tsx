/**
 * The form list screen (docs/designer.md, form list screen; docs/form-list.md): the folder tree (the
 * site's folders, Shared, the curated folders) with its toolbox, the forms of the selected folder with
 * New, Demo, Import from File, the openEHR and package imports, Show deleted forms and Export all forms,
 * drag and drop under the role rules with 'Move to…' / 'Copy to…' for the keyboard, the versions dialog,
 * the copy prompt and the first-use tutorial.
 */
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FhirImport } from '../../fhirImport/FhirImport';
import { FileButton } from '../../layout/FileButton';
import { MrrtImport } from '../../mrrtImport/MrrtImport';
import { OpenEhrImport } from '../../openehrImport/OpenEhrImport';
import { hasRole, Role } from '../../session/roles';
import { useApp } from '../../session/SessionContext';
import { dropAction, type DropAction, type Dragged } from '@formwright/api';
import { FolderPicker } from './FolderPicker';
import { draggedFolder, FolderTree } from './FolderTree';
import {
  buildTree,
  DEFAULT_FOLDER_ID,
  indexTree,
  initialExpanded,
  parentLookup,
  pathName,
  resolveSelection,
  type FolderNode,
  type TreeFolder,
} from './folderTree';
import { draggedForm, FormTable, type RowAbilities } from './FormTable';
import { emptyText, listOf, rowsFor, type FormRow } from './formRows';
import { ONLY_EMPTY } from './messages';
import { RenameFolderDialog } from './RenameFolderDialog';
import { Tutorial } from './Tutorial';
import { useFormListActions } from './useFormListActions';
import { useFormListData } from './useFormListData';
import { VersionsDialog } from './VersionsDialog';

/** The local-storage key of the selected folder. */
export const SELECTED_FOLDER_KEY = 'formwright.formList.folder';
/** The session-storage key set when the tutorial was closed in this session. */
export const TUTORIAL_CLOSED_KEY = 'formwright.tutorialClosed';

function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function store(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

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
  const providerAdmin = role >= Role.ProviderAdmin;
  const [kept, setKept] = useState<string | null>(() => stored(() => localStorage, SELECTED_FOLDER_KEY));
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const [versionsOf, setVersionsOf] = useState<FormRow | undefined>(undefined);
  const [picking, setPicking] = useState<Picking | undefined>(undefined);
  const [renaming, setRenaming] = useState<FolderNode | undefined>(undefined);
  const [importNote, setImportNote] = useState<string | undefined>(undefined);
  const [tutorialOpen, setTutorialOpen] = useState(
    () => session.showTutorial && stored(() => sessionStorage, TUTORIAL_CLOSED_KEY) !== 'true',
  );
  const dragging = useRef<Dragged | null>(null);

  // The tree. Without an answer (or an empty one) the site still has its root, the default folder 1.
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
  const selected = index.get(selectedKey);
  const root = nodes.find((n) => n.tree === 'site');
  const curatedRoot = nodes.find((n) => n.tree === 'curated');
  const expandedKeys = expanded ?? initialExpanded(nodes, selectedKey);

  const select = (key: string) => {
    setKept(key);
    store(() => localStorage, SELECTED_FOLDER_KEY, key);
  };
  const expand = (key: string) => setExpanded(new Set([...expandedKeys, key]));
  const actions = useFormListActions({ select, expand });

  // The table.
  const rowsOf = (node: FolderNode | undefined, deleted: boolean) =>
    rowsFor({
      selected: node,
      siteFolders,
      curatedFolders,
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

  // What each thing may do under the role rules.
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
  const query_ = newFolderId === null || newFolderId === undefined ? '' : `?folder=${newFolderId}`;

  const closeTutorial = () => {
    setTutorialOpen(false);
    store(() => sessionStorage, TUTORIAL_CLOSED_KEY, 'true');
  };

  return (
    <div className="fw-form-list" data-tutorial="form-list">
      <div className="fw-folder-pane">
        <div className="fw-toolbar fw-folder-tools" role="group" aria-label="Folder">
          <button
            type="button"
            disabled={!data.server}
            onClick={() => void actions.newFolder(selected?.tree === 'site' && selected ? selected : root!)}
            title="New folder in the selected site folder"
          >
            New folder
          </button>
          <button
            type="button"
            disabled={!canChange(selected)}
            onClick={() => setRenaming(selected)}
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
              onClick={() =>
                setPicking({ dragged: draggedFolder(selected), name: selected.name, action: 'move' })
              }
            >
              Move to…
            </button>
          ) : null}
          {providerAdmin && data.server && curatedRoot ? (
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
        {data.siteFolders.isError && data.server ? (
          <p className="fw-empty">Currently no data available</p>
        ) : null}
        <FolderTree
          nodes={nodes}
          index={index}
          selectedKey={selectedKey}
          onSelect={select}
          expanded={expandedKeys}
          onExpandedChange={setExpanded}
          role={role}
          parentOf={parentOf}
          dragging={dragging}
          onDrop={(dragged, target, action) => void actions.drop(dragged, target, action)}
        />
      </div>
      <div className="fw-forms-pane">
        <h1 className="fw-list-title">{selected ? pathName(nodes, selectedKey, index) : 'Forms'}</h1>
        <div className="fw-toolbar">
          <Link to={`/new${query_}`}>New form</Link>
          <Link to={`/demo${query_}`}>Demo</Link>
          <Link to={`/fromFile${query_}`}>Import from File</Link>
          <OpenEhrImport folderId={newFolderId ?? null} />
          <MrrtImport folderId={newFolderId ?? null} />
          <FhirImport folderId={newFolderId ?? null} />
          {data.server && newFolderId !== null && newFolderId !== undefined ? (
            <FileButton
              accept=".fp,.json"
              onFile={(file) =>
                void file
                  .text()
                  .then((text) => actions.importPackage(newFolderId, text))
                  .then((n) => setImportNote(`${n} form${n === 1 ? '' : 's'} imported`))
                  .catch((error: unknown) => setImportNote((error as Error).message))
              }
            >
              Import package (.fp)
            </FileButton>
          ) : null}
          <span className="fw-nav-spacer" />
          <label className="fw-check">
            <input type="checkbox" checked={showDeleted} onChange={(e) => setShowDeleted(e.target.checked)} />
            Show deleted forms
          </label>
          {data.server && hasRole(role, Role.Admin) ? (
            <button
              type="button"
              onClick={() =>
                void actions.exportAll().catch((e: unknown) => window.alert((e as Error).message))
              }
            >
              Export all forms
            </button>
          ) : null}
        </div>
        {importNote ? (
          <p role="status" className="fw-note">
            {importNote}
          </p>
        ) : null}
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
