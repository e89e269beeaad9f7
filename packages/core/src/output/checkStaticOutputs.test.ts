import { describe, expect, it } from 'vitest';
import type { SourceRange } from '../diagnostics';
import { parseSpec } from '../specification';
import { checkStaticOutputs } from './checkStaticOutputs';

/**
 * The static output findings of a form as `LINE:COL code (origin) message`. `metadataRanges`, when given,
 * stands in for the Metadata places the spec model keeps (`defaults.<key>` → range).
 */
function check(lines: string[], metadataRanges?: Record<string, SourceRange>): string[] {
  const parsed = parseSpec(lines.join('\n'));
  if (!parsed.spec) throw new Error(JSON.stringify(parsed.diagnostics));
  const spec = metadataRanges ? { ...parsed.spec, metadataRanges } : parsed.spec;
  return checkStaticOutputs(spec).map(
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

  it('checks the font sizes of Metadata.defaults by the font-size rule, each at its entry', () => {
    const found = check([
      "Metadata: {lang: en, title: T, description: D, defaults: {fontSize: 250, h2Size: '140%', smallSize: '0%'}}",
      'Components: []',
      "ReportOutput: [{text: '<h2>H</h2>'}]",
    ]);
    expect(found).toEqual([
      '1:69 report-font-size-ignored (spec) Report font size 250 for fontSize is ignored',
      '1:101 report-font-size-ignored (spec) Report font size 0% for smallSize is ignored',
    ]);
  });

  it('locates a font size at the Metadata.defaults map when its entry has no place', () => {
    const at = (line: number, column: number): SourceRange => ({
      line,
      column,
      endLine: line,
      endColumn: column + 3,
      from: 0,
      to: 3,
    });
    const found = check(
      [
        "Metadata: {lang: en, title: T, description: D, defaults: {fontSize: 250, smallSize: '0%'}}",
        'Components: []',
        'ReportOutput: []',
      ],
      { defaults: at(1, 58), 'defaults.fontSize': at(1, 69) },
    );
    expect(found).toEqual([
      '1:69 report-font-size-ignored (spec) Report font size 250 for fontSize is ignored',
      '1:58 report-font-size-ignored (spec) Report font size 0% for smallSize is ignored',
    ]);
  });

  it('warns when no IDS7 version can run the form at the dataarg that names LesionTracking', () => {
    const found = check([
      META,
      'Components: [{Text: {id: a, dataarg: LesionTracking.size}}]',
      "ReportOutput: [{text: '{a}'}]",
      "DiagnosticCodes: {codeGroups: 'R91.1'}",
    ]);
    expect(found).toEqual([
      '2:38 ids7-impossible (spec) No IDS7 version can run this form: it needs at least 27.2 (diagnostic codes 27.2) but at most 26.2 (the LesionTracking provider)',
    ]);
  });

  it.each([
    ['at the Metadata entry that lists LesionTracking', undefined, '1:69 ids7-impossible (spec)'],
    ['with no position when the model has no Metadata places', {}, '1:1 ids7-impossible (none)'],
  ])('warns about ids7-impossible %s', (_, ranges, expected) => {
    const found = check(
      [
        'Metadata: {lang: en, title: T, description: D, explicitDataSources: [LesionTracking]}',
        'Components: [{Text: {id: a}}]',
        "ReportOutput: [{text: '{a}'}]",
        "DiagnosticCodes: {codeGroups: 'R91.1'}",
      ],
      ranges,
    );
    expect(found.map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([expected]);
  });

  it('finds nothing in a clean form', () => {
    expect(check([META, 'Components: [{Text: {id: a}}]', "ReportOutput: [{text: '<b>A</b> {a}'}]"])).toEqual(
      [],
    );
  });
});
