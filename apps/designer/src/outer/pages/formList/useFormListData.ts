/**
 * The form list's server state (TanStack Query): the site's folders, the curated folders and forms, the
 * shared forms and the site's forms. In local mode (no server) there is one root folder, 'Local forms'
 * (id 1, the default folder id), holding every form kept in the browser; Shared and the curated folders
 * need the server and are not shown.
 */
import { useQuery } from '@tanstack/react-query';
import type { ListedForm } from '../../api/formRepository';
import { useApp } from '../../session/SessionContext';
import { queryKeys } from '../../api/queries';
import { DEFAULT_FOLDER_ID, type TreeFolder } from './folderTree';

/** The one folder of local mode. */
export const LOCAL_ROOT: TreeFolder = { Id: DEFAULT_FOLDER_ID, FolderName: 'Local forms', ParentId: null };

export type { ListedForm };

/** A shared form as the server lists it. */
export type { SharedTemplate as SharedForm } from '@formwright/api';

/** Everything the form list shows, each part with its own loading and error state. */
export function useFormListData() {
  const { ops, forms, session } = useApp();
  const server = forms.mode === 'server';
  const siteFolders = useQuery({
    queryKey: queryKeys.siteFolders(forms.mode),
    queryFn: async () => (server ? await ops.getSiteFolders() : [LOCAL_ROOT]),
  });
  const curatedFolders = useQuery({
    queryKey: queryKeys.curatedFolders,
    queryFn: () => ops.getFormwrightFolders(),
    enabled: server,
  });
  const siteForms = useQuery({
    queryKey: queryKeys.siteForms(forms.mode),
    queryFn: () => forms.list(),
  });
  const curatedForms = useQuery({
    queryKey: queryKeys.curatedForms,
    queryFn: () => ops.getFormwrightTemplates(),
    enabled: server,
  });
  const sharedForms = useQuery({
    queryKey: queryKeys.sharedForms,
    queryFn: () => ops.getSharedTemplates(),
    enabled: server,
  });
  return {
    server,
    role: session.user?.Role,
    siteFolders,
    curatedFolders,
    siteForms,
    curatedForms,
    sharedForms,
  };
}

/** The data's type. */
export type FormListData = ReturnType<typeof useFormListData>;
