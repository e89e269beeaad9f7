// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import type { DataProvider } from '../../api/types';
import type { ProviderSave } from './providerRules';
import { renderWithApp, type AppOptions } from '../../../testing/appContext';
import DataProvidersPage from './DataProvidersPage';

const mine = { DbId: 7, Id: 'Labs', Uid: 'lab-uid', Version: 2, MockData: '{"crp":5}' };
const generic = { DbId: 1, Id: 'GenericDataProvider', Uid: 'g', Version: 1, MockData: '{}' };
/** A provider as the list answers it: the server adds Url and Internal. */
const listedOf = (p: typeof mine): DataProvider => ({ ...p, Url: null, Internal: false });

function renderWith(ops: AppOptions['ops']) {
  return renderWithApp(<DataProvidersPage />, { ops });
}

describe('the data provider screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the providers in a table Id / Uid / Version', async () => {
    renderWith({ getProviders: async () => [listedOf(mine)] });
    expect(screen.getByText('Loading, please wait...')).toBeTruthy();
    await screen.findByText('Labs');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['Id', 'Uid', 'Version']);
    expect(screen.getByText('lab-uid')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });

  it("says 'No dataproviders, create one!' for an empty list", async () => {
    renderWith({ getProviders: async () => [] });
    expect(await screen.findByText('No dataproviders, create one!')).toBeTruthy();
  });

  it('shows the failed call as its message', async () => {
    renderWith({
      getProviders: async () => Promise.reject(new ApiError('GET', '/api/Dataproviders', 500)),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error when calling (GET) /api/Dataproviders',
    );
  });

  it('adds a provider with version 1 by default, refusing test data that is not JSON until fixed', async () => {
    const saveProvider = vi.fn(async (_p: ProviderSave) => listedOf(mine));
    renderWith({ getProviders: async () => [], saveProvider });
    await screen.findByText('No dataproviders, create one!');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByLabelText('Id'), 'Labs');
    const data = screen.getByLabelText('Test data JSON');
    await userEvent.clear(data);
    await userEvent.type(data, 'not json');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByRole('button', {
      name: 'Invalid Test data JSON. (Click here to see exception)',
    });
    expect(saveProvider).not.toHaveBeenCalled();
    await userEvent.click(message);
    expect(screen.getByRole('alert').querySelector('pre')?.textContent).toMatch(/JSON/);
    await userEvent.clear(data);
    await userEvent.type(data, '[[1]');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveProvider).toHaveBeenCalledWith({ Id: 'Labs', Uid: '', Version: 1, MockData: '[1]' });
  });

  it('saves an edit with the fields of the save call only (Id, Uid, Version, MockData, DbId)', async () => {
    const saveProvider = vi.fn(async (_p: ProviderSave) => listedOf(mine));
    renderWith({ getProviders: async () => [listedOf(mine)], saveProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Labs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveProvider).toHaveBeenCalledWith(mine);
  });

  it('keeps the Id, Uid and Version of GenericDataProvider, and refuses a Version that is not a whole number', async () => {
    const saveProvider = vi.fn(async (_p: ProviderSave) => listedOf(mine));
    renderWith({ getProviders: async () => [listedOf(generic), listedOf(mine)], saveProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit GenericDataProvider' }));
    for (const name of ['Id', 'Uid', 'Version'])
      expect((screen.getByLabelText(name) as HTMLInputElement).readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Labs' }));
    const version = screen.getByLabelText('Version') as HTMLInputElement;
    expect(version.readOnly).toBe(false);
    await userEvent.clear(version);
    await userEvent.type(version, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Version must be a whole number (1 or more).')).toBeTruthy();
    expect(saveProvider).not.toHaveBeenCalled();
    await userEvent.clear(version);
    await userEvent.type(version, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveProvider).toHaveBeenCalledWith({ ...mine, Version: 3 });
  });

  it("alerts 'Save Failed' when the save fails", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWith({
      getProviders: async () => [listedOf(mine)],
      saveProvider: async () => Promise.reject(new Error('x')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Labs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Save Failed'));
  });

  it('deletes after the confirmation, and never GenericDataProvider', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const deleteProvider = vi.fn(async () => ({ Ok: true }));
    renderWith({ getProviders: async () => [listedOf(generic), listedOf(mine)], deleteProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete GenericDataProvider' }));
    expect(alert).toHaveBeenCalledWith('Internal providers and GenericDataProvider cannot be deleted.');
    expect(deleteProvider).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Labs' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the dataprovider Labs?');
    expect(deleteProvider).toHaveBeenCalledWith(7);
  });

  it("alerts 'Unable to delete provider, server error' when the delete fails", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWith({
      getProviders: async () => [listedOf(mine)],
      deleteProvider: async () => Promise.reject(new Error('x')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Labs' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Unable to delete provider, server error'));
  });
});
