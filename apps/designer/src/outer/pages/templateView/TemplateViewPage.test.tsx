// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/appContext';
import TemplateViewPage from './TemplateViewPage';
import { hostFields, sourcesFromFile } from './hostSimulator';

const FORM = `Metadata: { lang: en, title: Host, description: Host test, reportVersion: v2 }
ReportOutput:
  - { text: 'Patient {name}. Size {size} mm.', sectionId: findings }
Components:
  - Text: { id: name, label: Name, dataarg: Patient.name }
  - Number: { id: size, label: Size }
`;

function renderPage(state?: unknown) {
  return renderWithApp(
    <MemoryRouter initialEntries={[{ pathname: '/TemplateView', state }]}>
      <TemplateViewPage />
    </MemoryRouter>,
  );
}

const win = window as unknown as Record<string, unknown>;

async function mountForm(spec = FORM) {
  const specBox = screen.getByLabelText('Specification');
  fireEvent.change(specBox, { target: { value: spec } });
  await userEvent.click(screen.getByRole('button', { name: 'Mount' }));
  await screen.findByLabelText('Size', {}, { timeout: 5000 });
}

function reportText(): string {
  return screen.getByLabelText('Report text').textContent ?? '';
}

describe('TemplateView, the host simulator', () => {
  afterEach(cleanup);

  it('mounts a pasted specification, answers its getData from the provider JSON and shows the hidden inputs live', async () => {
    renderPage();
    await mountForm();
    expect(screen.getByRole('status').textContent).toBe('Mounted');
    // The form asked its parent (the page) for its provider, and got the sample's Patient name.
    expect(screen.getByLabelText('getData calls').textContent).toContain('getData(["Patient"])');
    // The smart filter leaves out the empty size's sentence.
    await vi.waitFor(() => expect(reportText()).toBe('Patient Doe, Jane.'));
    await userEvent.type(screen.getByLabelText('Size'), '9');
    await vi.waitFor(() => expect(reportText()).toBe('Patient Doe, Jane. Size 9 mm.'));
    const table = screen.getByRole('table', { name: 'Hidden inputs' });
    expect(table.textContent).toContain('#Report');
    expect(table.textContent).toContain('data-report');
  });

  it('puts the eight host hooks on the window while a form is mounted, and takes them off on leaving', async () => {
    const { unmount } = renderPage();
    expect(typeof win.getReportRtf).toBe('undefined');
    await mountForm();
    for (const name of [
      'setProviderData',
      'getCustomState',
      'setCustomState',
      'dataProvidersUpdated',
      'getProviderData',
      'getReportRtf',
      'getReportSectionsRtf',
      'clearState',
    ])
      expect(typeof win[name], name).toBe('function');
    unmount();
    expect(win.getReportRtf).toBeUndefined();
    expect(win.getData).toBeUndefined();
  });

  it('plays each hook from its button: provider data, custom state dump and restore, clearState, RTF', async () => {
    renderPage();
    await mountForm();
    await userEvent.type(screen.getByLabelText('Size'), '4');
    await vi.waitFor(() => expect(reportText()).toContain('Size 4 mm.'));

    fireEvent.change(screen.getByLabelText('Provider data JSON'), {
      target: { value: '[{"providerName": "Patient", "providerData": [{"name": "Roe, Rick"}]}]' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'setProviderData' }));
    await vi.waitFor(() => expect(reportText()).toBe('Patient Roe, Rick. Size 4 mm.'));
    await userEvent.click(screen.getByRole('button', { name: 'getProviderData' }));
    expect(screen.getByLabelText('Hook answer').textContent).toMatch(/^getProviderData\(\) = .*Roe, Rick/s);

    await userEvent.click(screen.getByRole('button', { name: 'getCustomState' }));
    const state = (screen.getByLabelText('Custom state JSON') as HTMLTextAreaElement).value;
    expect(state).toContain('size');
    await userEvent.click(screen.getByRole('button', { name: 'clearState' }));
    await vi.waitFor(() => expect(reportText()).not.toContain('Size 4'));
    await userEvent.click(screen.getByRole('button', { name: 'setCustomState' }));
    await vi.waitFor(() => expect(reportText()).toContain('Size 4 mm.'));

    await userEvent.click(screen.getByRole('button', { name: 'getReportRtf' }));
    expect(screen.getByLabelText('Hook answer').textContent).toMatch(/^getReportRtf\(\) = \{\\rtf1/);
    await userEvent.click(screen.getByRole('button', { name: 'getReportSectionsRtf' }));
    expect(screen.getByLabelText('Hook answer').textContent).toMatch(/"findings": "\{\\\\rtf1/);

    await userEvent.click(screen.getByRole('button', { name: 'dataProvidersUpdated' }));
    expect(screen.getByLabelText('getData calls').textContent?.match(/getData/g)).toHaveLength(2);
  });

  it('says when a hook is pressed before any form is mounted, and when the JSON box is not JSON', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'getReportRtf' }));
    expect(screen.getByRole('status').textContent).toBe('getReportRtf is not available: mount a form first.');
    await mountForm();
    fireEvent.change(screen.getByLabelText('Provider data JSON'), { target: { value: '{oops' } });
    await userEvent.click(screen.getByRole('button', { name: 'setProviderData' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Provider data is not valid JSON: /);
  });

  it('follows the theme switch, and lists the errors of a specification that cannot run', async () => {
    renderPage();
    await mountForm();
    expect(document.querySelector('.fw-theme-dark')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'light');
    expect(document.querySelector('.fw-theme-light')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Specification'), { target: { value: 'Metadata: [' } });
    await userEvent.click(screen.getByRole('button', { name: 'Mount' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/its specification has errors/);
  });

  it('reads an exported form file into specification and script, other files as the specification', () => {
    expect(
      sourcesFromFile(JSON.stringify({ Name: 'F', Template: { Yaml: 'a: 1', JsCode: 'function f() {}' } })),
    ).toEqual({ spec: 'a: 1', script: 'function f() {}' });
    expect(sourcesFromFile('Metadata: {}')).toEqual({ spec: 'Metadata: {}' });
    expect(sourcesFromFile('{"Metadata": {}}')).toEqual({ spec: '{"Metadata": {}}' });
  });

  it('sums up codes, worklist attributes and free fields from the hidden inputs', () => {
    expect(
      hostFields([
        { name: '#DiagnosticCodes', value: 'A|B', attributes: {} },
        { name: 'w', value: 'CT', attributes: { 'data-worklist-attribute': 'Modality' } },
        { name: 'f', value: '', attributes: { 'data-free-field': 'F1', 'data-free-field-clear': '' } },
      ]),
    ).toEqual([
      { term: 'Diagnostic codes', value: 'A|B' },
      { term: 'Worklist Modality', value: 'CT' },
      { term: 'Free field F1 (clear when empty)', value: '' },
    ]);
  });

  it('opened from the menu while a form is edited, starts on that form and mounts it', async () => {
    renderPage({ editedForm: { spec: FORM, script: '', title: 'Host' } });
    await screen.findByLabelText('Size', {}, { timeout: 5000 });
    expect((screen.getByLabelText('Specification') as HTMLTextAreaElement).value).toBe(FORM);
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Mounted the form being edited: Host'),
    );
    await vi.waitFor(() => expect(reportText()).toBe('Patient Doe, Jane.'));
  });

  it('opened without an edited form, starts on the demo form and waits for Mount', () => {
    renderPage();
    expect((screen.getByLabelText('Specification') as HTMLTextAreaElement).value).toContain('Metadata:');
    expect(screen.getByText(/No form mounted yet/)).toBeTruthy();
  });
});
