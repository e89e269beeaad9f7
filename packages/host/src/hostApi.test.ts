// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { createForm, type FormStore } from '@formwright/core/headless';
import { createHostHooks, HOOK_NAMES, installHostHooks, NO_GET_DATA, requestProviderData } from './hostApi';

const SPEC = `Metadata: { lang: en, title: T, description: D, reportVersion: v2 }
Components:
  - Text: { id: name, label: Name, dataarg: Patient.name }
ReportOutput:
  - { text: 'Patient {name}', sectionId: header }
`;

function store(spec = SPEC): FormStore {
  const parsed = parseSpec(spec);
  if (!parsed.runnable) throw new Error('bad spec');
  const s = createForm(parsed.runnable);
  s.mount();
  return s;
}

const PROVIDERS = { results: [{ providerName: 'Patient', providerData: [{ name: 'Doe' }] }] };
const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of HOOK_NAMES) delete w[name];
  delete w.getData;
  vi.restoreAllMocks();
});

describe('the host hooks', () => {
  it('are the eight functions of the IDS7 host and getFhirBundle, installed on window and removed again', () => {
    const s = store();
    const uninstall = installHostHooks(window, createHostHooks(window, s, ['Patient']));
    expect(HOOK_NAMES).toEqual([
      'setProviderData',
      'getCustomState',
      'setCustomState',
      'dataProvidersUpdated',
      'getProviderData',
      'getReportRtf',
      'getReportSectionsRtf',
      'clearState',
      'getFhirBundle',
    ]);
    for (const name of HOOK_NAMES) expect(typeof w[name]).toBe('function');
    uninstall();
    for (const name of HOOK_NAMES) expect(w[name]).toBeUndefined();
  });

  it('leave a later mount’s hooks in place when the earlier form unmounts', () => {
    const first = installHostHooks(window, createHostHooks(window, store(), []));
    const later = createHostHooks(window, store(), []);
    installHostHooks(window, later);
    first();
    expect(w.getReportRtf).toBe(later.getReportRtf);
  });

  it('setProviderData fills mapped components; getProviderData, custom state, RTF and clearState follow', () => {
    const s = store();
    const hooks = createHostHooks(window, s, ['Patient']);
    hooks.setProviderData(PROVIDERS);
    expect(s.getSnapshot().report.markup).toContain('Patient Doe');
    expect(hooks.getProviderData()).toBeTruthy();
    expect(hooks.getReportRtf()).toMatch(/^\{\\rtf1/);
    expect(Object.keys(hooks.getReportSectionsRtf() ?? {})).toEqual(['header']);
    s.update({ type: 'set', id: 'name', value: 'Roe' });
    const saved = hooks.getCustomState();
    hooks.clearState();
    expect(s.getSnapshot().components.get('name')?.value).not.toBe('Roe');
    hooks.setCustomState(JSON.stringify(saved));
    expect(s.getSnapshot().components.get('name')?.value).toBe('Roe');
  });

  it('getFhirBundle gives the filled form as an R4 collection Bundle whose report is the form’s', () => {
    const s = store();
    const hooks = createHostHooks(window, s, ['Patient']);
    s.update({ type: 'set', id: 'name', value: 'Roe' });
    const bundle = hooks.getFhirBundle();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const report = bundle.entry.find((e) => e.resource.resourceType === 'DiagnosticReport')?.resource as {
      presentedForm: { data: string }[];
    };
    expect(atob(report.presentedForm[0]?.data ?? '')).toBe('Patient Roe');
    const response = bundle.entry[0]?.resource as { item: unknown[] };
    expect(response.item).toEqual([{ linkId: 'name', text: 'Name', answer: [{ valueString: 'Roe' }] }]);
  });

  it('getReportSectionsRtf is undefined for a v1 report', () => {
    const hooks = createHostHooks(
      window,
      store(SPEC.replace(', reportVersion: v2', ', reportVersion: v1')),
      [],
    );
    expect(hooks.getReportSectionsRtf()).toBeUndefined();
  });
});

describe('the parent getData', () => {
  it('is called with the form’s provider names and its promised answer reaches the form', async () => {
    const s = store();
    const getData = vi.fn(() => Promise.resolve(PROVIDERS));
    w.getData = getData; // in a page that is not in a frame, window.parent is window
    requestProviderData(window, s, ['Patient']);
    expect(getData).toHaveBeenCalledWith(['Patient']);
    await Promise.resolve();
    await Promise.resolve();
    expect(s.getSnapshot().components.get('name')?.value).toBe('Doe');
  });

  it('dataProvidersUpdated asks the parent again', () => {
    const getData = vi.fn(() => PROVIDERS);
    w.getData = getData;
    createHostHooks(window, store(), ['Patient']).dataProvidersUpdated();
    expect(getData).toHaveBeenCalledTimes(1);
  });

  it('missing on the parent gives the spec’s warning and no call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    requestProviderData(window, store(), ['Patient']);
    expect(warn).toHaveBeenCalledWith(NO_GET_DATA);
    expect(NO_GET_DATA).toBe('Unable to fetch base container getData method...');
  });
});
