// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import type { SiteSummary } from '../../api/types';
import { renderWithApp, type AppOptions } from '../../../testing/appContext';
import ProviderAdminPage from './ProviderAdminPage';

const demo: SiteSummary = { Id: 1, Name: 'Demo Hospital', Description: 'Demo', EmailDomain: 'demo.local' };

function renderWith(ops: AppOptions['ops']) {
  return renderWithApp(<ProviderAdminPage />, { session: { user: { Guid: 'x', Role: 3 } }, ops });
}

describe('the provider-level admin page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the sites and changes a site’s email domain', async () => {
    const setSiteEmailDomain = vi.fn(async () => demo);
    renderWith({ getAllSites: async () => [demo], setSiteEmailDomain });
    const input = await screen.findByLabelText('Email domain of Demo Hospital');
    await userEvent.clear(input);
    await userEvent.type(input, 'demo.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save email domain of Demo Hospital' }));
    expect(setSiteEmailDomain).toHaveBeenCalledWith(1, 'demo.org');
  });

  it('creates a site with Name, Description and EmailDomain', async () => {
    const createSite = vi.fn(async () => demo);
    renderWith({ getAllSites: async () => [], createSite });
    await screen.findByText('Currently no data available');
    await userEvent.type(screen.getByLabelText('Name'), 'North');
    await userEvent.type(screen.getByLabelText('Description'), 'North clinic');
    await userEvent.type(screen.getByLabelText('Email domain'), 'north.local');
    await userEvent.click(screen.getByRole('button', { name: 'Create site' }));
    expect(createSite).toHaveBeenCalledWith({
      Name: 'North',
      Description: 'North clinic',
      EmailDomain: 'north.local',
    });
  });

  it("updates a user and alerts 'User updated successfully!', or the failure", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const setUser = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError('POST', '/api/FormwrightAdmin/1/setUser', 400));
    renderWith({ getAllSites: async () => [demo], setUser });
    await screen.findByText('Demo Hospital', { selector: 'td' });
    await userEvent.selectOptions(screen.getByLabelText('Site'), '1');
    await userEvent.type(screen.getByLabelText('User id'), 'g-9');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Update user' }));
    expect(setUser).toHaveBeenCalledWith('1', 'g-9', 2);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('User updated successfully!'));
    await userEvent.click(screen.getByRole('button', { name: 'Update user' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Error when calling (POST) /api/FormwrightAdmin/1/setUser'),
    );
  });
});
