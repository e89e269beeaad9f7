// Where each section of the product specification is documented in docs/. The specification (runtime.md,
// components.md, designer.md) and the product decisions (decisions.md) are kept outside this repository;
// code and docs cite the docs page that covers a section instead (scripts/codemods/spec-citations.ts
// rewrites citations with this table; docs/spec-sections.md is generated from it).

/** A heading of a page in docs/: the page's file name and the heading's text (its anchor is derived). */
export interface DocTarget {
  readonly doc: string;
  readonly heading: string;
}

/** One spec section's home, with finer homes where the citing file makes the meaning clear. */
export interface SectionHome extends DocTarget {
  /**
   * Component types (folder names under packages/core/src/components) this section describes: a citation
   * from inside one of those folders points to that type's section of docs/components.md.
   */
  readonly types?: readonly string[];
  /** Homes by folder of the citing file (a path prefix from the repository root; the longest wins). */
  readonly within?: Readonly<Record<string, DocTarget>>;
}

const DISPLAY = ['staticText', 'header', 'htmlBox', 'help', 'hr', 'vSpace', 'rowBreak', 'checkbox'];
const CONTAINERS = ['componentGroup', 'section', 'tabs'];
const OUTPUTS = ['summary', 'report', 'diagnosticCodes', 'mandatoryFields'];
const CHOICES = ['checkboxList', 'option', 'autoComplete', 'dropdown', 'button'];
const INPUTS = ['text', 'textArea', 'date', 'number'];

const core = 'packages/core/src';
const at = (doc: string, heading: string): DocTarget => ({ doc, heading });
const components = at('components.md', 'Components');
const common = at('components.md', 'Common properties');
const howAFormRuns = at('engine.md', 'How a form runs');
const theCalculation = at('engine.md', 'The calculation');
const scripts = at('engine.md', 'Scripts');
const diagnostics = at('diagnostics.md', 'Diagnostics');
const helpers = at('helpers.md', 'Helper functions');
const richText = at('outputs.md', 'Rich-text tags');
const rtf = at('outputs.md', 'Plain text, markup and RTF');
const ids7 = at('outputs.md', 'The required IDS7 version');

/**
 * Spec section → docs home. Keys: `file §N` or `file §N.M` (a numbered section), `file DN` (a decision),
 * `file "Heading"` (a named subsection; it wins over the number it is written with).
 */
