// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../session/SessionContext';
import { NO_PERMISSION, NoPermissionPage } from './NoPermissionPage';

const GUID = '0b8f6f7e-1111-4222-8333-944455556666';

function app(): AppContextValue {
  return {
    session: { mode: 'server', user: { Guid: GUID, Role: 0 }, sites: [], showTutorial: false },
    ops: {} as AppContextValue['ops'],
    forms: {} as AppContextValue['forms'],
    colorMode: 'dark',
    setColorMode: () => undefined,
    upgrading: false,
  };
}

describe('the no-permission page', () => {
  afterEach(cleanup);

  it('shows the message and copies the id with the alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(
      <AppContext.Provider value={app()}>
        <NoPermissionPage />
      </AppContext.Provider>,
    );
    expect(screen.getByText(NO_PERMISSION)).toBeTruthy();
    expect(NO_PERMISSION).toBe('You are logged in, but do not have permissions to do anything yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Id' }));
    expect(alert).toHaveBeenCalledWith(`User Id ${GUID} has been copied to the clipboard.`);
  });
});
