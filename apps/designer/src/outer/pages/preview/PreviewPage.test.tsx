// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { AppContext, type AppContextValue } from '../../session/SessionContext';
import { appContextValue } from '../../../testing/appContext';
import PreviewPage, { PREVIEW_FAILED, previewVersionOf } from './PreviewPage';

const FORM = `Metadata: { lang: en, title: Nodule, description: One nodule }
ReportOutput:
  - text: 'Size {size} mm.'
Components:
  - Number: { id: size, label: Size }
`;

type Answer = { Name: string; Version: number; Yaml: string; FullCode: string };

function Harness(props: {
  getPreviewTemplate: (id: string, version?: number) => Promise<Answer>;
  path: string;
  signedIn?: boolean;
  getStructuredData?: () => Promise<{ propValues?: Record<string, unknown> }>;
}) {
  const [colorMode, setColorMode] = useState<'dark' | 'light'>('dark');
  const value = appContextValue({
    // Signed out unless asked: the public preview needs no user.
    session: { user: props.signedIn ? { Guid: 'u', Role: 1 } : undefined },
    ops: {
      getPreviewTemplate: props.getPreviewTemplate,
      getStructuredData: props.getStructuredData,
    } as unknown as AppContextValue['ops'],
    colorMode,
    setColorMode,
  });
  return (
    <AppContext.Provider value={value}>
      <MemoryRouter initialEntries={[props.path]}>
        <Routes>
          <Route path="/preview/:previewId" element={<PreviewPage />} />
          <Route path="/preview/:previewId/:previewVersion" element={<PreviewPage />} />
        </Routes>
      </MemoryRouter>
    </AppContext.Provider>
  );
}

const ID = '0b9a4a55-7c1e-4d5e-9a43-2f1f7d3c1a10';

describe('the public preview page', () => {
  afterEach(cleanup);

  it('fetches the latest version for /preview/{id} and shows the form, filled like any form', async () => {
    const get = vi.fn(async () => ({ Name: 'Nodule', Version: 3, Yaml: FORM, FullCode: '' }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}`} />);
    expect(screen.getByText('Loading, please wait...')).toBeTruthy();
    const size = await screen.findByLabelText('Size');
    expect(get).toHaveBeenCalledWith(ID, undefined);
    expect(screen.getByRole('heading', { name: 'Nodule' })).toBeTruthy();
    expect(screen.getByText('Version 3')).toBeTruthy();
    await userEvent.type(size, '12');
    await vi.waitFor(() =>
      expect((document.querySelector('input[name="#Report"]') as HTMLInputElement).value).toBe('Size 12 mm.'),
    );
  });

  it('asks for the version of /preview/{id}/{version}', async () => {
    const get = vi.fn(async () => ({ Name: 'Nodule', Version: 2, Yaml: FORM, FullCode: '' }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}/2`} />);
    await screen.findByLabelText('Size');
    expect(get).toHaveBeenCalledWith(ID, 2);
  });

  it('shows the failure text when the server answers 404 (unknown id or preview disabled)', async () => {
    const get = vi.fn(async () => Promise.reject(new ApiError('GET', `/api/Templates/preview/${ID}`, 404)));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}`} />);
    expect((await screen.findByRole('alert')).textContent).toBe(PREVIEW_FAILED);
    expect(PREVIEW_FAILED).toBe(
      'Could not load form preview, make sure the form has preview enabled and that the link is correct.',
    );
  });

  it('shows the failure text for a version that is no number, without asking the server', async () => {
    const get = vi.fn(async () => ({ Name: 'Nodule', Version: 2, Yaml: FORM, FullCode: '' }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}/latest`} />);
    expect((await screen.findByRole('alert')).textContent).toBe(PREVIEW_FAILED);
    expect(get).not.toHaveBeenCalled();
  });

  it('switches the colour mode, dark by default, and the form follows', async () => {
    const get = vi.fn(async () => ({ Name: 'Nodule', Version: 1, Yaml: FORM, FullCode: '' }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}`} />);
    await screen.findByLabelText('Size');
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.fw-theme-dark')).toBeTruthy();
    await userEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(document.querySelector('.fw-theme-light')).toBeTruthy();
    expect(document.querySelector('.fw-theme-dark')).toBeNull();
  });

  it('runs the form script in the sandbox, as the runtime does', async () => {
    const script = 'function double(x) { return x * 2; }';
    const yaml = FORM.replace("'Size {size} mm.'", "'Double {double(size)}.'");
    const get = vi.fn(async () => ({ Name: 'Nodule', Version: 1, Yaml: yaml, FullCode: script }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}`} />);
    await userEvent.type(await screen.findByLabelText('Size'), '4');
    await vi.waitFor(
      () =>
        expect((document.querySelector('input[name="#Report"]') as HTMLInputElement).value).toBe('Double 8.'),
      { timeout: 5000 },
    );
  });

  it('fills provider fields from the mock test data for a signed-in user, and runs without them signed out', async () => {
    const yaml = FORM.replace(
      '  - Number: { id: size, label: Size }',
      '  - Number: { id: size, label: Size }\n  - Text: { id: name, label: Name, dataarg: Patient.name }',
    );
    const get = vi.fn(async () => ({ Name: 'Nodule', Version: 1, Yaml: yaml, FullCode: '' }));
    const data = vi.fn(async () => ({ propValues: { Patient: { name: 'Doe, Jane' } } }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}`} signedIn getStructuredData={data} />);
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    await vi.waitFor(() => expect(name.value).toBe('Doe, Jane'));
    cleanup();
    const none = vi.fn(async () => ({ propValues: {} }));
    render(<Harness getPreviewTemplate={get} path={`/preview/${ID}`} getStructuredData={none} />);
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('');
    expect(none).not.toHaveBeenCalled();
  });

  it('reads the version segment: absent, a positive integer, or nothing valid', () => {
    expect(previewVersionOf(undefined)).toBeUndefined();
    expect(previewVersionOf('4')).toBe(4);
    expect(previewVersionOf('0')).toBeNaN();
    expect(previewVersionOf('x')).toBeNaN();
  });
});
