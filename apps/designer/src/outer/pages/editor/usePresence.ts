/**
 * Presence on a saved form (docs/designer.md#the-designer/§9): the other users of the form, polled every
 * 60 s, and leaving it at once when the editor goes (the app's navigation, or closing or reloading the
 * page: pagehide; a request that outlives the page is sent keepalive).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverQueries } from '../../api/queries';
import { useApp } from '../../session/SessionContext';

/** The names of the other users of saved form `savedId` (none for a new form or in local mode). */
export function usePresence(savedId: string | undefined): string[] {
  const { ops, session } = useApp();
  const others = useQuery({
    ...serverQueries.activeUsers(ops, savedId ?? ''),
    enabled: session.mode === 'server' && savedId !== undefined,
  }).data;
  useEffect(() => {
    if (session.mode !== 'server') return;
    const leave = () => void ops.disconnectCurrentUserFromTemplates().catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [ops, session.mode]);
  return (Array.isArray(others) ? others : [])
    .filter((u) => u.Guid !== session.user?.Guid)
    .map((u) => [u.GivenName, u.FamilyName].filter(Boolean).join(' ') || u.Email || u.Guid);
}
