/**
 * The profile menu (docs/users-guide.md#users-guide): given and family name when both exist, Change theme, Copy user ID
 * (copies the Guid and alerts 'User Id ... has been copied to the clipboard.'), Log off.
 */
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { SessionUser } from '../session/startSession';
import { useApp } from '../session/SessionContext';

/** The alert after Copy user ID. */
export function copiedUserIdText(guid: string): string {
  return `User Id ${guid} has been copied to the clipboard.`;
}

/** The name the menu shows: given and family name when both exist, else nothing. */
export function profileName(user: SessionUser | undefined): string | undefined {
  return user?.GivenName && user.FamilyName ? `${user.GivenName} ${user.FamilyName}` : undefined;
}

/** Copies text to the clipboard, quietly ignoring a refusal (the alert still tells the id). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard refused (no permission, insecure context): the alert shows the id to copy by hand.
  }
}

/** The profile menu button and its items. */
export function ProfileMenu() {
  const { session, ops, colorMode, setColorMode } = useApp();
  const user = session.user;
  const name = profileName(user);
  return (
    <MenuTrigger>
      <Button className="fw-nav-button" aria-label="Profile">
        {name ?? 'Profile'}
      </Button>
      <Popover placement="bottom end">
        <Menu
          className="fw-menu"
          aria-label="Profile"
          onAction={async (key) => {
            if (key === 'theme') setColorMode(colorMode === 'dark' ? 'light' : 'dark');
            else if (key === 'copy' && user) {
              void copyText(user.Guid);
              window.alert(copiedUserIdText(user.Guid));
            } else if (key === 'logoff') {
              // A POST with the CSRF token (a GET is refused, docs/operations.md#sessions-and-security);
              // the start page follows whatever the answer.
              const home = () => window.location.assign('/');
              ops.op('signOut').then(home, home);
            }
          }}
        >
          {name ? (
            <MenuItem id="name" isDisabled>
              {name}
            </MenuItem>
          ) : null}
          <MenuItem id="theme">Change theme</MenuItem>
          <MenuItem id="copy">Copy user ID</MenuItem>
          {session.mode === 'server' ? <MenuItem id="logoff">Log off</MenuItem> : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
