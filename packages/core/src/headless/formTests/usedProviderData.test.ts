import { describe, expect, it } from 'vitest';
import { parseSpec } from '../../specification';
import { runFormTests } from './runFormTests';
import { usedProviderData } from './usedProviderData';

const FORM = [
  'Metadata:',
  '  title: Smoking',
  '  lang: en',
  '  description: A form reading a site provider',
  'ReportOutput:',
  "  - text: '{packYears} pack years'",
  'Components:',
  '  - Number: { id: packYears, label: Pack years, dataarg: SmokingHistory.packYears }',
  '  - Text: { id: name, label: Name, dataarg: Patient.name }',
  '',
].join('\n');

const SITE_DATA = {
  results: [
    { providerName: 'SmokingHistory', providerData: [{ packYears: 30, quitYear: 2001 }] },
    { providerName: 'Patient', providerData: [{ name: 'Ada', personalNumber: '19121212-1212' }] },
    { providerName: 'Labs', providerData: [{ crp: 4 }] },
  ],
};

describe('the site data providers in form tests (issue 20 item 4)', () => {
  it("runs a form reading a site provider when the site's providers are known, and fails without them", async () => {
    const scenario = {
      name: 'from the provider',
      providers: SITE_DATA,
      actions: [],
      expect: { report: '30 pack years', diagnostics: [] },
    };
    const known = await runFormTests(FORM, undefined, [scenario], { knownProviders: ['SmokingHistory'] });
    expect(known.results.map((r) => [r.name, r.passed])).toEqual([['from the provider', true]]);
    // Without them the run finds the error the preview does not show, and the recorded scenario fails.
    const unknown = await runFormTests(FORM, undefined, [scenario]);
    expect(unknown.results[0]?.passed).toBe(false);
    expect(unknown.results[0]?.diff).toMatch(/Undefined provider: SmokingHistory/);
  });

  it('keeps of provider data only the providers and fields the form reads', () => {
    const spec = parseSpec(FORM, { knownProviders: ['SmokingHistory'] }).runnable!;
    expect(usedProviderData(spec, SITE_DATA, false)).toEqual({
      results: [
        { providerName: 'SmokingHistory', providerData: [{ packYears: 30 }] },
        { providerName: 'Patient', providerData: [{ name: 'Ada' }] },
      ],
    });
  });

  it('keeps a used provider whole for a form with a script (the script is handed the whole answer)', () => {
    const spec = parseSpec(FORM, { knownProviders: ['SmokingHistory'] }).runnable!;
    expect(usedProviderData(spec, SITE_DATA.results, true)).toEqual(SITE_DATA.results.slice(0, 2));
  });

  it('leaves what is not provider data as it is', () => {
    const spec = parseSpec(FORM, { knownProviders: ['SmokingHistory'] }).runnable!;
    expect(usedProviderData(spec, 'nonsense', false)).toBe('nonsense');
  });
});
