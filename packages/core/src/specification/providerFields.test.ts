import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';
import { checkProviderFields } from './providerFields';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';

/** The test data of the site's providers: SmokingHistory has two fields (one nested), Lab none. */
const DATA = [
  { providerName: 'SmokingHistory', providerData: [{ packYears: 30, status: { current: true } }] },
  { providerName: 'Lab', providerData: [] },
];

function findings(entries: readonly string[], data: unknown = DATA) {
  const text = HEAD + entries.map((e) => `  ${e}\n`).join('');
  const spec = parseSpec(text, { knownProviders: ['SmokingHistory', 'Lab', 'Other'] }).spec;
  if (!spec) throw new Error('the test form does not validate');
  return checkProviderFields(spec, data).map((d) => [
    d.severity,
    d.componentId,
    d.line,
    text.slice(d.from, d.to),
    d.message,
  ]);
}

describe('a dataarg naming a field the provider data does not have is a warning (issue 20 item 6)', () => {
  it.each<[string, string, string | undefined]>([
    ['a field the data has', 'SmokingHistory.packYears', undefined],
    ['a nested field the data has', 'SmokingHistory.status.current', undefined],
    [
      'a misspelt field, with the nearest one',
      'SmokingHistory.packyears',
      'dataarg SmokingHistory.packyears: the data of provider SmokingHistory has no field packyears, so this component gets nothing from it; did you mean SmokingHistory.packYears?',
    ],
    [
      'a field nothing is near',
      'SmokingHistory.alcohol',
      'dataarg SmokingHistory.alcohol: the data of provider SmokingHistory has no field alcohol, so this component gets nothing from it',
    ],
    [
      'a nested field the data lacks',
      'SmokingHistory.status.former',
      'dataarg SmokingHistory.status.former: the data of provider SmokingHistory has no field status.former, so this component gets nothing from it',
    ],
    ['a provider with empty data (nothing to judge by)', 'Lab.hb', undefined],
    ['a provider with no data here', 'Other.x', undefined],
    ['a built-in provider with no data here', 'Patient.name', undefined],
  ])('%s', (_name, dataarg, message) => {
    expect(findings(['- Text: { id: a }', `- Number: { id: n, dataarg: ${dataarg} }`])).toEqual(
      message === undefined ? [] : [['warning', 'n', 5, dataarg, message]],
    );
  });

  it('takes the results as a form is given them: a bare list or { results }', () => {
    const entries = ['- Text: { id: t, dataarg: SmokingHistory.nope }'];
    expect(findings(entries, { results: DATA })).toHaveLength(1);
    expect(findings(entries, DATA)).toHaveLength(1);
    expect(findings(entries, null)).toEqual([]);
    expect(findings(entries, [{ providerName: 'SmokingHistory' }])).toEqual([]);
  });
});
