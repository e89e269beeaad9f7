/**
 * For a signed-in user below role User (docs/users-guide.md#users-guide): the message, a Copy Id button, and a note that a
 * site admin can grant access.
 */
import { Button } from 'react-aria-components';
import { copiedUserIdText, copyText } from '../../layout/ProfileMenu';
import { useApp } from '../../session/SessionContext';

/** The no-permission message (docs/diagnostics.md#diagnostics). */
export const NO_PERMISSION = 'You are logged in, but do not have permissions to do anything yet.';

/** The no-permission page. */
export function NoPermissionPage() {
  const { session } = useApp();
  const guid = session.user?.Guid ?? '';
  return (
    <div className="fw-no-permission">
      <p>{NO_PERMISSION}</p>
      <Button
        onPress={async () => {
          void copyText(guid);
          window.alert(copiedUserIdText(guid));
        }}
      >
        Copy Id
      </Button>
      <p>A site admin can grant you access: send them your id.</p>
    </div>
  );
}
