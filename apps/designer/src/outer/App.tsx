/**
 * The outer app: starts the session (status probe, local mode, user), keeps the colour mode, provides
 * the operations and the form store, and mounts the routes table. It alone calls the server (D9).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { localRepository, serverRepository } from './api/formRepository';
import { createHttp } from './api/http';
import { createOperations } from './api/operations';
import { routeObjects } from './routeObjects';
import { AppContext, type AppContextValue } from './session/SessionContext';
import { startSession, type Session } from './session/startSession';
import { queryKeys, serverQueries } from './api/queries';

/** The local-storage key of the chosen colour mode. */
export const COLOR_MODE_KEY = 'formwright.colorMode';

function storedColorMode(): 'dark' | 'light' {
  try {
    return localStorage.getItem(COLOR_MODE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The whole outer app: its server state lives in one query client. */
export function App() {
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <OuterApp />
    </QueryClientProvider>
  );
}

/** The session, once started, and the routes in its context. */
function OuterApp() {
  const ops = useMemo(() => createOperations(createHttp()), []);
  const [colorMode, setColorModeState] = useState<'dark' | 'light'>(storedColorMode);
  const router = useMemo(() => createBrowserRouter(routeObjects()), []);

  // Started once per page (a sign-in reloads the page): never stale, never refetched.
  const session: Session | undefined = useQuery({
    queryKey: queryKeys.session,
    queryFn: () => startSession(ops),
    staleTime: Infinity,
  }).data;

  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('theme-dark', colorMode === 'dark');
    html.classList.toggle('theme-light', colorMode === 'light');
  }, [colorMode]);

  const upgradingAnswer = useQuery({
    ...serverQueries.upgrading(ops),
    enabled: session?.mode === 'server',
  }).data;
  const upgrading = upgradingAnswer?.IsUpgrading === true;

  const forms = useMemo(
    () => (session?.mode === 'local' ? localRepository() : serverRepository(ops)),
    [session?.mode, ops],
  );

  if (!session) return <p className="fw-loading">Loading, please wait...</p>;
  const value: AppContextValue = {
    session,
    ops,
    forms,
    colorMode,
    upgrading,
    setColorMode: (mode) => {
      setColorModeState(mode);
      try {
        localStorage.setItem(COLOR_MODE_KEY, mode);
      } catch {
        // Storage refused (private mode): the choice lasts for this page only.
      }
    },
  };
  return (
    <AppContext.Provider value={value}>
      <RouterProvider router={router} />
    </AppContext.Provider>
  );
}
