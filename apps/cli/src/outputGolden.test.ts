import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFlatComposition,
  markupToRtf,
  parseReportMarkup,
  reportPlainText,
  type OutputComponent,
} from '@formwright/core/headless';

/**
 * Golden tests of the report outputs over fixed markup (fixtures/golden/markup): the plain text, RTF and
 * warnings were written once, read by a person (and the RTF opened in LibreOffice, see rtf.slow.test.ts),
 * and are compared here byte for byte. A change of output must come with a reviewed change of the files:
 * `FORMWRIGHT_UPDATE_GOLDEN=1 npx vitest run apps/cli/src/outputGolden.test.ts` rewrites them; read the diff.
 */
const root = join(import.meta.dirname, '../../..');
const markupDir = join(root, 'fixtures/golden/markup');
const update = process.env.FORMWRIGHT_UPDATE_GOLDEN === '1';
/** A golden file; with FORMWRIGHT_UPDATE_GOLDEN=1 it is first rewritten as `actual` (review the diff). */
const golden = (name: string, actual: string): string => {
  if (update) writeFileSync(join(markupDir, name), actual);
  return readFileSync(join(markupDir, name), 'utf8');
};
const read = (name: string): string => readFileSync(join(markupDir, name), 'utf8');
const cases = readdirSync(markupDir)
  .filter((f) => f.endsWith('.markup'))
  .map((f) => f.replace(/\.markup$/, ''));

describe('report output goldens', () => {
  it('has the corpus reports', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });
  describe.each(cases)('%s', (name) => {
    const reportVersion = name.endsWith('.v1') ? 'v1' : 'v2';
    const markup = read(`${name}.markup`).replace(/\n$/, '');
    it('gives the golden plain text', () => {
      const text = reportPlainText(markup, { reportVersion });
      expect(text).toBe(golden(`${name}.txt`, text));
    });
    it('gives the golden RTF', () => {
      const rtf = markupToRtf(markup, { reportVersion }).rtf;
      expect(rtf).toBe(golden(`${name}.rtf`, rtf));
    });
    it('gives the golden warnings', () => {
      // Markup alone has no place in a form: the warnings say so (origin none) and name the position.
      const diagnostics = parseReportMarkup(markup, { reportVersion }).diagnostics.map((d) => ({
        code: d.code,
        message: d.message,
        line: d.line,
        column: d.column,
        origin: d.origin,
      }));
      const json = `${JSON.stringify(diagnostics, null, 2)}\n`;
      expect(diagnostics).toEqual(JSON.parse(golden(`${name}.diagnostics.json`, json)));
    });
  });
});

/** A Better FLAT JSON file, whose first lines are `//` licence comments. */
function readFlat(file: string): Record<string, unknown> {
  const text = readFileSync(join(root, 'fixtures/openehr', file), 'utf8');
  return JSON.parse(
    text
      .split('\n')
      .filter((l) => !l.trimStart().startsWith('//'))
      .join('\n'),
  ) as Record<string, unknown>;
}

describe('openEHR FLAT output against real compositions', () => {
  it('writes the Tanner stages keys and suffixes as Better FLAT does', () => {
    const flat = readFlat('better_tanner_stages.flat.json');
    const event = 'tanner_stages/tanner_stages/any_point_in_time_event:0';
    const stages = (ats: string[]): { value: string; text: string }[] =>
      ats.map((at, i) => ({ value: at, text: `Stage ${i + 1}` }));
    const components: OutputComponent[] = [
      {
        id: 'genitals',
        type: 'Option',
        value: 'at0010',
        props: {
          oEhrId: `${event}/genitals`,
          options: stages(['at0007', 'at0008', 'at0009', 'at0010', 'at0011']),
        },
      },
      {
        id: 'pubic',
        type: 'Option',
        value: 'at0018',
        props: {
          oEhrId: `${event}/pubic_hair`,
          options: stages(['at0017', 'at0018', 'at0019', 'at0020', 'at0021']),
        },
      },
      { id: 'comment', type: 'Text', value: 'teste', props: { oEhrId: `${event}/comment` } },
      { id: 'time', type: 'Text', value: '2021-02-17T11:11:00+01:00', props: { oEhrId: `${event}/time` } },
    ];
    const { composition, diagnostics } = buildFlatComposition(components);
    expect(diagnostics).toEqual([]);
    // Every key we write exists in the real composition, with the same value.
    for (const [key, value] of Object.entries(composition)) {
      expect(flat, key).toHaveProperty([key], value);
    }
    // And every real key under the event is one we write.
    const eventKeys = Object.keys(flat).filter((k) => k.startsWith(`${event}/`));
    expect(Object.keys(composition).sort()).toEqual(eventKeys.sort());
  });

  it('writes multi-values with :n indexes like the cytology report', () => {
    const flat = readFlat('better_cytology_report.flat.json');
    const base =
      'cytology_report/laboratory_test_result/specimen/processing/specimen_quality/quality_indicators';
    const options = [
      { value: 'D1_quality_indicators::1', text: 'Prekrit s krvjo' },
      { value: 'D1_quality_indicators::2', text: 'Prekrit z vnetnicami' },
    ];
    const { composition } = buildFlatComposition([
      { id: 'q', type: 'CheckboxList', value: options.map((o) => o.value), props: { oEhrId: base, options } },
    ]);
    expect(Object.keys(composition).length).toBe(6);
    for (const [key, value] of Object.entries(composition)) expect(flat, key).toHaveProperty([key], value);
  });

  it('writes quantities with magnitude and unit like the Swedish measurement composition', () => {
    const flat = JSON.parse(
      readFileSync(
        join(root, 'fixtures/openehr/regionstockholm_vardkontakt_measurement.flat.sv.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const path = 'vårdkontakt/ickm/blodtryck:0/systoliskt';
    const { composition } = buildFlatComposition(
      [
        {
          id: 'sys',
          type: 'Number',
          value: flat[`${path}|magnitude`],
          props: { oEhrId: path, suffix: 'mm[Hg]' },
        },
      ],
      { lang: 'sv' },
    );
    for (const [key, value] of Object.entries(composition)) expect(flat, key).toHaveProperty([key], value);
  });
});
