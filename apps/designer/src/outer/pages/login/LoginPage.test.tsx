// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../session/SessionContext';
import { LOGIN_HEADLINE, LoginPage } from './LoginPage';

function renderWithMode(Mode: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/status'
        ? new Response(JSON.stringify({ Status: 'OK', Mode }))
        : new Response('', { status: 404 }),
    ),
  );
  const value = {
    session: { mode: 'server', user: undefined, sites: [], showTutorial: false },
    ops: {} as AppContextValue['ops'],
    forms: {} as AppContextValue['forms'],
    colorMode: 'dark',
    setColorMode: () => undefined,
    upgrading: false,
  } as AppContextValue;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppContext.Provider value={value}>
        <LoginPage />
      </AppContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the login page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the debug sign-in in local mode', async () => {
    renderWithMode('local');
    expect(screen.getByRole('heading', { name: LOGIN_HEADLINE })).toBeTruthy();
    expect(await screen.findByLabelText('Debug sign-in (e-mail)')).toBeTruthy();
  });

  it('in local mode, Start leads to the debug sign-in (there is no identity provider to go to)', async () => {
    // Start goes to the sign-in, which a server without an identity provider answers with /#debug-signin.
    window.location.hash = '#debug-signin';
    renderWithMode('local');
    const field = await screen.findByLabelText('Debug sign-in (e-mail)');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/Identity/Account/SignIn');
    await waitFor(() => expect(document.activeElement).toBe(field));
    window.location.hash = '';
  });

  it('offers only Start in production mode, where the server refuses the debug sign-in', async () => {
    renderWithMode('production');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/Identity/Account/SignIn');
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/status'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText('Debug sign-in (e-mail)')).toBeNull();
  });
});
