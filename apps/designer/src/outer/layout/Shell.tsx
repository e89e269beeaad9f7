/**
 * The frame of every screen: the top navigation, the banners (server upgrade soon), the discreet local-mode
 * note, and the screen below.
 */
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useApp } from '../session/SessionContext';
import { NavActionsContext, type NavActions } from './NavActions';
import { TopNav } from './TopNav';

/** The upgrade banner's text (docs/diagnostics.md#diagnostics). */
export const UPGRADE_BANNER =
  'Server is going down for a version upgrade soon. Please save your changes and log out.';

/** The shell around the routed screen. */
export function Shell() {
  const { session, upgrading } = useApp();
  const [actions, setActions] = useState<NavActions | undefined>(undefined);
  return (
    <NavActionsContext.Provider value={setActions}>
      <div className="fw-app">
        {/* Role None gets the navigation too (brand, Help, profile menu) so it can change theme and log off. */}
        {session.user ? <TopNav actions={actions} /> : null}
        {upgrading ? (
          <div className="fw-banner fw-banner-warning" role="alert">
            {UPGRADE_BANNER}
          </div>
        ) : null}
        <main className="fw-main">
          <Outlet />
        </main>
        {session.mode === 'local' ? (
          <div className="fw-local-mode" title="The server did not answer: forms are kept in this browser.">
            Local mode
          </div>
        ) : null}
      </div>
    </NavActionsContext.Provider>
  );
}
