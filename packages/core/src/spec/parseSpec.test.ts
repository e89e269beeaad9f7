import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';
import { SPEC_CODES } from './specCodes';

/** Lines 1–2 of every form below; component entries start on line 4. */
const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';
const comps = (...lines: string[]) => `${HEAD}${lines.join('\n')}\n`;
const META = 'Metadata: {lang: en, title: T, description: D}\n';

/** [code, message (exact, or a pattern), line, column] */
type Expected = readonly [string, string | RegExp, number, number];

interface Row {
  readonly name: string;
  readonly text: string;
  readonly expected: readonly Expected[];
  readonly knownProviders?: readonly string[];
}

const rows: Row[] = [
  // ── Top level ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a form without Metadata',
    text: 'Components: []\nReportOutput: []\n',
    expected: [['no-metadata', 'No metadata!', 1, 1]],
  },
  {
    name: 'a form without Components',
    text: `${META}ReportOutput: []\n`,
    expected: [['no-components', 'No components!', 1, 1]],
  },
  {
    name: 'a form without ReportOutput',
    text: `${META}Components: []\n`,
    expected: [['no-report-output', 'No report output!', 1, 1]],
  },
  {
    name: 'an unknown top-level key, with the nearest allowed name',
    text: `${META}Components: []\nReportOutput: []\nReportOutputs: []\n`,
    expected: [
      [
        'property-not-allowed',
        'Property ReportOutputs is not allowed (the top level allows Metadata, Components, ReportOutput, DiagnosticCodes, ExportsImages; did you mean ReportOutput?)',
        4,
        1,
      ],
    ],
  },
  {
    name: 'Components written as a mapping',
    text: `${META}ReportOutput: []\nComponents:\n  size: {id: a}\n`,
    expected: [['invalid-type', 'Property Components must be a list', 4, 3]],
  },
  {
    name: 'ExportsImages that is not a boolean',
    text: `${META}Components: []\nReportOutput: []\nExportsImages: sometimes\n`,
    expected: [['invalid-type', 'Property ExportsImages must be true or false', 4, 16]],
  },
  // ── Metadata ─────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Metadata without title',
    text: 'Metadata: {lang: en, description: D}\nComponents: []\nReportOutput: []\n',
    expected: [['missing-property', 'Missing required property title (required in Metadata)', 1, 1]],
  },
  {
    name: 'a Metadata reportVersion outside the enum',
    text: 'Metadata: {lang: en, title: T, description: D, reportVersion: v3}\nComponents: []\nReportOutput: []\n',
    expected: [['invalid-enum', 'Property reportVersion must be one of the allowed values: v1, v2', 1, 63]],
  },
  {
    name: 'a Metadata mandatoryFields outside the enum',
    text: 'Metadata:\n  lang: en\n  title: T\n  description: D\n  mandatoryFields: always\nComponents: []\nReportOutput: []\n',
    expected: [
      [
        'invalid-enum',
        'Property mandatoryFields must be one of the allowed values: display, prohibit-only, no-display',
        5,
        20,
      ],
    ],
  },
  {
    name: 'a Metadata lang that is not a two-letter code',
    text: 'Metadata: {lang: english, title: T, description: D}\nComponents: []\nReportOutput: []\n',
    expected: [['invalid-value', 'Property lang must match pattern "^[A-Za-z]{2}$"', 1, 18]],
  },
  {
    name: 'a Metadata versionMajor that is not an integer',
    text: 'Metadata: {lang: en, title: T, description: D, versionMajor: "1"}\nComponents: []\nReportOutput: []\n',
    expected: [['invalid-type', 'Property versionMajor must be an integer', 1, 62]],
  },
  {
    name: 'an unknown Metadata field',
    text: 'Metadata: {lang: en, title: T, description: D, titel: X}\nComponents: []\nReportOutput: []\n',
    expected: [
      [
        'property-not-allowed',
        'Property titel is not allowed (not a property of Metadata; did you mean title?)',
        1,
        48,
      ],
    ],
  },
  // ── Component entries ────────────────────────────────────────────────────────────────────────
  {
    name: 'an unknown component type',
    text: comps('  - Nmber: {id: a}'),
    expected: [['unknown-component', 'Unknown component: Nmber', 4, 5]],
  },
  {
    name: 'an entry with two keys',
    text: comps('  - Number: {id: a}', '    Text: {id: b}'),
    expected: [['unknown-component-structure', 'Unknown component structure', 4, 5]],
  },
  {
    name: 'an entry that is a plain string',
    text: comps('  - Number'),
    expected: [['unknown-component-structure', 'Unknown component structure', 4, 5]],
  },
  {
    name: 'an entry whose properties are a list',
    text: comps('  - Number: [a, b]'),
    expected: [['unknown-component-structure', 'Unknown component structure', 4, 13]],
  },
  // ── Ids ──────────────────────────────────────────────────────────────────────────────────────
  {
    name: 'every duplicate id',
    text: comps('  - Number: {id: size}', '  - Text: {id: size}', '  - Date: {id: size}'),
    expected: [
      ['duplicate-id', 'Duplicate id: size', 4, 18],
      ['duplicate-id', 'Duplicate id: size', 5, 16],
      ['duplicate-id', 'Duplicate id: size', 6, 16],
    ],
  },
  {
    name: 'an id starting with a digit',
    text: comps('  - Number: {id: 1size}'),
    expected: [['invalid-identifier', 'Invalid identifier name: 1size', 4, 18]],
  },
  {
    name: 'an id with a hyphen',
    text: comps('  - Number: {id: nodule-size}'),
    expected: [['invalid-identifier', 'Invalid identifier name: nodule-size', 4, 18]],
  },
  { name: 'an id with Å Ä Ö, $ and _', text: comps('  - Number: {id: Åsa_$Öä1}'), expected: [] },
  {
    name: 'the reserved id #Report',
    text: comps("  - Number: {id: '#Report'}"),
    expected: [['unallowed-identifier', 'Unallowed identifier name: #Report', 4, 18]],
  },
  {
    name: 'an id starting with #Auto',
    text: comps("  - Number: {id: '#Auto7'}"),
    expected: [['unallowed-identifier', 'Unallowed identifier name: #Auto7', 4, 18]],
  },
  {
    name: 'an id ending with ListItem',
    text: comps('  - Number: {id: noduleListItem}'),
    expected: [['unallowed-identifier', 'Unallowed identifier name: noduleListItem', 4, 18]],
  },
  // ── Component schemas ────────────────────────────────────────────────────────────────────────
  {
    name: 'a misspelt property, with the nearest allowed name',
    text: comps('  - Number:', '      id: size', '      lable: Size'),
    expected: [
      [
        'property-not-allowed',
        'Property lable is not allowed (not a property of Number; did you mean label?)',
        6,
        7,
      ],
    ],
  },
  {
    name: 'an unknown property with no close name',
    text: comps('  - Text: {id: t, colour: red}'),
    expected: [['property-not-allowed', 'Property colour is not allowed (not a property of Text)', 4, 19]],
  },
  {
    name: 'an unknown nested property',
    text: comps('  - Text: {id: t, freeField: {id: f, wenEmpty: clear}}'),
    expected: [
      [
        'property-not-allowed',
        'Property wenEmpty is not allowed (not a property of Text.freeField; did you mean whenEmpty?)',
        4,
        38,
      ],
    ],
  },
  {
    name: 'an enum value outside the allowed ones',
    text: comps('  - Number: {id: n, mandatory: maybe}'),
    expected: [
      ['invalid-enum', 'Property mandatory must be one of the allowed values: none, alert, prohibit', 4, 32],
    ],
  },
  {
    name: 'a property of the wrong type',
    text: comps('  - Number: {id: n, label: [a, b]}'),
    expected: [['invalid-type', 'Property label must be a string', 4, 28]],
  },
  {
    name: 'a number above its maximum',
    text: comps('  - Number: {id: n, scale: 20}'),
    expected: [['invalid-value', 'Property scale must be <= 14', 4, 28]],
  },
  {
    name: 'a TextArea minRows below 2',
    text: comps('  - TextArea: {id: t, minRows: 1}'),
    expected: [['invalid-value', 'Property minRows must be >= 2', 4, 32]],
  },
  {
    name: 'a size that is no keyword, number or percentage',
    text: comps('  - Text: {id: t, size: huge}'),
    expected: [['invalid-value', /^Property size must be one of: xxs, xs, s, m, l, xl, xxl, fill/, 4, 25]],
  },
  {
    name: 'a formula where a number is expected',
    text: comps("  - Number: {id: n, scale: '=2'}"),
    expected: [],
  },
  {
    name: 'a CheckboxList columns outside 1–4 (clamped, a warning)',
    text: comps('  - CheckboxList: {id: c, columns: 7, options: [a]}'),
    expected: [['value-clamped', 'Property columns is 7; it is clamped to 4', 4, 36]],
  },
  {
    name: 'a Row colSplit below 1 (clamped, a warning)',
    text: comps('  - Row: {id: r, colSplit: 0, components: []}'),
    expected: [['value-clamped', 'Property colSplit is 0; it is clamped to 1', 4, 28]],
  },
  // ── Options and filters ──────────────────────────────────────────────────────────────────────
  {
    name: 'Option without options',
    text: comps('  - Option: {id: o, options: []}'),
    expected: [['option-empty', 'Option options need at least one item', 4, 30]],
  },
  {
    name: 'Option with a repeated option',
    text: comps('  - Option: {id: o, options: [yes, no, yes]}'),
    expected: [['option-duplicate', 'Option options must be unique: yes', 4, 40]],
  },
  {
    name: 'Option objects with distinct values or texts',
    text: comps('  - Option: {id: o, options: [{value: a, text: A}, {text: b}, c]}'),
    expected: [],
  },
  {
    name: 'an option object and a simple option with the same value',
    text: comps('  - Option: {id: o, options: [{value: a, text: A}, a]}'),
    expected: [['option-duplicate', 'Option options must be unique: a', 4, 52]],
  },
  {
    name: 'an option object with neither value nor text',
    text: comps(
      '  - Option:',
      '      id: o',
      '      options:',
      '        - yes',
      '        - { description: unsure }',
    ),
    expected: [['option-object', 'An option object needs value or text', 8, 11]],
  },
  {
    name: 'Option options written as a formula',
    text: comps("  - Option: {id: o, options: '=[1, 2]'}"),
    expected: [],
  },
  {
    name: 'a disable filter that does not compile',
    text: comps("  - Option: {id: o, options: [a], optionsDisableFilter: '(a'}"),
    expected: [['invalid-regex', /^Invalid regular expression in optionsDisableFilter: .*\(a/, 4, 57]],
  },
  {
    name: 'a /pattern/flags disable filter with an unknown flag',
    text: comps("  - CheckboxList: {id: c, options: [a], optionsDisableFilter: '/^a/q'}"),
    expected: [['invalid-regex', /^Invalid regular expression in optionsDisableFilter: /, 4, 63]],
  },
  {
    name: 'a /pattern/flags disable filter',
    text: comps("  - Option: {id: o, options: [a], optionsDisableFilter: '/^A/i'}"),
    expected: [],
  },
  // ── Tabs, lists, summaries ───────────────────────────────────────────────────────────────────
  {
    name: 'Tabs without tabs (a warning)',
    text: comps('  - Tabs: {id: t, tabs: []}'),
    expected: [['tab-spec', 'Tab component is missing a valid tabs specification', 4, 25]],
  },
  {
    name: 'a tab without tabname (a warning)',
    text: comps('  - Tabs:', '      id: t', '      tabs:', '        - components: []'),
    expected: [['tab-spec', 'Tab component is missing a valid tabs specification', 7, 9]],
  },
  {
    name: 'a List inside a List, at any depth',
    text: comps(
      '  - List:',
      '      id: outer',
      '      components:',
      '        - Row:',
      '            components:',
      '              - List: {id: inner, components: []}',
    ),
    expected: [['list-in-list', 'List within lists not supported', 9, 17]],
  },
  {
    name: 'a Summary reportTemplate item without text',
    text: comps('  - Summary:', '      id: s', '      reportTemplate:', "        - if: '=true'"),
    expected: [['summary-item-text', 'Summary reportTemplate items require text', 7, 11]],
  },
  // ── Report output ────────────────────────────────────────────────────────────────────────────
  {
    name: 'sectioned output where one item has no sectionId',
    text: `${META}Components: []\nReportOutput:\n  - { text: a, sectionId: s1 }\n  - { text: b }\n`,
    expected: [
      ['sectioned-output', 'If sectioned output is used, all text parts must have a section id', 5, 5],
    ],
  },
  {
    name: 'a ReportOutput item without text',
    text: `${META}Components: []\nReportOutput:\n  - { if: '=true' }\n`,
    expected: [['missing-property', 'Missing required property text (required in ReportOutput[0])', 4, 5]],
  },
  // ── Providers ────────────────────────────────────────────────────────────────────────────────
  {
    name: 'a dataarg from an unknown provider',
    text: comps('  - Text: {id: t, dataarg: Radiology.lastReport}'),
    expected: [['undefined-provider', 'Undefined provider: Radiology', 4, 28]],
  },
  {
    name: 'a dataarg from a provider the designer registered',
    text: comps('  - Text: {id: t, dataarg: Radiology.lastReport}'),
    knownProviders: ['Radiology'],
    expected: [],
  },
  {
    name: 'a dataarg from a forwarded provider',
    text: 'Metadata: {lang: en, title: T, description: D, forwardProviders: [Prior]}\nReportOutput: []\nComponents:\n  - Text: {id: t, dataarg: Prior.text}\n',
    expected: [],
  },
  {
    name: 'a dataarg from an explicit data source',
    text: 'Metadata: {lang: en, title: T, description: D, explicitDataSources: [Lab]}\nReportOutput: []\nComponents:\n  - Text: {id: t, dataarg: Lab.value}\n',
    expected: [],
  },
  {
    name: 'the findings and lesion-tracking providers together',
    text: comps(
      '  - Text: {id: a, dataarg: Findings.text}',
      '  - Text: {id: b, dataarg: LesionTracking.text}',
    ),
    expected: [['provider-conflict', 'Can not use both LesionTracking and Findings -provider', 5, 28]],
  },
  // ── Syntax ───────────────────────────────────────────────────────────────────────────────────
  {
    name: 'text that is not YAML',
    text: 'Metadata: {lang: en\nComponents: []\n',
    expected: [['exception-while-parsing', /^Exception while parsing: /, 2, 1]],
  },
  {
    name: 'a repeated key',
    text: `${META}Components: []\nReportOutput: []\nComponents: []\n`,
    expected: [['exception-while-parsing', 'Exception while parsing: Map keys must be unique', 4, 1]],
  },
  {
    name: 'tabs used for indentation',
    text: 'Metadata:\n\tlang: en\n',
    expected: [['invalid-yaml-tab', 'Tabs are not allowed for indentation', 2, 1]],
  },
  {
    name: 'empty text',
    text: '  \n\n',
    expected: [['fatal-parse', 'Fatal error while parsing template spec: the text is empty', 1, 1]],
  },
];

