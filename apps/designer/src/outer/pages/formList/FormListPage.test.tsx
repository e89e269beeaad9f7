// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormTemplate } from '../../api/types';
import { Role } from '../../session/roles';
import { AppContext, type AppContextValue } from '../../session/SessionContext';
import { appContextValue } from '../../../testing/appContext';
import FormListPage, { SELECTED_FOLDER_KEY } from './FormListPage';
import type { TreeFolder } from './folderTree';
import CYTOLOGY from '../../../../../../fixtures/openehr/better_cytology_report.webtemplate.json?raw';

if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function')
  Object.assign(globalThis, {
    CSS: { escape: (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) },
  });

const folder = (Id: number, FolderName: string, ParentId: number | null): TreeFolder => ({
  Id,
  FolderName,
  ParentId,
});
const form = (Id: string, Name: string, FolderId: number, extra: Partial<FormTemplate> = {}) =>
  ({
    Id,
    Name,
    FolderId,
    Version: 1,
    Created: '2026-11-20T10:00:00.000Z',
    Template: { Yaml: '', JsCode: '' },
    ...extra,
  }) as FormTemplate;

const SITE = [folder(1, 'Demo Hospital', null), folder(2, 'Lungs', 1), folder(3, 'CT', 2)];
const CURATED = [folder(10, 'Formwright', null)];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

interface Options {
  role?: Role;
  mode?: 'server' | 'local';
  siteForms?: FormTemplate[];
  curatedForms?: FormTemplate[];
  showTutorial?: boolean;
}