export const SPEC_SECTIONS: Readonly<Record<string, SectionHome>> = {
  'runtime.md §1': at('architecture.md', 'Architecture'),
  'runtime.md §2': at('architecture.md', 'What a view reads'),
  'runtime.md §3': {
    ...at('specification.md', 'Top level'),
    types: ['summary', 'textArea'],
    within: {
      [`${core}/output`]: at('outputs.md', 'Template fields'),
      [`${core}/expr`]: at('default-texts.md', 'Default texts'),
      [`${core}/engine`]: howAFormRuns,
      'docs/outputs.md': at('outputs.md', 'Template fields'),
      'docs/cli.md': at('outputs.md', 'Template fields'),
      'docs/default-texts.md': at('default-texts.md', 'Default texts'),
    },
  },
  'runtime.md "Metadata"': at('specification.md', 'Metadata'),
  'runtime.md "Template field"': at('outputs.md', 'Template fields'),
  'runtime.md "Default texts"': at('default-texts.md', 'Default texts'),
  'runtime.md §4': {
    ...howAFormRuns,
    types: ['summary'],
    within: {
      [`${core}/output`]: at('outputs.md', 'Report change markers'),
      'docs/outputs.md': at('outputs.md', 'Report change markers'),
    },
  },
  'runtime.md "Expressions and layers"': at('engine.md', 'Values come in layers'),
  'runtime.md "Calculation loop"': theCalculation,
  'runtime.md "Editable Summary"': at('components.md', 'Summary'),
  'runtime.md "Provider data"': at('engine.md', 'Provider data'),
  'runtime.md "Report change markers"': at('outputs.md', 'Report change markers'),
  'runtime.md "Timings"': { ...scripts, within: { [`${core}/output`]: at('outputs.md', 'openEHR') } },
  'runtime.md §5': {
    ...at('specification.md', 'The form specification'),
    types: ['textArea', 'diagnosticCodes'],
    within: {
      [`${core}/components`]: common,
      [`${core}/specification/identifiers.ts`]: at('specification.md', 'Ids'),
      [`${core}/specification/sectionedOutput.ts`]: at('specification.md', 'Report output'),
      [`${core}/expr`]: at('expressions.md', 'The smart filter'),
      [`${core}/engine`]: richText,
      [`${core}/output`]: richText,
      [`${core}/output/codes.ts`]: at('outputs.md', 'Diagnostic codes'),
      'docs/outputs.md': richText,
      'docs/expressions.md': at('expressions.md', 'The smart filter'),
    },
  },
  'runtime.md "Component ids"': at('specification.md', 'Ids'),
  'runtime.md "Report HTML and smart filter"': richText,
  'runtime.md "Diagnostic codes"': at('outputs.md', 'Diagnostic codes'),
  'runtime.md §6': at('architecture.md', 'What a view reads'),
  'runtime.md §7': at('outputs.md', 'Hidden inputs'),
  'runtime.md §8': diagnostics,
  'runtime.md §9': {
    ...rtf,
    types: ['textArea'],
    within: {
      [`${core}/engine`]: theCalculation,
      [`${core}/expr/helpers/number.ts`]: at('helpers.md', 'Round'),
      [`${core}/expr/helpers`]: at('helpers.md', 'Tables'),
    },
  },
  'runtime.md "Script helper functions"': helpers,
  'runtime.md "Logic"': at('helpers.md', 'Logic'),
  'runtime.md "Numbers"': at('helpers.md', 'Numbers'),
  'runtime.md "Text"': at('helpers.md', 'Text'),
  'runtime.md "date string formatting"': at('helpers.md', 'Dates'),
  'runtime.md "Arrays"': at('helpers.md', 'Arrays'),
  'runtime.md "Tables"': at('helpers.md', 'Tables'),
  'runtime.md "Output"': at('helpers.md', 'Output'),
  'runtime.md "State and events"': at('helpers.md', 'State and events'),

  'components.md §1': components,
  'components.md §2': components,
  'components.md §3': {
    ...components,
    types: [...DISPLAY, ...CONTAINERS, ...OUTPUTS, ...CHOICES, ...INPUTS],
  },
  'components.md §3.1': common,
  'components.md §3.2': { ...components, types: [...DISPLAY, ...CONTAINERS, ...OUTPUTS] },
  'components.md §3.3': { ...components, types: CHOICES },
  'components.md §3.4': { ...components, types: INPUTS },
  'components.md §3.5': at('components.md', 'Graph'),
  'components.md §3.6': at('components.md', 'List'),
  'components.md §3.7': at('components.md', 'Row'),
  'components.md §3.8': at('components.md', 'Painter'),
  'components.md §4': howAFormRuns,
  'components.md §4.1': {
    ...at('engine.md', 'Visibility'),
    within: { [`${core}/engine/mandatory.ts`]: at('engine.md', 'Mandatory fields') },
  },
  'components.md §4.2': at('components.md', 'Tabs'),
  'components.md §4.3': { ...at('components.md', 'CheckboxList'), types: ['checkboxList', 'option'] },
  'components.md §4.4': at('components.md', 'Dropdown'),
  'components.md §4.5': at('components.md', 'Button'),
  'components.md §4.6': at('components.md', 'Number'),
  'components.md §4.7': at('components.md', 'Date'),
  'components.md §4.8': {
    ...at('components.md', 'List'),
    within: { [`${core}/engine`]: at('engine.md', 'Lists') },
  },
  'components.md §4.9': {
    ...at('components.md', 'Row'),
    within: { [`${core}/engine`]: at('engine.md', 'Visibility') },
  },
  'components.md §4.10': at('components.md', 'Painter'),
  'components.md §4.11': at('components.md', 'Graph'),
  'components.md §4.12': at('outputs.md', 'Report components'),
  'components.md §4.13': { ...components, types: ['help', 'htmlBox', 'mandatoryFields'] },
  'components.md §5': at('specification.md', 'Component entries'),
  'components.md §5.1': { ...at('specification.md', 'Component entries'), types: ['list', 'option'] },
  'components.md §5.2': at('engine.md', 'Mandatory fields'),
  'components.md §5.3': at('components.md', 'Number'),
  'components.md §5.4': at('components.md', 'Date'),
  'components.md §5.5': at('components.md', 'Painter'),
  'components.md §5.6': rtf,
  'components.md §7': at('outputs.md', 'Hidden inputs'),
  'components.md §8': diagnostics,
  'components.md §9': {
    ...components,
    types: [...DISPLAY, ...CONTAINERS, ...OUTPUTS, ...CHOICES, ...INPUTS],
  },
  'components.md §9.1': {
    ...components,
    types: ['autoComplete', 'checkboxList', 'number', 'list', 'row'],
    within: { [`${core}/engine`]: at('engine.md', 'Visibility') },
  },
  'components.md §9.2': scripts,
  'components.md §9.3': { ...components, types: ['graph', 'painter'] },
  'components.md §9.4': {
    ...rtf,
    within: {
      [`${core}/expr/smartFilter.ts`]: at('expressions.md', 'The smart filter'),
      [`${core}/expr/helpers`]: at('helpers.md', 'Tables'),
    },
  },

  'designer.md §3': {
    ...at('specification.md', 'Metadata'),
    within: {
      [`${core}/specification/providers.ts`]: at('specification.md', 'Data providers'),
      apps: at('rest.md', 'The REST contract'),
      'packages/api': at('rest.md', 'The REST contract'),
    },
  },
  'designer.md "ListItem"': at('components.md', 'List'),
  'designer.md "Data provider"': at('specification.md', 'Data providers'),
  'designer.md §1': at('designer.md', 'The designer'),
  'designer.md §2': at('users-guide.md', 'Users guide'),
  'designer.md §4': {
    ...ids7,
    within: {
      'apps/designer': at('designer.md', 'The designer'),
      'apps/server': at('rest.md', 'The REST contract'),
      'apps/cli': at('rest.md', 'The REST contract'),
      'packages/api': at('rest.md', 'The REST contract'),
    },
  },
  'designer.md §5': at('rest.md', 'The REST contract'),
  'designer.md §6': at('rest.md', 'The REST contract'),
  'designer.md §7': at('rest.md', 'The REST contract'),
  'designer.md §8': diagnostics,
  'designer.md §9': {
    ...ids7,
    within: {
      [`${core}/openehr`]: at('openehr.md', 'openEHR: templates into forms, forms into FLAT compositions'),
      'apps/designer': at('designer.md', 'The designer'),
      'apps/server': at('rest.md', 'The REST contract'),
      'packages/api': at('rest.md', 'The REST contract'),
    },
  },

  'decisions.md D1': at('architecture.md', 'Architecture'),
  'decisions.md D2': at('architecture.md', 'Dependencies and why'),
  'decisions.md D3': at('specification.md', 'The form specification'),
  'decisions.md D4': at('expressions.md', 'Expressions, text templates and the smart filter'),
  'decisions.md D5': scripts,
  'decisions.md D6': {
    ...at('cli.md', 'The `formwright` command'),
    within: { [`${core}/engine/actions.ts`]: at('cli.md', 'The actions file') },
  },
  'decisions.md D7': at('architecture.md', 'Entry points'),
  'decisions.md D8': at('operations.md', 'Configuration'),
  'decisions.md D9': at('designer.md', 'Security'),
  'decisions.md D10': at('architecture.md', 'Entry points'),
  'decisions.md D11': at('operations.md', 'The seeded demo site (local mode)'),
  'decisions.md D12': at('form-tests.md', 'The tests file'),
};
