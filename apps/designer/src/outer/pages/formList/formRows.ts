/**
 * The rows of the form table for the selected folder, and the empty-list text when there are none
 * (docs/designer.md, form list screen), as pure functions of what the server answered.
 */
import type { TreeKind } from '@formwright/api';
import type { FolderNode, TreeFolder } from './folderTree';
import type { ListedForm, SharedForm } from './useFormListData';
import { formatDateTime } from '../../../shared/dates';

/** The empty-list texts of the spec. */
export const EMPTY = {
  loading: 'Loading, please wait...',
  noData: 'Currently no data available',
  noForms: 'No forms exist yet, create one!',
  noVersions: 'No versions available...',
} as const;

/** One row of the form table. */
export interface FormRow {
  readonly id: string;
  readonly name: string;
  readonly version: number | undefined;
  /** When the form last changed (or was created), as the server sent it. */
  readonly modified: string | undefined;
  readonly deleted: boolean;
  readonly tree: TreeKind;
  /** The folder the form is in (null for a shared form). */
  readonly folderId: number | null;
  /** The sharing site's name (shared forms only). */
  readonly siteName?: string;
}

/** An answer that should be a list, or nothing (a stand-in server may answer HTML). */
export function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function rowOf(f: ListedForm, tree: TreeKind, folderId: number | null): FormRow {
  return {
    id: f.Id,
    name: f.Name,
    version: f.Version,
    modified: f.Modified ?? f.Created,
    deleted: f.Deleted === true,
    tree,
    folderId,
  };
}

/** What the table needs to know about the tree and the answers. */
export interface RowsInput {
  readonly selected: FolderNode | undefined;
  /** The folder ids each tree knows: a form in an unknown folder is listed in the tree's root. */
  readonly siteFolders: readonly TreeFolder[];
  readonly curatedFolders: readonly TreeFolder[];
  readonly siteRootId: number;
  readonly curatedRootId: number | undefined;
  readonly siteForms: unknown;
  readonly curatedForms: unknown;
  readonly sharedForms: unknown;
  readonly showDeleted: boolean;
}

/** The folder a form is listed in: its own when the tree knows it, else the tree's root. */
function placedIn(
  folderId: number | null | undefined,
  known: readonly TreeFolder[],
  root: number | undefined,
): number | null {
  if (folderId !== null && folderId !== undefined && known.some((f) => String(f.Id) === String(folderId)))
    return folderId;
  return root ?? null;
}

/** The rows of the selected folder, by name; deleted forms only when they are asked for. */
export function rowsFor(input: RowsInput): FormRow[] {
  const node = input.selected;
  if (!node) return [];
  let rows: FormRow[];
  if (node.tree === 'shared') {
    rows = listOf<SharedForm>(input.sharedForms).map((s) => ({
      id: s.Id,
      name: s.Name,
      version: s.LatestVersion,
      modified: s.Created,
      deleted: false,
      tree: 'shared' as const,
      folderId: null,
      siteName: s.SiteName,
    }));
  } else {
    const site = node.tree === 'site';
    const forms = listOf<ListedForm>(site ? input.siteForms : input.curatedForms);
    const known = site ? input.siteFolders : input.curatedFolders;
    const root = site ? input.siteRootId : input.curatedRootId;
    rows = forms
      .map((f) => rowOf(f, node.tree, placedIn(f.FolderId, known, root)))
      .filter((r) => String(r.folderId) === String(node.id));
  }
  return rows.filter((r) => input.showDeleted || !r.deleted).sort((a, b) => a.name.localeCompare(b.name));
}

/** The text shown instead of an empty table, or undefined when there are rows. */
export function emptyText(
  rows: readonly FormRow[],
  state: { readonly pending: boolean; readonly failed: boolean; readonly tree: TreeKind | undefined },
): string | undefined {
  if (rows.length > 0) return undefined;
  if (state.pending) return EMPTY.loading;
  if (state.failed) return EMPTY.noData;
  return state.tree === 'site' || state.tree === undefined ? EMPTY.noForms : EMPTY.noData;
}

/** A timestamp as the table shows it (the designer's one date format, layout/dates.ts). */
export const formatModified = formatDateTime;
