// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import type { User } from '../../api/types';
import { renderWithApp, type AppOptions } from '../../../testing/appContext';
import UserAdminPage from './UserAdminPage';

const ann: User = { Guid: 'a-1', GivenName: 'Ann', FamilyName: 'Berg', Email: 'ann@demo.local', Role: 1 };
const new1: User = { Guid: 'n-1', GivenName: '', FamilyName: '', Email: 'new@demo.local', Role: 0 };

function renderWith(ops: AppOptions['ops']) {
  return renderWithApp(<UserAdminPage />, { session: { user: { Guid: 'x', Role: 2 } }, ops });
}

describe('the user admin page', () => {
  afterEach(cleanup);

  it('lists the site users and the unverified users, and adds one', async () => {
    const addUsersToSite = vi.fn(async () => ({ Ok: true }));
    renderWith({
      getCurrentSiteUsers: async () => [ann],
      getUnverifiedUsers: async () => [new1],
      addUsersToSite,
    });
    expect(await screen.findByText('Ann Berg')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Add new@demo.local' }));
    expect(addUsersToSite).toHaveBeenCalledWith(['n-1']);
  });

  it("says 'There are currently no unverified users' when there are none", async () => {
    renderWith({ getCurrentSiteUsers: async () => [ann], getUnverifiedUsers: async () => [] });
    expect(await screen.findByText('There are currently no unverified users')).toBeTruthy();
  });

  it('adds a user by id, sets a role and removes a user', async () => {
    const addUsersToSite = vi.fn(async () => ({ Ok: true }));
    const setUsersRole = vi.fn(async () => ({ Ok: true }));
    const removeUserFromSite = vi.fn(async () => ({ Ok: true }));
    renderWith({
      getCurrentSiteUsers: async () => [ann],
      getUnverifiedUsers: async () => [],
      addUsersToSite,
      setUsersRole,
      removeUserFromSite,
    });
    await userEvent.type(screen.getByLabelText('User id'), 'g-42');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(addUsersToSite).toHaveBeenCalledWith(['g-42']);
    await userEvent.selectOptions(await screen.findByLabelText('Role of Ann Berg'), 'Admin');
    expect(setUsersRole).toHaveBeenCalledWith(['a-1'], 2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ann Berg' }));
    expect(removeUserFromSite).toHaveBeenCalledWith('a-1');
  });

  it('shows a failed call as its message', async () => {
    renderWith({
      getCurrentSiteUsers: async () => Promise.reject(new ApiError('GET', '/api/admin', 500)),
      getUnverifiedUsers: async () => [],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error when calling (GET) /api/admin');
  });
});
