import { parseSpec } from '../parseSpec';

/** Lines 1–2 of every form below; component entries start on line 4. */
export const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';
/** A form with the given component entry lines (two-space indented, from line 4). */
export const comps = (...lines: string[]): string => `${HEAD}${lines.join('\n')}\n`;
/** Line 1 of a form: valid Metadata. */
export const META = 'Metadata: {lang: en, title: T, description: D}\n';

/** [code, message (exact, or a pattern), line, column] */
export type Expected = readonly [string, string | RegExp, number, number];

/** One row of the parseSpec tables: a form and every diagnostic it must give, in order. */
export interface SpecCase {
  readonly name: string;
  readonly text: string;
  readonly expected: readonly Expected[];
  readonly knownProviders?: readonly string[];
}

/** What parseSpec gives for a case: [code, message, line, column] per diagnostic, and whether a model came back. */
export function runCase(row: SpecCase): {
  actual: (readonly [string, string, number, number])[];
  errors: number;
  hasSpec: boolean;
} {
  const { diagnostics, spec } = parseSpec(row.text, { knownProviders: row.knownProviders ?? [] });
  return {
    actual: diagnostics.map((d) => [d.code, d.message, d.line, d.column] as const),
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    hasSpec: spec !== undefined,
  };
}

/** Form-level cases: top level, Metadata, report output, providers and YAML syntax. */
export const FORM_CASES: SpecCase[] = [
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
    expected: [['invalid-value', 'Property lang must be a two-letter language code such as en or sv', 1, 18]],
  },
  {
    name: 'a Metadata lang without default texts (an info: English texts are used)',
    text: 'Metadata: {lang: fr, title: T, description: D}\nComponents: []\nReportOutput: []\n',
    expected: [
      [
        'default-texts-fallback',
        'There are no default texts for lang fr; the English default texts are used',
        1,
        18,
      ],
    ],
  },
  {
    name: 'a Metadata lang de, read as ge (no info)',
    text: 'Metadata: {lang: DE, title: T, description: D}\nComponents: []\nReportOutput: []\n',
    expected: [],
  },
  {
    name: 'Metadata.defaults keys that are no default-text key (warnings, with the nearest key)',
    text: 'Metadata:\n  lang: en\n  title: T\n  description: D\n  defaults: {addButonText: Add, bogusKey: 1, fontSize: 10}\nComponents: []\nReportOutput: []\n',
    expected: [
      [
        'unknown-default-key',
        'Metadata.defaults has no key addButonText; did you mean addButtonText?',
        5,
        14,
      ],
      [
        'unknown-default-key',
        'Metadata.defaults has no key bogusKey (the keys are listed in docs/default-texts.md)',
        5,
        33,
      ],
    ],
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
    expected: [['yaml-mistake', 'A `{` is not closed: add `}` at the end of its mapping', 1, 1]],
  },
  {
    name: 'a repeated key',
    text: `${META}Components: []\nReportOutput: []\nComponents: []\n`,
    expected: [
      ['yaml-mistake', '`Components` is written twice in this mapping (also on line 2): keep one', 4, 1],
    ],
  },
  {
    name: 'a mistake with no plain words keeps the parser message',
    text: `${META}Components: [a]]\n`,
    expected: [
      [
        'exception-while-parsing',
        'Exception while parsing: Unexpected flow-seq-end token in YAML stream: "]"',
        2,
        16,
      ],
    ],
  },
  {
    name: 'tabs used for indentation',
    text: 'Metadata:\n\tlang: en\n',
    expected: [['invalid-yaml-tab', 'Indented with a tab: use spaces', 2, 1]],
  },
  {
    name: 'empty text',
    text: '  \n\n',
    expected: [['fatal-parse', 'Fatal error while parsing template spec: the text is empty', 1, 1]],
  },
];
