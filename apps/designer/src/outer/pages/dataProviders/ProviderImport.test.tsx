// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import type { DataProvider } from '../../api/types';
import type { ProviderSave } from './providerRules';
import type { AppContextValue } from '../../session/SessionContext';
import { renderWithApp, type AppOptions } from '../../../testing/appContext';
import DataProvidersPage from './DataProvidersPage';
import type { PackageProvider } from './providerRules';

const WARNING = 'One or more provider ids already exist. Select them manually before adding to overwrite.';

const labs: DataProvider = {
  DbId: 7,
  Id: 'Labs',
  Uid: 'lab-uid',
  Version: 2,
  MockData: '{"crp":5}',
  Url: null,
  Internal: false,
};
const read: readonly PackageProvider[] = [
  { Id: 'Labs', Uid: 'lab-uid-2', Version: 3, MockData: '{"crp":9}', Exists: true },
  { Id: 'Pathology', Uid: 'path-uid', Version: 1, MockData: '{"grade":"2"}', Exists: false },
];
const PACKAGE = JSON.stringify({ providers: read.map(({ Exists: _e, ...p }) => p) });

function renderWith(ops: AppOptions['ops']) {
  return renderWithApp(<DataProvidersPage />, { ops });
}

function packageFile(text = PACKAGE) {
  return new File([text], 'providers.srtbp', { type: 'application/octet-stream' });
}

function checkbox(id: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name: `Select ${id}` }) as HTMLInputElement;
}

describe('the .srtbp provider package import', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('Load reads the package through the server and lists its providers; existing ids are flagged, unselected and warned about', async () => {
    const op = vi.fn(async () => ({ Providers: read, Warning: WARNING }));
    renderWith({ getProviders: async () => [labs], op: op as unknown as AppContextValue['ops']['op'] });
    await screen.findByText('lab-uid');
    expect(screen.getByRole('button', { name: 'Load' })).toBeTruthy();
    await userEvent.upload(screen.getByTestId('provider-package-input'), packageFile());
    expect(await screen.findByText(WARNING)).toBeTruthy();
    expect(op).toHaveBeenCalledWith('importProviders', undefined, { Package: PACKAGE });
    expect(checkbox('Labs').checked).toBe(false);
    expect(checkbox('Pathology').checked).toBe(true);
    expect(screen.getByText('Id already exists')).toBeTruthy();
    expect(screen.getByText('path-uid')).toBeTruthy();
  });

  it('says nothing about existing ids when none exists', async () => {
    const op = vi.fn(async () => ({ Providers: [read[1]], Warning: null }));
    renderWith({ getProviders: async () => [], op: op as unknown as AppContextValue['ops']['op'] });
    await userEvent.upload(screen.getByTestId('provider-package-input'), packageFile());
    await screen.findByText('path-uid');
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it("'Add selected' saves only the selected providers, an existing id once the author selects it", async () => {
    const saveProvider = vi.fn(async (_p: ProviderSave) => labs);
    const getProviders = vi.fn(async () => [labs]);
    const op = vi.fn(async () => ({ Providers: read, Warning: WARNING }));
    renderWith({ getProviders, saveProvider, op: op as unknown as AppContextValue['ops']['op'] });
    await userEvent.upload(screen.getByTestId('provider-package-input'), packageFile());
    await screen.findByText(WARNING);
    await userEvent.click(screen.getByRole('button', { name: 'Add selected' }));
    await vi.waitFor(() => expect(saveProvider).toHaveBeenCalledTimes(1));
    expect(saveProvider).toHaveBeenCalledWith({
      Id: 'Pathology',
      Uid: 'path-uid',
      Version: 1,
      MockData: '{"grade":"2"}',
    });
    // The list is read again and the import closes.
    await vi.waitFor(() => expect(getProviders).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Add selected' })).toBeNull();

    await userEvent.upload(screen.getByTestId('provider-package-input'), packageFile());
    await screen.findByText(WARNING);
    await userEvent.click(checkbox('Labs'));
    await userEvent.click(checkbox('Pathology'));
    await userEvent.click(screen.getByRole('button', { name: 'Add selected' }));
    await vi.waitFor(() => expect(saveProvider).toHaveBeenCalledTimes(2));
    expect(saveProvider).toHaveBeenLastCalledWith({
      Id: 'Labs',
      Uid: 'lab-uid-2',
      Version: 3,
      MockData: '{"crp":9}',
    });
  });

  it('reads a package dropped on the drop zone', async () => {
    const op = vi.fn(async () => ({ Providers: read, Warning: WARNING }));
    renderWith({ getProviders: async () => [labs], op: op as unknown as AppContextValue['ops']['op'] });
    const zone = screen.getByRole('group', { name: 'Drop a .srtbp provider package here' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [packageFile()] } });
    fireEvent.drop(zone, { dataTransfer: { files: [packageFile()] } });
    expect(await screen.findByText(WARNING)).toBeTruthy();
    expect(op).toHaveBeenCalledWith('importProviders', undefined, { Package: PACKAGE });
  });

  it("shows the server's reason for a package it refuses", async () => {
    const op = vi.fn(async () =>
      Promise.reject(
        new ApiError('POST', '/api/Dataproviders/import', 400, {
          message: 'The provider package is not valid JSON',
        }),
      ),
    );
    renderWith({ getProviders: async () => [], op: op as unknown as AppContextValue['ops']['op'] });
    await userEvent.upload(screen.getByTestId('provider-package-input'), packageFile('not json'));
    expect((await screen.findByRole('alert')).textContent).toBe('The provider package is not valid JSON');
    expect(screen.queryByRole('button', { name: 'Add selected' })).toBeNull();
  });

  it("alerts 'Save Failed' when a selected provider cannot be saved", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const op = vi.fn(async () => ({ Providers: read, Warning: WARNING }));
    renderWith({
      getProviders: async () => [labs],
      saveProvider: async () => Promise.reject(new Error('x')),
      op: op as unknown as AppContextValue['ops']['op'],
    });
    await userEvent.upload(screen.getByTestId('provider-package-input'), packageFile());
    await screen.findByText(WARNING);
    await userEvent.click(screen.getByRole('button', { name: 'Add selected' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Save Failed'));
  });
});
