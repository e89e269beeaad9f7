/**
 * The data provider screen (/DataProviders): the site's providers in a table Id / Uid / Version, Add,
 * an edit form per provider, delete with a confirmation, and the import of `.srtbp` provider packages
 * (ProviderImport: drag and drop or Load, then 'Add selected'). Internal providers and GenericDataProvider
 * are never deleted; a failed call shows its message.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import type { DataProvider } from '../../api/types';
import { useApp } from '../../session/SessionContext';
import { queryKeys, serverQueries, useServerWrite } from '../../api/queries';
import { errorText, FailureAlert, ListTable, ServerList } from '../../layout/ServerList';
import { ProviderForm } from './ProviderForm';
import { ProviderImport } from './ProviderImport';
import {
  CANNOT_DELETE,
  DELETE_FAILED,
  NO_PROVIDERS,
  SAMPLE_TEST_DATA,
  SAVE_FAILED,
  deleteQuestion,
  isProtected,
  type EditedProvider,
  type ProviderSave,
} from './providerRules';

const NEW_PROVIDER: EditedProvider = { Id: '', Uid: '', Version: 1, MockData: SAMPLE_TEST_DATA };

/** The data provider page. */
export default function DataProvidersPage() {
  const { ops } = useApp();
  const providers = useQuery(serverQueries.providers(ops));
  const failure = providers.error ? errorText(providers.error) : undefined;
  const [editing, setEditing] = useState<EditedProvider | undefined>(undefined);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.providers });
  const saving = useServerWrite(
    (provider: ProviderSave) => ops.saveProvider(provider),
    [queryKeys.providers],
  );
  const deleting = useServerWrite((dbId: number) => ops.deleteProvider(dbId), [queryKeys.providers]);

  const save = (provider: ProviderSave) =>
    saving.mutate(provider, {
      onSuccess: () => setEditing(undefined),
      onError: () => window.alert(SAVE_FAILED),
    });
  const remove = (provider: DataProvider) => {
    if (isProtected(provider)) {
      window.alert(CANNOT_DELETE);
      return;
    }
    if (!window.confirm(deleteQuestion(provider.Id)) || provider.DbId === undefined) return;
    deleting.mutate(provider.DbId, { onError: () => window.alert(DELETE_FAILED) });
  };

  return (
    <div className="fw-data-providers">
      <h1>Data providers</h1>
      <FailureAlert failure={failure} />
      <Button onPress={() => setEditing(NEW_PROVIDER)}>Add</Button>
      {editing ? (
        <ProviderForm
          key={String(editing.DbId ?? 'new')}
          provider={editing}
          onSave={save}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      <ServerList items={providers.data} failure={failure} empty={NO_PROVIDERS}>
        {(providers) => (
          <ListTable columns={['Id', 'Uid', 'Version', { hidden: 'Actions' }]}>
            {providers.map((p) => (
              <tr key={String(p.DbId ?? p.Id)}>
                <td>{p.Id}</td>
                <td>{p.Uid}</td>
                <td>{p.Version}</td>
                <td>
                  <Button aria-label={`Edit ${p.Id}`} onPress={() => setEditing(p)}>
                    Edit
                  </Button>
                  <Button aria-label={`Delete ${p.Id}`} onPress={() => remove(p)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ServerList>
      <ProviderImport onAdded={refresh} />
    </div>
  );
}
