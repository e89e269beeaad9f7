/**
 * The outer app's server state in one idiom (TanStack Query, as in its react-router example): the query
 * keys from one factory (`queryKeys`), one `queryOptions` factory per read that every screen showing it
 * shares, and writes as mutations that invalidate the keys they changed (`useServerWrite`). The polls of
 * docs/designer.md#the-designer/§9 are queries with an interval. No screen loads in an effect of its own.
 */
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FormRepository } from './formRepository';
import type { Operations } from './operations';

/** Server-upgrading poll interval (ms). */
export const UPGRADING_POLL_MS = 30_000;
/** Active-users poll interval (ms). */
export const ACTIVE_USERS_POLL_MS = 60_000;

/** Every query key of the outer app; a prefix (`users`, `forms`, `folders`) covers the keys under it. */
export const queryKeys = {
  session: ['session'] as const,
  statusMode: ['status-mode'] as const,
  providers: ['providers'] as const,
  users: ['users'] as const,
  siteUsers: ['users', 'site'] as const,
  unverifiedUsers: ['users', 'unverified'] as const,
  sites: ['sites'] as const,
  upgrading: ['upgrading'] as const,
  activeUsers: (id: string) => ['activeUsers', id] as const,
  versions: (id: string) => ['versions', id] as const,
  forms: ['forms'] as const,
  siteForms: (mode: FormRepository['mode']) => ['forms', mode] as const,
  curatedForms: ['forms', 'curated'] as const,
  sharedForms: ['forms', 'shared'] as const,
  folders: ['folders'] as const,
  siteFolders: (mode: FormRepository['mode']) => ['folders', 'site', mode] as const,
  curatedFolders: ['folders', 'curated'] as const,
};

/** The reads, one factory each: `useQuery(serverQueries.providers(ops))`. */
export const serverQueries = {
  /** The site's data providers. */
  providers: (ops: Operations) =>
    queryOptions({ queryKey: queryKeys.providers, queryFn: () => ops.getProviders() }),
  /** The current site's users. */
  siteUsers: (ops: Operations) =>
    queryOptions({ queryKey: queryKeys.siteUsers, queryFn: () => ops.getCurrentSiteUsers() }),
  /** The users waiting to be added to a site. */
  unverifiedUsers: (ops: Operations) =>
    queryOptions({ queryKey: queryKeys.unverifiedUsers, queryFn: () => ops.getUnverifiedUsers() }),
  /** Every site (ProviderAdmin). */
  sites: (ops: Operations) => queryOptions({ queryKey: queryKeys.sites, queryFn: () => ops.getAllSites() }),
  /** Whether the server is upgrading, polled every 30 s (also while the page is hidden, as before). */
  upgrading: (ops: Operations) =>
    queryOptions({
      queryKey: queryKeys.upgrading,
      queryFn: () => ops.isUpgrading(),
      refetchInterval: UPGRADING_POLL_MS,
      refetchIntervalInBackground: true,
    }),
  /** The other users of form `id`, polled every 60 s. */
  activeUsers: (ops: Operations, id: string) =>
    queryOptions({
      queryKey: queryKeys.activeUsers(id),
      queryFn: () => ops.getActiveUsersForTemplate(id),
      refetchInterval: ACTIVE_USERS_POLL_MS,
      refetchIntervalInBackground: true,
    }),
  /** The versions of form `id` (the versions dialog). */
  versions: (forms: FormRepository, id: string) =>
    queryOptions({ queryKey: queryKeys.versions(id), queryFn: () => forms.versions(id) }),
};

/**
 * A write that refreshes what it changed: the mutation of `write`, which on success invalidates every
 * key of `changes` (not awaited: the screen goes on as the refetch runs, as its hand-written reload did).
 */
export function useServerWrite<V, A>(write: (variables: V) => Promise<A>, changes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      for (const queryKey of changes) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
