import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { previewDiagnostics } from './providerFieldDiagnostics';

const SPEC = [
  'Metadata: {lang: en, title: T, description: D}',
  'ReportOutput: []',
  'Components:',
  '  - Number: { id: packs, dataarg: SmokingHistory.packyears }',
  '  - Text: { id: status, dataarg: SmokingHistory.status }',
].join('\n');

/** The site's test data as the preview gets it (providerResults of the structured-data answer). */
const DATA = [{ providerName: 'SmokingHistory', providerData: [{ packYears: 30, status: 'former' }] }];

describe('the preview warns where a dataarg names a field the site test data lacks (issue 20 item 6)', () => {
  it.each<[string, unknown, [string, number][]]>([
    ['with the test data', DATA, [['dataarg-field-missing', 4]]],
    ['without test data (local mode)', [], []],
    ['before the data arrives', undefined, []],
  ])('%s', (_name, data, expected) => {
    const parsed = parseSpec(SPEC, { knownProviders: ['SmokingHistory'] });
    const found = previewDiagnostics(parsed, data);
    expect(found.map((d) => [d.code, d.line])).toEqual(expected);
    if (expected.length > 0)
      expect(found[0]?.message).toBe(
        'dataarg SmokingHistory.packyears: the data of provider SmokingHistory has no field packyears, so this component gets nothing from it; did you mean SmokingHistory.packYears?',
      );
  });
});