function renderPage(o: Options = {}) {
  const ops = {
    getSiteFolders: vi.fn(async () => SITE),
    getFormwrightFolders: vi.fn(async () => CURATED),
    getFormwrightTemplates: vi.fn(async () => o.curatedForms ?? []),
    getSharedTemplates: vi.fn(async () => [
      {
        Id: 's1',
        Name: 'Shared nodule',
        Created: '2026-11-01T00:00:00Z',
        SiteId: 2,
        SiteName: 'North',
        LatestVersion: 4,
      },
    ]),
    copyTemplate: vi.fn(async () => ({ Id: 'copy', Version: 1 })),
    moveTemplate: vi.fn(async () => undefined),
    saveFolder: vi.fn(async () => folder(4, 'New Folder', 1)),
    deleteFolder: vi.fn(async () => undefined),
    getAllLatestVersions: vi.fn(async () => []),
    setShowTutorial: vi.fn(async () => undefined),
  };
  const forms = {
    mode: o.mode ?? 'server',
    list: vi.fn(async () => o.siteForms ?? []),
    setDeleted: vi.fn(async () => undefined),
    save: vi.fn(async (_body: unknown) => ({ Id: 'new', Version: 1 })),
  };
  const value = appContextValue({
    session: {
      mode: o.mode ?? 'server',
      user: { Guid: 'u', Role: o.role ?? Role.User },
      sites: [
        {
          Id: 1,
          Name: 'Demo Hospital',
          Description: '',
          EmailDomain: 'demo.local',
          IsCurrent: true,
          Role: o.role ?? Role.User,
          Folders: [],
        },
      ],
      showTutorial: o.showTutorial ?? false,
    },
    ops: ops as unknown as AppContextValue['ops'],
    forms: forms as unknown as AppContextValue['forms'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppContext.Provider value={value}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<FormListPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
  return { ops, forms };
}

const treeRow = (name: string) =>
  within(screen.getByRole('treegrid', { name: 'Folders' })).getByRole('row', { name });
const formsTable = () => screen.getByRole('table', { name: 'Forms' });

describe('the form list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the site folders, Shared and the curated folders, with nodes from depth 2 collapsed', async () => {
    renderPage();
    expect(await screen.findByRole('row', { name: 'Lungs' })).toBeTruthy();
    expect(treeRow('Shared')).toBeTruthy();
    expect(treeRow('Formwright')).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'CT' })).toBeNull();
    expect(treeRow('Lungs').getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the forms of the site root first, then of the folder selected', async () => {
    renderPage({ siteForms: [form('a', 'Chest CT', 1), form('b', 'Lung nodule', 2)] });
    expect(
      await within(await screen.findByRole('table', { name: 'Forms' })).findByText('Chest CT'),
    ).toBeTruthy();
    expect(within(formsTable()).queryByText('Lung nodule')).toBeNull();
    fireEvent.click(treeRow('Lungs'));
    expect(await within(formsTable()).findByText('Lung nodule')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Hospital / Lungs');
    expect(localStorage.getItem(SELECTED_FOLDER_KEY)).toBe('site:2');
    expect(
      within(formsTable())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Version', 'Modified', 'Actions']);
  });

  it('selects folders with the arrow keys and opens a collapsed one with ArrowRight', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: 'Lungs' });
    await user.click(treeRow('Demo Hospital'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Hospital / Lungs'),
    );
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('row', { name: 'CT' })).toBeTruthy();
  });

  it('imports a package into the selected folder', async () => {
    const { ops } = renderPage();
    const importFormPackage = vi.fn(async (_folder: number | string, _forms: unknown[]) => ({
      Imported: [],
    }));
    Object.assign(ops, { importFormPackage });
    fireEvent.click(await screen.findByRole('row', { name: 'Lungs' }));
    const pkg = JSON.stringify([
      { Name: 'A', Template: { Yaml: 'x', JsCode: '' } },
      { Name: 'B', Template: { Yaml: 'y', JsCode: '' } },
    ]);
    await userEvent.upload(screen.getByLabelText('Import package (.fp)'), new File([pkg], 'FormPackage.fp'));
    await waitFor(() => expect(importFormPackage).toHaveBeenCalledTimes(1));
    expect(importFormPackage.mock.calls[0]).toEqual([2, JSON.parse(pkg)]);
    expect(await screen.findByText('2 forms imported')).toBeTruthy();
  });

  it('falls back to the site root when the kept folder is gone', async () => {
    localStorage.setItem(SELECTED_FOLDER_KEY, 'site:99');
    renderPage({ siteForms: [form('a', 'Chest CT', 1)] });
    expect(await screen.findByText('Chest CT')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Hospital');
  });

  it('passes the selected folder to New, Demo and Import from File', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('row', { name: 'Lungs' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'New form' }).getAttribute('href')).toBe('/new?folder=2'),
    );
    expect(screen.getByRole('link', { name: 'Demo' }).getAttribute('href')).toBe('/demo?folder=2');
    expect(screen.getByRole('link', { name: 'Import from File' }).getAttribute('href')).toBe(
      '/fromFile?folder=2',
    );
  });

  it('imports an openEHR template into the selected folder', async () => {
    const { forms } = renderPage();
    fireEvent.click(await screen.findByRole('row', { name: 'Lungs' }));
    const file = new File([CYTOLOGY], 'cytology.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Import openEHR template'), file);
    await waitFor(() => expect(forms.save).toHaveBeenCalled(), { timeout: 80_000 });
    expect(forms.save.mock.calls[0]![0]).toMatchObject({ FolderId: 2 });
  }, 120_000);

  it("asks before an author copies a curated form, then copies it into the site's root", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { ops } = renderPage({ curatedForms: [form('c', 'Curated thyroid', 10)] });
    fireEvent.click(await screen.findByRole('row', { name: 'Formwright' }));
    fireEvent.click(await within(formsTable()).findByRole('button', { name: 'Curated thyroid' }));
    expect(confirm).toHaveBeenCalledWith(
      'Do you want to copy this form into your site root folder (Demo Hospital)?',
    );
    await waitFor(() => expect(ops.copyTemplate).toHaveBeenCalledWith('c', 1));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Hospital'));
  });

  it('copies nothing when the author says no, and asks for a shared form too', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { ops } = renderPage();
    fireEvent.click(await screen.findByRole('row', { name: 'Shared' }));
    const table = await screen.findByRole('table', { name: 'Forms' });
    expect(within(table).getByText(/North/)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Shared nodule' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(ops.copyTemplate).not.toHaveBeenCalled();
  });

  it('lets a ProviderAdmin open a curated form without a prompt', async () => {
    renderPage({ role: Role.ProviderAdmin, curatedForms: [form('c', 'Curated thyroid', 10)] });
    fireEvent.click(await screen.findByRole('row', { name: 'Formwright' }));
    expect(await within(formsTable()).findByRole('link', { name: 'Curated thyroid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New curated folder' })).toBeTruthy();
  });

  it('shows deleted forms only when asked, and restores them', async () => {
    const { forms } = renderPage({
      siteForms: [form('a', 'Chest CT', 1), form('d', 'Old form', 1, { Deleted: true })],
    });
    await screen.findByText('Chest CT');
    expect(screen.queryByText('Old form')).toBeNull();
    fireEvent.click(screen.getByLabelText('Show deleted forms'));
    expect(await screen.findByText('Old form')).toBeTruthy();
    const row = screen.getByText('Old form').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Restore' }).getAttribute('aria-describedby')).toBe(
      within(row).getAllByRole('cell')[0]!.id,
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(forms.setDeleted).toHaveBeenCalledWith('d', false));
  });

  it('offers Export all forms to Admin and above only', async () => {
    renderPage({ role: Role.User });
    await screen.findByRole('row', { name: 'Lungs' });
    expect(screen.queryByRole('button', { name: 'Export all forms' })).toBeNull();
    cleanup();
    renderPage({ role: Role.Admin });
    expect(await screen.findByRole('button', { name: 'Export all forms' })).toBeTruthy();
  });

  it('never renames or deletes a root; deletes only an empty folder', async () => {
    const { ops } = renderPage({ siteForms: [form('b', 'Lung nodule', 2)] });
    await screen.findByRole('row', { name: 'Lungs' });
    const tools = screen.getByRole('group', { name: 'Folder' });
    expect((within(tools).getByRole('button', { name: 'Rename' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(tools).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(treeRow('Lungs'));
    await waitFor(() =>
      expect((within(tools).getByRole('button', { name: 'Rename' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect((within(tools).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(tools).getByRole('button', { name: 'New folder' }));
    await waitFor(() => expect(ops.saveFolder).toHaveBeenCalledWith(null, 'New Folder', 2));
  });

  it('shows each empty-list text', async () => {
    renderPage();
    expect(screen.getByText('Loading, please wait...')).toBeTruthy();
    expect(await screen.findByText('No forms exist yet, create one!')).toBeTruthy();
    fireEvent.click(treeRow('Formwright'));
    expect(await screen.findByText('Currently no data available')).toBeTruthy();
  });

  it('runs in local mode with one root folder and no Shared or curated folders', async () => {
    renderPage({ mode: 'local', siteForms: [form('a', 'Local form', 1)] });
    expect(await screen.findByText('Local form')).toBeTruthy();
    expect(treeRow('Local forms')).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'Shared' })).toBeNull();
    const tools = screen.getByRole('group', { name: 'Folder' });
    expect((within(tools).getByRole('button', { name: 'New folder' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the tutorial when the flag says so, and Don't show again switches it off on the server", async () => {
    const { ops } = renderPage({ showTutorial: true });
    fireEvent.click(await screen.findByRole('button', { name: "Don't show again" }));
    expect(ops.setShowTutorial).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
  });
});
