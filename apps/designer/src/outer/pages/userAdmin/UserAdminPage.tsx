/**
 * User administration (/UserAdmin, role Admin): the current site's users with their role and Remove, the
 * unverified users with Add, and adding a user by id. A failed call shows its message.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { User } from '../../api/types';
import { Role, roleName, roleOf } from '../../session/roles';
import { useApp } from '../../session/SessionContext';
import { errorText, FailureAlert, ListTable, ServerList } from '../../layout/ServerList';

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
  const [users, setUsers] = useState<readonly User[] | undefined>(undefined);
  const [unverified, setUnverified] = useState<readonly User[] | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [newId, setNewId] = useState('');
  const fail = (e: unknown) => setFailure(errorText(e));

  const load = useCallback(() => {
    ops.getCurrentSiteUsers().then(setUsers).catch(fail);
    ops.getUnverifiedUsers().then(setUnverified).catch(fail);
  }, [ops]);
  useEffect(load, [load]);
  const run = (call: Promise<unknown>) =>
    call.then(() => {
      setFailure(undefined);
      load();
    }, fail);

  return (
    <div className="fw-user-admin">
      <h1>Administer users</h1>
      <FailureAlert failure={failure} />
      <section aria-labelledby="fw-site-users">
        <h2 id="fw-site-users">Current site users</h2>
        <ServerList items={users} failure={failure}>
          {(users) => (
            <ListTable columns={['Name', 'Email', 'Role', { hidden: 'Actions' }]}>
              {users.map((u) => (
                <tr key={u.Guid}>
                  <td>{displayName(u)}</td>
                  <td>{u.Email ?? ''}</td>
                  <td>
                    <select
                      aria-label={`Role of ${displayName(u)}`}
                      value={u.Role}
                      disabled={u.Role > Role.Admin}
                      onChange={(e) => {
                        // A site admin sets User or Admin (the only roles the server's setrole takes).
                        const role = roleOf(e.target.value);
                        if (role === Role.User || role === Role.Admin) run(ops.setUsersRole([u.Guid], role));
                      }}
                    >
                      {(ASSIGNABLE.includes(u.Role) ? ASSIGNABLE : [...ASSIGNABLE, u.Role]).map((r) => (
                        <option key={r} value={r}>
                          {roleName(r)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <Button
                      aria-label={`Remove ${displayName(u)}`}
                      onPress={() => run(ops.removeUserFromSite(u.Guid))}
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
        <ServerList items={unverified} failure={failure} empty={NO_UNVERIFIED}>
          {(unverified) => (
            <ul>
              {unverified.map((u) => (
                <li key={u.Guid}>
                  {displayName(u)}{' '}
                  <Button
                    aria-label={`Add ${displayName(u)}`}
                    onPress={() => run(ops.addUsersToSite([u.Guid]))}
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
          void run(ops.addUsersToSite([guid])).then(() => setNewId(''));
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
