/**
 * The top navigation (docs/users-guide.md#users-guide): brand link to the overview, Data providers, TemplateView (on the
 * form being edited, when the editor is open), the Help dropdown
 * (Release Notes, Users Guide, About), 'Administer users' (Admin) or the provider-level admin entry
 * (ProviderAdmin), the editor's 'Save changes' and 'Export as file', and the profile menu.
 */
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { editedForm } from '../pages/templateView/editedForm';
import { PROVIDER } from '../routes';
import { Role } from '../session/roles';
import { useApp } from '../session/SessionContext';
import type { NavActions } from './NavActions';
import { ProfileMenu } from './ProfileMenu';

/** The navigation bar. */
export function TopNav({ actions }: { actions: NavActions | undefined }) {
  const { session } = useApp();
  const navigate = useNavigate();
  const role = session.user?.Role ?? Role.None;
  return (
    <nav className="fw-nav" aria-label="Main">
      <Link to="/" className="fw-brand">
        Formwright
      </Link>
      {role >= Role.User ? <Link to="/DataProviders">Data providers</Link> : null}
      {role >= Role.User ? (
        // Opens on the form being edited, when the editor is open (pages/templateView/editedForm.ts).
        <Link
          to="/TemplateView"
          onClick={(e) => {
            const form = editedForm();
            if (!form) return;
            e.preventDefault();
            void navigate('/TemplateView', { state: { editedForm: form } });
          }}
        >
          TemplateView
        </Link>
      ) : null}
      <MenuTrigger>
        <Button className="fw-nav-button">Help</Button>
        <Popover placement="bottom start">
          <Menu className="fw-menu" aria-label="Help" onAction={(key) => navigate(String(key))}>
            <MenuItem id="/help">Release Notes</MenuItem>
            <MenuItem id="/help/usersguide">Users Guide</MenuItem>
            <MenuItem id="/help/about">About</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {role === Role.ProviderAdmin ? (
        <Link to={`/${PROVIDER}Admin`}>{PROVIDER} admin</Link>
      ) : role === Role.Admin ? (
        <Link to="/UserAdmin">Administer users</Link>
      ) : null}
      <span className="fw-nav-spacer" />
      {actions?.save ? (
        <Button
          className={actions.unsaved ? 'fw-nav-button fw-save-unsaved' : 'fw-nav-button'}
          onPress={actions.save}
          aria-describedby={actions.unsaved ? 'fw-unsaved-note' : undefined}
        >
          Save changes
        </Button>
      ) : null}
      {actions?.unsaved ? (
        <span id="fw-unsaved-note" className="fw-visually-hidden">
          There are unsaved changes
        </span>
      ) : null}
      {actions?.exportFile ? (
        <Button className="fw-nav-button" onPress={actions.exportFile}>
          Export as file
        </Button>
      ) : null}
      {actions?.exportAs && actions.exportAs.length > 0 ? (
        <MenuTrigger>
          <Button className="fw-nav-button" aria-label="Export in another format">
            Export as…
          </Button>
          <Popover>
            <Menu
              className="fw-menu"
              onAction={(key) => actions.exportAs?.find((e) => e.label === key)?.run()}
            >
              {actions.exportAs.map((e) => (
                <MenuItem key={e.label} id={e.label}>
                  {e.label}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : null}
      <ProfileMenu />
    </nav>
  );
}
