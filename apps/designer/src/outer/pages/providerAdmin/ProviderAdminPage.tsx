/**
 * Provider-level administration (/FormwrightAdmin, role ProviderAdmin): the list of all sites with their
 * e-mail domain (changeable), create a site, and update a user's role on a site. A failed call shows its
 * message; a failed user update is an alert, a successful one alerts 'User updated successfully!'.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { Role } from '../../session/roles';
import { RolePicker } from '../../layout/RolePicker';
import { useApp } from '../../session/SessionContext';
import { queryKeys, serverQueries, useServerWrite } from '../../api/queries';
import { errorText, FailureAlert, ListTable, ServerList } from '../../layout/ServerList';

/** The alert after a successful user update. */
export const USER_UPDATED = 'User updated successfully!';

/** A labelled text input of the page's small forms. */
function Field(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label>
      {props.label} <input value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}

/** The provider-level admin page. */
export default function ProviderAdminPage() {
  const { ops } = useApp();
  const sites = useQuery(serverQueries.sites(ops));
  // The failure of the last write, else of the list's load.
  const [written, setWritten] = useState<string | undefined>(undefined);
  const failure = written ?? (sites.error ? errorText(sites.error) : undefined);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [domain, setDomain] = useState('');
  const [userSite, setUserSite] = useState('');
  const [userGuid, setUserGuid] = useState('');
  const [userRole, setUserRole] = useState<Role>(Role.User);
  const [domains, setDomains] = useState<Record<string, string>>({});

  const write = useServerWrite((call: () => Promise<unknown>) => call(), [queryKeys.sites]);
  const run = (call: () => Promise<unknown>, done?: () => void) =>
    write.mutate(call, {
      onSuccess: () => {
        setWritten(undefined);
        done?.();
      },
      onError: (e: unknown) => setWritten(errorText(e)),
    });

  return (
    <div className="fw-provider-admin">
      <h1>Provider administration</h1>
      <FailureAlert failure={failure} />
      <section aria-labelledby="fw-sites">
        <h2 id="fw-sites">Sites</h2>
        <ServerList items={sites.data} failure={failure}>
          {(sites) => (
            <ListTable columns={['Id', 'Name', 'Description', 'Email domain']}>
              {sites.map((s) => {
                const key = String(s.Id);
                const value = domains[key] ?? s.EmailDomain ?? '';
                return (
                  <tr key={key}>
                    <td>{key}</td>
                    <td>{s.Name}</td>
                    <td>{s.Description ?? ''}</td>
                    <td>
                      <input
                        aria-label={`Email domain of ${s.Name}`}
                        value={value}
                        onChange={(e) => setDomains({ ...domains, [key]: e.target.value })}
                      />
                      <Button
                        aria-label={`Save email domain of ${s.Name}`}
                        onPress={() => run(() => ops.setSiteEmailDomain(s.Id, value))}
                      >
                        Save
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </ListTable>
          )}
        </ServerList>
      </section>
      <form
        aria-labelledby="fw-create-site"
        onSubmit={(e) => {
          e.preventDefault();
          run(
            () => ops.createSite({ Name: name, Description: description, EmailDomain: domain }),
            () => {
              setName('');
              setDescription('');
              setDomain('');
            },
          );
        }}
      >
        <h2 id="fw-create-site">Create site</h2>
        <Field label="Name" value={name} onChange={setName} />
        <Field label="Description" value={description} onChange={setDescription} />
        <Field label="Email domain" value={domain} onChange={setDomain} />
        <Button type="submit">Create site</Button>
      </form>
      <form
        aria-labelledby="fw-update-user"
        onSubmit={(e) => {
          e.preventDefault();
          ops
            .setUser(userSite, userGuid.trim(), userRole)
            .then(() => window.alert(USER_UPDATED))
            .catch((err: unknown) => window.alert(errorText(err)));
        }}
      >
        <h2 id="fw-update-user">Update user</h2>
        <label>
          Site{' '}
          <select value={userSite} onChange={(e) => setUserSite(e.target.value)}>
            <option value="">Choose a site</option>
            {(sites.data ?? []).map((s) => (
              <option key={String(s.Id)} value={String(s.Id)}>
                {s.Name}
              </option>
            ))}
          </select>
        </label>
        <Field label="User id" value={userGuid} onChange={setUserGuid} />
        <label>
          Role{' '}
          <RolePicker
            value={userRole}
            roles={[Role.None, Role.User, Role.Admin, Role.ProviderAdmin]}
            onChange={(role) => setUserRole(role ?? Role.None)}
          />
        </label>
        <Button type="submit">Update user</Button>
      </form>
    </div>
  );
}
