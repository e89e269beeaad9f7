import { comps, type SpecCase } from './specCases';

/** Component-level cases: entries, ids, property schemas, options and filters, tabs, lists, summaries. */
export const COMPONENT_CASES: SpecCase[] = [
  // ── Component entries ────────────────────────────────────────────────────────────────────────
  {
    name: 'an unknown component type',
    text: comps('  - Nmber: {id: a}'),
    expected: [['unknown-component', 'Unknown component: Nmber; did you mean Number?', 4, 5]],
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
    text: comps('  - TextArea: {id: n, maxRows: 101}'),
    expected: [['invalid-value', 'Property maxRows must be <= 100', 4, 32]],
  },
  {
    name: 'a TextArea minRows below 2',
    text: comps('  - TextArea: {id: t, minRows: 1}'),
    expected: [['invalid-value', 'Property minRows must be >= 2', 4, 32]],
  },
  {
    name: 'a size that is no keyword, number or percentage',
    text: comps('  - Text: {id: t, size: huge}'),
    expected: [
      [
        'invalid-value',
        'Property size must be one of: xxs, xs, s, m, l, xl, xxl, fill; or a number; or digits with an optional %, such as 40 or 50%',
        4,
        25,
      ],
    ],
  },
  {
    name: 'a Date value that is not year-month-day (the pattern in words)',
    text: comps("  - Date: {id: d, value: '22/11/2026'}"),
    expected: [
      [
        'invalid-value',
        'Property value must be a date written year-month-day, such as 2026-11-22, or empty',
        4,
        26,
      ],
    ],
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
    name: 'a Number scale above 14 (clamped, a warning)',
    text: comps('  - Number: {id: n, scale: 20}'),
    expected: [['value-clamped', 'Property scale is 20; it is clamped to 14', 4, 28]],
  },
  {
    name: 'a Number inputScale above 14 (clamped, a warning)',
    text: comps('  - Number: {id: n, inputScale: 15}'),
    expected: [['value-clamped', 'Property inputScale is 15; it is clamped to 14', 4, 33]],
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
    name: 'AutoComplete with nothing to choose from and no data source',
    text: comps('  - AutoComplete: {id: a, options: []}'),
    expected: [
      [
        'choice-no-options',
        'AutoComplete a has no options to choose from and no data source (dataarg)',
        4,
        36,
      ],
    ],
  },
  {
    name: 'Dropdown without options but with a data source',
    text: comps('  - Dropdown: {id: d, dataarg: Patient.sex}'),
    expected: [],
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
    expected: [
      ['invalid-regex', 'Invalid regular expression in optionsDisableFilter: Unterminated group', 4, 57],
    ],
  },
  {
    name: 'a /pattern/flags disable filter with an unknown flag',
    text: comps("  - CheckboxList: {id: c, options: [a], optionsDisableFilter: '/^a/q'}"),
    expected: [
      ['invalid-regex', "Invalid regular expression in optionsDisableFilter: invalid flags 'q'", 4, 63],
    ],
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
];
