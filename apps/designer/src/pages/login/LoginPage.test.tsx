// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
    renderWithMode('local');
    const field = await screen.findByLabelText('Debug sign-in (e-mail)');
    const start = screen.getByRole('link', { name: 'Start' });
    expect(start.getAttribute('href')).toBe('#debug-signin');
    fireEvent.click(start);
    expect(document.activeElement).toBe(field);
  });

  it('offers only Start in production mode, where the server refuses the debug sign-in', async () => {
    renderWithMode('production');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/Identity/Account/SignIn');
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/status'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText('Debug sign-in (e-mail)')).toBeNull();
  });
});
