import { comps, META, type SpecCase } from './specCases';

/** Rules a JSON Schema cannot say: references by id, ListItem, empty dataarg, layout defaults, sections. */
export const GAP_CASES: SpecCase[] = [
  // ── Suggestions ──────────────────────────────────────────────────────────────────────────────
  {
    name: 'a misspelt component type, with the nearest type',
    text: comps('  - Chekbox: {id: a}'),
    expected: [['unknown-component', 'Unknown component: Chekbox; did you mean Checkbox?', 4, 5]],
  },
  {
    name: 'a component type nothing is close to, without a suggestion',
    text: comps('  - Carousel: {id: a}'),
    expected: [['unknown-component', 'Unknown component: Carousel', 4, 5]],
  },
  {
    name: 'a misspelt id in a formula, with the nearest id',
    text: comps('  - Number: {id: size}', "  - Text: {id: t, value: '=sise'}"),
    expected: [['unrecognized-reference', 'Unrecognized reference: sise; did you mean size?', 5, 28]],
  },
  {
    name: 'a misspelt property of an id, with the nearest property',
    text: comps('  - Number: {id: size}', "  - Text: {id: t, value: '=size.valeu'}"),
    expected: [
      ['unrecognized-reference', 'Unrecognized reference: size.valeu; did you mean size.value?', 5, 33],
    ],
  },
  {
    name: 'an id nothing is close to, without a suggestion',
    text: comps('  - Number: {id: size}', "  - Text: {id: t, value: '=weight'}"),
    expected: [['unrecognized-reference', 'Unrecognized reference: weight', 5, 28]],
  },
  {
    name: 'a misspelt helper, with the nearest helper',
    text: comps("  - Text: {id: t, value: '=Rond(1.5)'}"),
    expected: [['unknown-function', 'Unknown function: Rond; did you mean Round?', 4, 28]],
  },
  // ── References ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'a Button toggleComponentId naming no component',
    text: comps('  - Number: {id: size}', '  - Button: {id: b, toggleComponentId: sise}'),
    expected: [['unrecognized-reference', 'Unrecognized reference: sise; did you mean size?', 5, 40]],
  },
  {
    name: 'a Button toggleComponentId naming a component',
    text: comps('  - Number: {id: size}', '  - Button: {id: b, toggleComponentId: size}'),
    expected: [],
  },
  {
    name: 'a Button in a List toggling a sibling of the same item',
    text: comps(
      '  - List:',
      '      id: l',
      '      components:',
      '        - Number: {id: size}',
      '        - Button: {id: b, toggleComponentId: size}',
    ),
    expected: [],
  },
  {
    name: 'ListItem outside a List, in a formula',
    text: comps("  - Text: {id: t, value: '=ListItem.index'}"),
    expected: [
      ['list-item-outside-list', 'ListItem.index is only known inside a List item; here it is empty', 4, 28],
    ],
  },
  {
    name: 'ListItem outside a List, in a report text',
    text: `${META}Components: []\nReportOutput:\n  - text: 'Item {ListItem.count}'\n`,
    expected: [
      ['list-item-outside-list', 'ListItem.count is only known inside a List item; here it is empty', 4, 18],
    ],
  },
  {
    name: 'ListItem inside a List',
    text: comps(
      '  - List:',
      '      id: l',
      "      collapseSummary: 'Lesion {ListItem.index}'",
      '      components:',
      "        - Text: {id: t, value: '=ListItem.prefix'}",
    ),
    expected: [],
  },
  {
    name: "ListItem in a List's itemName, rendered in each item",
    text: comps(
      '  - List:',
      '      id: l',
      "      itemName: 'Lesion {ListItem.index} of {ListItem.count}'",
      '      components:',
      '        - Number: {id: size}',
    ),
    expected: [],
  },
  {
    name: "ListItem in a List's itemName formula",
    text: comps(
      '  - List:',
      '      id: l',
      '      itemName: \'=Concat("Lesion ", ListItem.index)\'',
      '      components:',
      '        - Number: {id: size}',
    ),
    expected: [],
  },
  // ── Providers and Metadata ───────────────────────────────────────────────────────────────────
  {
    name: 'an empty dataarg',
    text: comps("  - Text: {id: t, dataarg: ''}"),
    expected: [['empty-dataarg', 'Property dataarg is empty; write Provider.field or leave it out', 4, 28]],
  },
  {
    name: 'an invalid rowSpacing in Metadata.defaults',
    text: 'Metadata: {lang: en, title: T, description: D, defaults: {rowSpacing: roomy}}\nComponents: []\nReportOutput: []\n',
    expected: [
      [
        'invalid-default-value',
        'Metadata.defaults.rowSpacing is roomy; it must be one of none, minimal, tight, small, normal, airy (normal is used)',
        1,
        71,
      ],
    ],
  },
  {
    name: 'a valid rowSpacing in Metadata.defaults',
    text: 'Metadata: {lang: en, title: T, description: D, defaults: {rowSpacing: airy}}\nComponents: []\nReportOutput: []\n',
    expected: [],
  },
  // ── Sectioned output ─────────────────────────────────────────────────────────────────────────
  {
    name: "a Report component's item without a sectionId in a sectioned form",
    text: `${META}ReportOutput:\n  - { text: a, sectionId: s1 }\nComponents:\n  - Report:\n      items:\n        - { text: b, sectionId: s1 }\n        - { text: c }\n`,
    expected: [
      ['sectioned-output', 'If sectioned output is used, all text parts must have a section id', 8, 11],
    ],
  },
  {
    name: 'a ReportOutput item without a sectionId when a Report component uses sections',
    text: `${META}ReportOutput:\n  - { text: a }\nComponents:\n  - Report:\n      items:\n        - { text: b, sectionId: s1 }\n`,
    expected: [
      ['sectioned-output', 'If sectioned output is used, all text parts must have a section id', 3, 5],
    ],
  },
  {
    name: 'Report component items without sections in a form without sections',
    text: `${META}ReportOutput:\n  - { text: a }\nComponents:\n  - Report:\n      items:\n        - { text: b }\n`,
    expected: [],
  },
];
