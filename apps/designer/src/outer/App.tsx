/**
 * The outer app: starts the session (status probe, local mode, user), keeps the colour mode, provides
 * the operations and the form store, and mounts the routes table. It alone calls the server (D9).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { localRepository, serverRepository } from './api/formRepository';
import { createHttp } from './api/http';
import { createOperations } from './api/operations';
import { routeObjects } from './routeObjects';
import { AppContext, type AppContextValue } from './session/SessionContext';
import { startSession, type Session } from './session/startSession';
import { UPGRADING_POLL_MS, usePoll } from './session/polls';

/** The local-storage key of the chosen colour mode. */
export const COLOR_MODE_KEY = 'formwright.colorMode';

function storedColorMode(): 'dark' | 'light' {
  try {
    return localStorage.getItem(COLOR_MODE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The whole outer app. */
export function App() {
  const ops = useMemo(() => createOperations(createHttp()), []);
  const [session, setSession] = useState<Session | undefined>(undefined);
  const [colorMode, setColorModeState] = useState<'dark' | 'light'>(storedColorMode);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const router = useMemo(() => createBrowserRouter(routeObjects()), []);

  useEffect(() => {
    void startSession(ops).then(setSession);
  }, [ops]);

  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('theme-dark', colorMode === 'dark');
    html.classList.toggle('theme-light', colorMode === 'light');
  }, [colorMode]);

  const upgradingAnswer = usePoll(() => ops.isUpgrading(), UPGRADING_POLL_MS, session?.mode === 'server');
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
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={value}>
        <RouterProvider router={router} />
      </AppContext.Provider>
    </QueryClientProvider>
  );
}
