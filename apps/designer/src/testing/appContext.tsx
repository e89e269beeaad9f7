/**
 * Test support for the outer app's screens: the app context a page reads through `useApp`, with only
 * the operations and form calls a test gives (the rest are absent, so an unexpected call fails loudly).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppContext, type AppContextValue } from '../outer/session/SessionContext';
import type { Session } from '../outer/session/startSession';

/** What a test may set; everything else takes the value of a signed-in User on a server. */
export interface AppOptions {
  readonly session?: Partial<Session>;
  readonly ops?: Partial<AppContextValue['ops']>;
  readonly forms?: Partial<AppContextValue['forms']>;
  readonly colorMode?: AppContextValue['colorMode'];
  readonly setColorMode?: AppContextValue['setColorMode'];
}

/** An app context: server mode, a signed-in User with no sites, dark theme, no upgrade banner. */
export function appContextValue(options: AppOptions = {}): AppContextValue {
  return {
    session: {
      mode: 'server',
      user: { Guid: 'x', Role: 1 },
      sites: [],
      showTutorial: false,
      ...options.session,
    },
    ops: (options.ops ?? {}) as AppContextValue['ops'],
    forms: (options.forms ?? {}) as AppContextValue['forms'],
    colorMode: options.colorMode ?? 'dark',
    setColorMode: options.setColorMode ?? (() => undefined),
    upgrading: false,
  };
}

/**
 * Renders `ui` inside the app context of {@link appContextValue} and a query client of its own (no
 * retries, as the app's), so each render starts with no server state.
 */
export function renderWithApp(ui: ReactElement, options: AppOptions = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={appContextValue(options)}>{ui}</AppContext.Provider>
    </QueryClientProvider>,
  );
}