describe('parseSpec reports each catalogue message of the specification with its place', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const { diagnostics, spec } = parseSpec(row.text, { knownProviders: row.knownProviders ?? [] });
    const actual = diagnostics.map((d) => [d.code, d.message, d.line, d.column] as const);
    expect(actual).toHaveLength(row.expected.length);
    row.expected.forEach(([code, message, line, column], i) => {
      const got = actual[i];
      expect(got?.[0]).toBe(code);
      if (typeof message === 'string') expect(got?.[1]).toBe(message);
      else expect(got?.[1]).toMatch(message);
      expect([got?.[2], got?.[3]]).toEqual([line, column]);
    });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(spec === undefined).toBe(errors.length > 0);
  });
});

describe('the table above', () => {
  it('covers every code the specification parser produces', () => {
    const covered = new Set(rows.flatMap((r) => r.expected.map(([c]) => c)));
    expect(SPEC_CODES.filter((c) => !covered.has(c))).toEqual([]);
  });
});

describe('parseSpec diagnostics', () => {
  it('are sorted by line, then column', () => {
    const { diagnostics } = parseSpec(
      comps('  - Number: {id: b, scale: 99, mandatory: x}', '  - Nope: {}', '  - Number: {id: b}'),
    );
    const places = diagnostics.map((d) => [d.line, d.column]);
    const sorted = [...places].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(places).toEqual(sorted);
    expect(diagnostics.length).toBeGreaterThanOrEqual(4);
  });

  it('carry the spec path and the component id', () => {
    const { diagnostics } = parseSpec(
      comps('  - Row:', '      id: r', '      components:', '        - Number: {id: n, scale: 99}'),
    );
    expect(diagnostics[0]).toMatchObject({
      code: 'invalid-value',
      path: ['Components', 0, 'Row', 'components', 0, 'Number', 'scale'],
      componentId: 'n',
      property: 'scale',
    });
  });

  it('point at the end of the offending value too', () => {
    const { diagnostics } = parseSpec(comps('  - Number: {id: n, mandatory: maybe}'));
    expect(diagnostics[0]).toMatchObject({ line: 4, column: 32, endLine: 4, endColumn: 37 });
  });

  it('include a renamed duplicate id and still validate the renamed component', () => {
    const { diagnostics } = parseSpec(comps('  - Number: {id: a}', '  - Number: {id: a, scale: 99}'));
    expect(diagnostics.map((d) => d.code)).toEqual(['duplicate-id', 'duplicate-id', 'invalid-value']);
    expect(diagnostics[2]?.componentId).toBe('a__dup2');
  });

  it('report a whole component with several problems at once', () => {
    const { diagnostics } = parseSpec(
      comps('  - Number:', '      id: 9x', '      lable: a', '      scale: -1'),
    );
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['invalid-identifier', 5],
      ['property-not-allowed', 6],
      ['invalid-value', 7],
    ]);
  });
});
