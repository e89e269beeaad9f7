// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormTemplate, VersionListItem } from '../../api/types';
import { IMPACT_HEADING } from '../../formTests/VersionImpact';
import { AppContext, type AppContextValue } from '../../session/SessionContext';
import { appContextValue } from '../../../testing/appContext';
import { formatModified } from './formRows';
import {
  BUILD_TOOLTIP,
  DELETE_FORM_CONFIRM,
  DELETE_VERSIONS_CONFIRM,
  selectableVersions,
  VersionsDialog,
} from './VersionsDialog';

// jsdom has no CSS.escape; react-aria's Modal reads meta tags with it.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function')
  Object.assign(globalThis, {
    CSS: { escape: (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) },
  });

const ID = '0a1b2c3d-0000-4000-8000-000000000001';

type Row = VersionListItem & { SpecVersion?: string };
const row = (Version: number, BuildNumber: number | null): Row => ({
  Id: ID,
  Version,
  BuildNumber,
  SpecVersion: '1.0',
  Created: `2026-11-0${Version}T10:00:00.000Z`,
  CreatedBy: `author${Version}@demo.local`,
});

function Editor() {
  const { id, version } = useParams();
  return <p>editor {`${id}/${version}`}</p>;
}

function renderWith(
  rows: Row[],
  deleteTemplateVersions = vi.fn(async (_id: string, _versions: readonly number[]) => undefined),
) {
  let current = rows;
  const versions = vi.fn(async () => current);
  const onClose = vi.fn();
  const value = appContextValue({
    ops: {
      deleteTemplateVersions: async (id: string, v: readonly number[]) => {
        await deleteTemplateVersions(id, v);
        current = current.filter((r) => !v.includes(r.Version));
        return { Ok: true };
      },
    },
    forms: {
      mode: 'server',
      versions,
      get: async () => ({}) as FormTemplate,
    } as unknown as AppContextValue['forms'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppContext.Provider value={value}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<VersionsDialog id={ID} name="Nodule size" onClose={onClose} />} />
            <Route path="/:id/:version" element={<Editor />} />
          </Routes>
        </MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
  return { onClose, versions, deleteTemplateVersions };
}

describe('the versions dialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists each version with its SpecVersion, date, author and build', async () => {
    renderWith([row(3, 12), row(2, null), row(1, null)]);
    const dialog = await screen.findByRole('dialog', { name: 'Versions of Nodule size' });
    await within(dialog).findByText('author3@demo.local');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 6)).toEqual(['Version', 'SpecVersion', 'Created', 'Created by', 'Build']);
    expect(within(dialog).getAllByText('1.0')).toHaveLength(3);
    // Shown as the form list shows Modified: local time, 'YYYY-MM-DD HH:MM' (not the server's UTC ISO text).
    expect(within(dialog).queryByText('2026-11-02T10:00:00.000Z')).toBeNull();
    expect(within(dialog).getByText(formatModified('2026-11-02T10:00:00.000Z'))).toBeTruthy();
    expect(within(dialog).getByText('12')).toBeTruthy();
    expect(within(dialog).getAllByText('No build')).toHaveLength(2);
  });

  it("says 'No versions available...' when the form has none", async () => {
    renderWith([]);
    expect(await screen.findByText('No versions available...')).toBeTruthy();
  });

  it('refuses to check a version with a build, with the tooltip saying why', async () => {
    renderWith([row(2, 5), row(1, null)]);
    const built = (await screen.findByLabelText('Select version 2')) as HTMLInputElement;
    expect(built.disabled).toBe(true);
    expect(built.title).toBe(BUILD_TOOLTIP);
    expect(BUILD_TOOLTIP).toBe('Can not delete form versions that has a build.');
    const free = screen.getByLabelText('Select version 1') as HTMLInputElement;
    expect(free.disabled).toBe(false);
    expect(free.title).toBe('');
  });

  it('select-all checks only versions without a build (skipping a built latest row)', () => {
    expect(selectableVersions([row(3, 9), row(2, null), row(1, null)])).toEqual([2, 1]);
    expect(selectableVersions([row(2, 1), row(1, 1)])).toEqual([]);
  });

  it('deletes the checked versions after the confirmation and lists the rest', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { deleteTemplateVersions } = renderWith([row(3, 7), row(2, null), row(1, null)]);
    await userEvent.click(await screen.findByLabelText('Select all versions'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected versions' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_VERSIONS_CONFIRM);
    expect(deleteTemplateVersions).toHaveBeenCalledWith(ID, [1, 2]);
    await waitFor(() => expect(screen.queryByLabelText('Select version 1')).toBeNull());
    expect(screen.getByLabelText('Select version 3')).toBeTruthy();
  });

  it('asks about the WHOLE form when every version is checked, and closes once it is gone', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { deleteTemplateVersions, onClose } = renderWith([row(2, null), row(1, null)]);
    await userEvent.click(await screen.findByLabelText('Select all versions'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected versions' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_FORM_CONFIRM);
    expect(DELETE_FORM_CONFIRM).toBe('Do you really want to permanently delete the WHOLE form?');
    expect(deleteTemplateVersions).toHaveBeenCalledWith(ID, [1, 2]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('deletes nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { deleteTemplateVersions } = renderWith([row(2, null), row(1, null)]);
    await userEvent.click(await screen.findByLabelText('Select version 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected versions' }));
    expect(deleteTemplateVersions).not.toHaveBeenCalled();
  });

  it('alerts when the server fails the delete', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWith(
      [row(2, null), row(1, null)],
      vi.fn(async () => Promise.reject(new Error('500'))),
    );
    await userEvent.click(await screen.findByLabelText('Select version 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected versions' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Could not delete form versions from server'));
  });

  it('opens a chosen version in the editor at its id/version path', async () => {
    const { onClose } = renderWith([row(2, null), row(1, null)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open version 1' }));
    expect(await screen.findByText(`editor ${ID}/1`)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('holds the version impact when the form has two versions or more', async () => {
    renderWith([row(2, null), row(1, null)]);
    expect(await screen.findByRole('region', { name: IMPACT_HEADING })).toBeTruthy();
  });

  it('shows no version impact for a single version', async () => {
    renderWith([row(1, null)]);
    await screen.findByLabelText('Select version 1');
    expect(screen.queryByRole('region', { name: IMPACT_HEADING })).toBeNull();
  });

  it('closes with the Close button', async () => {
    const { onClose } = renderWith([row(1, null)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
