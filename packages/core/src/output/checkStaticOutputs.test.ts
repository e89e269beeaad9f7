import { describe, expect, it } from 'vitest';
import { parseSpec } from '../spec';
import { checkStaticOutputs } from './checkStaticOutputs';

/** The static output findings of a form as `LINE:COL code (origin) message`. */
function check(lines: string[]): string[] {
  const parsed = parseSpec(lines.join('\n'));
  if (!parsed.spec) throw new Error(JSON.stringify(parsed.diagnostics));
  return checkStaticOutputs(parsed.spec).map(
    (d) => `${d.line}:${d.column} ${d.code} (${d.origin ?? 'spec'}) ${d.message}`,
  );
}

const META = 'Metadata: {lang: en, title: T, description: D, reportVersion: v2}';

describe('checkStaticOutputs', () => {
  it('finds markup problems in the items, each at the item that wrote it', () => {
    const found = check([
      META,
      'Components: [{Number: {id: x}}]',
      'ReportOutput:',
      "  - text: '<h1>Title {x}</h1>'",
      "  - text: '<table><tr><td>A<table><tr><td>n</td></tr></table></td></tr></table>'",
      "  - text: '<td>stray</td> {x}'",
    ]);
    expect(found).toEqual([
      '5:5 report-table-nested (spec) Nested tables are not supported: the inner table tags are ignored (in ReportOutput[1])',
      '6:5 report-table-misplaced (spec) Report markup: td outside tr is misplaced and ignored, its text is kept (in ReportOutput[2])',
      '6:5 report-tag-unopened (spec) Report markup: </td> closes nothing and is ignored (in ReportOutput[2])',
    ]);
  });

  it('reads the items as one text: a table may open in one item and close in another', () => {
    expect(
      check([
        META,
        'Components: [{Text: {id: a}}]',
        'ReportOutput:',
        "  - text: '<table><tr><td>Size</td><td>{a}</td></tr>'",
        "  - {text: '<tr><td>Site</td><td>{a}</td></tr>', if: '=!IsEmpty(a)'}",
        "  - text: '</table>'",
      ]),
    ).toEqual([]);
  });

  it('leaves placeholders out: a tag inside a formula string is not the static markup', () => {
    expect(
      check([META, 'Components: [{Text: {id: a}}]', 'ReportOutput:', `  - text: '{"</b>" + a}'`]),
    ).toEqual([]);
  });

  it('warns about a table in a v1 report at its item', () => {
    const found = check([
      'Metadata: {lang: en, title: T, description: D}',
      'Components: []',
      'ReportOutput:',
      '  - text: Intro',
      "  - text: '<table><tr><td>x</td></tr></table>'",
    ]);
    expect(found).toEqual(['5:5 table-needs-v2 (spec) Tables need metadata reportVersion v2']);
  });

  it('checks the font sizes of Metadata.defaults by the font-size rule', () => {
    const found = check([
      "Metadata: {lang: en, title: T, description: D, defaults: {fontSize: 250, h2Size: '140%', smallSize: '0%'}}",
      'Components: []',
      "ReportOutput: [{text: '<h2>H</h2>'}]",
    ]);
    expect(found).toEqual([
      '1:1 report-font-size-ignored (none) Report font size 250 for fontSize is ignored',
      '1:1 report-font-size-ignored (none) Report font size 0% for smallSize is ignored',
    ]);
  });

  it('warns when no IDS7 version can run the form, naming both causes', () => {
    const found = check([
      META,
      'Components: [{Text: {id: a, dataarg: LesionTracking.size}}]',
      "ReportOutput: [{text: '{a}'}]",
      "DiagnosticCodes: {codeGroups: 'R91.1'}",
    ]);
    expect(found).toEqual([
      '1:1 ids7-impossible (none) No IDS7 version can run this form: it needs at least 27.2 (diagnostic codes 27.2) but at most 26.2 (the LesionTracking provider)',
    ]);
  });

  it('finds nothing in a clean form', () => {
    expect(check([META, 'Components: [{Text: {id: a}}]', "ReportOutput: [{text: '<b>A</b> {a}'}]"])).toEqual(
      [],
    );
  });
});
