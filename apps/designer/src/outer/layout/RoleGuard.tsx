/**
 * Shows a screen only to whom may see it: nobody signed in gets the login page, a user below role User the
 * no-permission page; public routes (no least role) show to everyone.
 */
import type { ReactNode } from 'react';
import { LoginPage } from '../pages/login/LoginPage';
import { NoPermissionPage } from '../pages/noPermission/NoPermissionPage';
import type { ScreenId } from '../routes';
import { hasRole, type Role } from '../session/roles';
import { useApp } from '../session/SessionContext';

/** Guards one route. */
export function RoleGuard({
  minRole,
  children,
}: {
  minRole: Role | undefined;
  screen: ScreenId;
  children: ReactNode;
}) {
  const { session } = useApp();
  if (minRole === undefined) return <>{children}</>;
  if (!session.user) return <LoginPage />;
  if (!hasRole(session.user.Role, 1)) return <NoPermissionPage />;
  if (!hasRole(session.user.Role, minRole))
    return <p className="fw-empty">This page is for a higher role than yours.</p>;
  return <>{children}</>;
}
