/**
 * Forms as issues reported them, shared by the tests of more than one layer. NODULE_REPORT_FORM holds the
 * two report lines of issue 20 item 2 verbatim (the list summary's deliberate `""` and the bracket the
 * filter left open): validate warns about them (spec/smartFilterChecks.test.ts) and the running form keeps
 * the measurement and the closing bracket (engine/smartFilterReport.test.ts).
 */
export const NODULE_REPORT_FORM = `Metadata: {lang: en, title: Nodules, description: Fleischner 2017}
Components:
  - List:
      id: nodules
      reportSummary:
        - text: '{ListItem.index}. {Capitalize(type)} nodule in the {lobe}, mean diameter {size} mm{type == "part-solid" ? ", solid component …" : ""}.'
      components:
        - Dropdown: {id: type, options: [solid, part-solid]}
        - Text: {id: lobe}
        - Number: {id: size}
  - Option: {id: risk, options: [{value: low, text: low risk}, {value: high, text: high risk}]}
  - Text: {id: advice}
ReportOutput:
  - text: '{nodules.reportSummary}'
  - text: 'Recommendation (Fleischner 2017, {risk.displayValue}): {advice}.'
`;
