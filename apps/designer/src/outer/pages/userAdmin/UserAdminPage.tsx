/**
 * User administration (/UserAdmin, role Admin): the current site's users with their role and Remove, the
 * unverified users with Add, and adding a user by id. A failed call shows its message.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import type { User } from '../../api/types';
import { Role } from '../../session/roles';
import { RolePicker } from '../../layout/RolePicker';
import { useApp } from '../../session/SessionContext';
import { errorText, FailureAlert, ListTable, ServerList } from '../../layout/ServerList';
import { queryKeys, serverQueries, useServerWrite } from '../../api/queries';

/** The unverified list's empty text. */
export const NO_UNVERIFIED = 'There are currently no unverified users';

/** A user's name for the tables: given and family name, else the e-mail, else the id. */
export function displayName(user: User): string {
  const name = [user.GivenName, user.FamilyName].filter(Boolean).join(' ');
  return name || user.Email || user.Guid;
}

/** The roles a site admin sets (docs/rest.md#post-apiadminsetrolerole: User or Admin); other roles show read-only. */
const ASSIGNABLE: readonly Role[] = [Role.User, Role.Admin];

/** The user admin page. */
export default function UserAdminPage() {
  const { ops } = useApp();
  const users = useQuery(serverQueries.siteUsers(ops));
  const unverified = useQuery(serverQueries.unverifiedUsers(ops));
  const [written, setWritten] = useState<string | undefined>(undefined);
  const [newId, setNewId] = useState('');
  // The failure of the last write, else of a list's load.
  const loadError = users.error ?? unverified.error;
  const failure = written ?? (loadError ? errorText(loadError) : undefined);

  const write = useServerWrite((call: () => Promise<unknown>) => call(), [queryKeys.users]);
  const run = (call: () => Promise<unknown>) =>
    write.mutateAsync(call).then(
      () => setWritten(undefined),
      (e: unknown) => setWritten(errorText(e)),
    );

  return (
    <div className="fw-user-admin">
      <h1>Administer users</h1>
      <FailureAlert failure={failure} />
      <section aria-labelledby="fw-site-users">
        <h2 id="fw-site-users">Current site users</h2>
        <ServerList items={users.data} failure={failure}>
          {(users) => (
            <ListTable columns={['Name', 'Email', 'Role', { hidden: 'Actions' }]}>
              {users.map((u) => (
                <tr key={u.Guid}>
                  <td>{displayName(u)}</td>
                  <td>{u.Email ?? ''}</td>
                  <td>
                    <RolePicker
                      aria-label={`Role of ${displayName(u)}`}
                      value={u.Role}
                      disabled={u.Role > Role.Admin}
                      roles={ASSIGNABLE.includes(u.Role) ? ASSIGNABLE : [...ASSIGNABLE, u.Role]}
                      onChange={(role) => {
                        // A site admin sets User or Admin (the only roles the server's setrole takes).
                        if (role === Role.User || role === Role.Admin)
                          run(() => ops.setUsersRole([u.Guid], role));
                      }}
                    />
                  </td>
                  <td>
                    <Button
                      aria-label={`Remove ${displayName(u)}`}
                      onPress={() => run(() => ops.removeUserFromSite(u.Guid))}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
        </ServerList>
      </section>
      <section aria-labelledby="fw-unverified-users">
        <h2 id="fw-unverified-users">Unverified users</h2>
        <ServerList items={unverified.data} failure={failure} empty={NO_UNVERIFIED}>
          {(unverified) => (
            <ul>
              {unverified.map((u) => (
                <li key={u.Guid}>
                  {displayName(u)}{' '}
                  <Button
                    aria-label={`Add ${displayName(u)}`}
                    onPress={() => run(() => ops.addUsersToSite([u.Guid]))}
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ServerList>
      </section>
      <form
        aria-label="Add user by id"
        onSubmit={(e) => {
          e.preventDefault();
          const guid = newId.trim();
          if (guid === '') return;
          void run(() => ops.addUsersToSite([guid])).then(() => setNewId(''));
        }}
      >
        <label>
          User id <input value={newId} onChange={(e) => setNewId(e.target.value)} />
        </label>
        <Button type="submit">Add user</Button>
      </form>
    </div>
  );
}
