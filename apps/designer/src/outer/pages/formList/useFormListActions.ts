/**
 * What the form list does on the server: moves and copies (by drag or by 'Move to…'), folder New,
 * Rename, Delete and the curated '+', soft delete and restore, the copy prompt, export all and package
 * import. Each refreshes what it changed; a failure shows the spec's message.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Folder } from '../../api/types';
import { useApp } from '../../session/SessionContext';
import { queryKeys } from '../../api/queries';
import { downloadText } from '../editor/exportFile';
import type { DropAction, Dragged } from '@formwright/api';
import type { FolderNode } from './folderTree';
import { folderKey } from './folderTree';
import type { FormRow } from './formRows';
import {
  copyPrompt,
  DELETE_FOLDER_FAILED,
  DELETE_FORM_FAILED,
  MOVE_FAILED,
  NEW_FOLDER_NAME,
  PACKAGE_FILE,
} from './messages';

/** Hooks the page passes in: selecting and expanding folders. */
export interface ActionHost {
  readonly select: (key: string) => void;
  readonly expand: (key: string) => void;
}

/** The actions, bound to the app's operations and query cache. */
export function useFormListActions(host: ActionHost) {
  const { ops, forms } = useApp();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.forms }),
      queryClient.invalidateQueries({ queryKey: queryKeys.folders }),
    ]);
  };

  /** Carries out an allowed drop (or the picker's choice). */
  const drop = async (dragged: Dragged, target: FolderNode, action: Exclude<DropAction, 'none'>) => {
    if (target.id === null) return;
    try {
      if (dragged.kind === 'folder') await ops.moveFolder(dragged.id, target.id);
      else if (action === 'move') await ops.moveTemplate(String(dragged.id), target.id);
      else await ops.copyTemplate(String(dragged.id), target.id);
      if (dragged.kind === 'folder') host.expand(target.key);
    } catch (error) {
      console.error(error);
      window.alert(MOVE_FAILED);
    }
    await refresh();
  };

  /** A new folder named 'New Folder' below `parent`, selected once made. */
  const newFolder = async (parent: FolderNode) => {
    // A stand-in server may answer nothing: the new folder is selected only when it came back.
    const made: Folder | undefined =
      parent.tree === 'curated'
        ? await ops.saveFormwrightFolder(null, NEW_FOLDER_NAME, parent.id)
        : await ops.saveFolder(null, NEW_FOLDER_NAME, parent.id);
    await refresh();
    host.expand(parent.key);
    if (made && made.Id !== undefined) host.select(folderKey(parent.tree, made.Id));
  };

  const renameFolder = async (node: FolderNode, name: string) => {
    if (node.tree === 'curated') await ops.saveFormwrightFolder(node.id, name, node.parentId);
    else await ops.saveFolder(node.id, name, node.parentId);
    await refresh();
  };

  const deleteFolder = async (node: FolderNode, parentKey: string) => {
    try {
      await ops.deleteFolder(node.id ?? '');
      host.select(parentKey);
    } catch (error) {
      console.error(error);
      window.alert(DELETE_FOLDER_FAILED);
    }
    await refresh();
  };

  const setDeleted = async (row: FormRow, deleted: boolean) => {
    try {
      await forms.setDeleted(row.id, deleted);
    } catch (error) {
      console.error(error);
      window.alert(DELETE_FORM_FAILED);
    }
    await refresh();
  };

  /** Asks, then copies a shared or curated form into the site's root folder and lists it there. */
  const copyToRoot = async (row: FormRow, root: FolderNode) => {
    if (root.id === null || !window.confirm(copyPrompt(root.name))) return;
    try {
      await ops.copyTemplate(row.id, root.id);
      host.select(root.key);
    } catch (error) {
      console.error(error);
      window.alert(MOVE_FAILED);
    }
    await refresh();
  };

  /** Downloads the latest version of every form of the site as FormPackage.fp. */
  const exportAll = async () => {
    const all = await ops.getAllLatestVersions();
    downloadText(PACKAGE_FILE, JSON.stringify(all, null, 2));
  };

  /** Imports the forms of a package (.fp) into a folder; answers how many. */
  const importPackage = async (folderId: number, text: string): Promise<number> => {
    const doc = JSON.parse(text) as unknown;
    const list = Array.isArray(doc)
      ? doc
      : doc && typeof doc === 'object' && Array.isArray((doc as { Forms?: unknown }).Forms)
        ? (doc as { Forms: unknown[] }).Forms
        : [doc];
    await ops.importFormPackage(folderId, list);
    await refresh();
    return list.length;
  };

  return {
    drop,
    newFolder,
    renameFolder,
    deleteFolder,
    setDeleted,
    copyToRoot,
    exportAll,
    importPackage,
    refresh,
  };
}
