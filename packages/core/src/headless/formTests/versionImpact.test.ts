import { describe, expect, it } from 'vitest';
import { parseFormTests } from './parseFormTests';
import { reportSentences, sentenceChanges, versionImpact } from './versionImpact';

const form = (report: string[], extra: string[] = []) =>
  [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    '  - Number: { id: size, label: Size, oEhrId: t/size }',
    ...extra,
    '  - DiagnosticCodes: { id: codes, calculatedCodeGroups: \'=size > 10 ? "R91|Z03" : "R91"\' }',
    'ReportOutput:',
    ...report.map((t) => `  - text: '${t}'`),
  ].join('\n');

const older = form(['Nodule {size} mm. Follow-up in 12 months.', 'No effusion.']);
const newer = form(
  ['Nodule {size} mm. Follow-up in 6 months.', 'Reviewed by {reader}.'],
  ["  - Text: { id: reader, value: 'Dr A', oEhrId: t/reader }"],
)
  .replace('"R91|Z03" : "R91"', '"R91|Z04" : "R91"')
  .replace('oEhrId: t/size', 'oEhrId: t/diameter');

describe('versionImpact', () => {
  it('says which report sentences, codes and openEHR paths change when the older scenarios run on the newer version', async () => {
    const { scenarios } = parseFormTests(
      '- { name: big, actions: [{ set: size, value: 12 }], expect: {} }\n- { name: none, actions: [], expect: {} }\n',
    );
    const [big, none] = await versionImpact(older, newer, scenarios);
    expect(big?.changes).toBe(true);
    expect(big?.report).toEqual({
      added: ['Reviewed by Dr A.'],
      removed: ['No effusion.'],
      changed: [{ from: 'Follow-up in 12 months.', to: 'Follow-up in 6 months.' }],
    });
    expect(big?.codes).toEqual({ added: ['Z04'], removed: ['Z03'] });
    expect(big?.openEhr).toEqual({ added: ['t/diameter', 't/reader'], removed: ['t/size'], changed: [] });
    expect(none?.codes).toEqual({ added: [], removed: [] });
  });

  it('finds no change between a version and itself', async () => {
    const { scenarios } = parseFormTests('- { name: s, actions: [{ set: size, value: 3 }], expect: {} }\n');
    const [s] = await versionImpact(older, older, scenarios);
    expect(s?.changes).toBe(false);
  });

  it('says so when a scenario cannot run on the newer version', async () => {
    const { scenarios } = parseFormTests('- { name: s, actions: [{ set: size, value: 3 }], expect: {} }\n');
    const [s] = await versionImpact(
      older,
      older.replace('id: size', 'id: width').replace(/\{size\}/g, '{width}'),
      scenarios,
    );
    expect(s?.changes).toBe(true);
    expect(s?.newFailure).toMatch(/no component with id size/);
  });
});

describe('report sentences', () => {
  it('splits lines and sentences', () => {
    expect(reportSentences('Title\nOne. Two? Three!\n\nFour')).toEqual([
      'Title',
      'One.',
      'Two?',
      'Three!',
      'Four',
    ]);
  });

  it('pairs sentences that begin with the same two words as changed, and unlike ones not', () => {
    expect(
      sentenceChanges(
        'Follow-up ultrasound recommended. No effusion.',
        'Follow-up ultrasound in 12 months. Seen by A.',
      ),
    ).toEqual({
      added: ['Seen by A.'],
      removed: ['No effusion.'],
      changed: [{ from: 'Follow-up ultrasound recommended.', to: 'Follow-up ultrasound in 12 months.' }],
    });
  });

  it('pairs a removed sentence and the added one in its place as changed', () => {
    expect(
      sentenceChanges(
        'Title. The nodule is 4 mm. No effusion.',
        'Title. The nodule is 5 mm. No effusion. Seen by A.',
      ),
    ).toEqual({
      added: ['Seen by A.'],
      removed: [],
      changed: [{ from: 'The nodule is 4 mm.', to: 'The nodule is 5 mm.' }],
    });
  });
});
