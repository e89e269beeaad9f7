import type { DiagnosticCode } from './catalogue';

/**
 * The help of every diagnostic, by code: one line for docs/diagnostics.md and the editor, saying when it
 * happens and what to do. Apart from the catalogue so the runtime bundle ships messages without help.
 */
export const catalogueHelp: Readonly<Record<DiagnosticCode, string>> = {
  'no-metadata': 'The top level needs a Metadata mapping with lang, title and description.',
  'no-components': 'The top level needs a Components list.',
  'no-report-output': 'The top level needs a ReportOutput list (it may be empty: `ReportOutput: []`).',
  'unknown-component':
    'The key of a component entry must be a component type from the catalogue; the nearest type is suggested.',
  'unknown-component-structure':
    'A component entry is a mapping with exactly one key, the type: `- Number: { id: size }`.',
  'duplicate-id':
    'Every id must be unique in the form; later duplicates are renamed temporarily ({id}__dup{n}).',
  'invalid-identifier':
    'Ids start with a letter, _, $ or Å Ä Ö å ä ö, then letters, digits and those characters.',
  'unallowed-identifier':
    'Reserved: #Root, #Report, #MandatoryFields, #DiagnosticCodes, names starting with #Auto and names ending with ListItem.',
  'exception-while-parsing': 'The text is not valid YAML or JSON at this place.',
  'fatal-parse': 'The text could not be read at all (empty, binary, or too large).',
  'compiled-spec-invalid':
    'The runtime was given something other than a compiled form (compileSpec of the authoring entry), or one of another format version: rebuild the form.',
  'compiled-spec-value': 'A compiled form is JSON: numbers must be finite (no .nan or .inf).',
  'property-not-allowed': 'The property is not part of this component type or section; see the reference.',
  'missing-property': 'The section or component requires this property.',
  'invalid-enum': 'Enum errors list the allowed values.',
  'invalid-type': 'The value has the wrong type.',
  'invalid-value': 'The value breaks a range or pattern rule of the property.',
  'value-clamped': 'Values outside the documented range are clamped at run time.',
  'unrecognized-reference':
    'A formula or a Button toggleComponentId names an id or property that does not exist; the nearest is suggested.',
  'sectioned-output':
    'Once one report item (of ReportOutput or of a Report component) has a sectionId, every item of both needs one.',
  'tab-spec':
    'Tabs needs at least one tab, each with tabname and components; an invalid Tabs renders nothing.',
  'list-in-list': 'A List may not contain another List, at any depth.',
  'empty-dataarg':
    'An empty dataarg reads nothing: name the provider and field (Patient.name) or remove the property.',
  'dataarg-field-missing':
    "The designer compares each dataarg with the provider's test data on the Data providers screen: the field is not there (names are case-sensitive; a nested field is written with dots). Correct the dataarg, or the test data when the real provider does have the field.",
  'undefined-provider':
    "A dataarg's first dotted segment must be a known provider, a forwarded provider or an explicit data source.",
  'provider-conflict': 'Lesion-tracking and findings providers cannot both be used in one form.',
  'summary-item-text': 'Every item of a Summary reportTemplate needs a text.',
  'option-empty': 'Give Option at least one option.',
  'choice-no-options':
    'Give the options, or a dataarg (Provider.field) whose data provider fills the value; an openEHR code from an external terminology is imported as a code and a term to type instead.',
  'first-option-preselected':
    'An empty Dropdown without a placeholder takes its first enabled option, so the report and a mandatory check see a choice nobody made. Add `placeholder: Choose…` to let it start empty, or write the default as `value`.',
  'option-duplicate': 'Two options have the same value.',
  'value-not-option':
    'A written value that no option has is never shown as chosen; use one of the option values.',
  'suggested-value-invalid':
    'A suggestion is offered only when it is a value the component takes: an enabled option, a number in range, a real date, a text, true or false.',
  'option-object': 'Write `{ value: x }`, `{ text: y }` or both.',
  'invalid-regex': 'The disable filter is a regular expression, optionally written /pattern/flags.',
  'invalid-yaml-tab': 'YAML indents with spaces only; a run of tab-indented lines is one message.',
  'yaml-mistake':
    'A common YAML mistake, said once and in plain words on the line to change: a property not indented under its component (`- Text:` then `id:` two spaces further in than `Text`), a key out of line with the one above, a formula or text holding `: ` that needs quotes, an unclosed `[` or `{`, a key written twice in one mapping (said at the second, with the line of the first).',
  'expression-syntax': 'The formula does not parse; the column points at the problem.',
  'template-syntax':
    'A `{expr}` placeholder does not parse: the form does not validate (at run time the text would be kept literally). Write `\\{` for a literal brace.',
  'unknown-default-key':
    'Metadata.defaults overrides the default texts and sizes listed in docs/default-texts.md; other keys are ignored.',
  'invalid-default-value':
    'rowSpacing is one of none, minimal, tight, small, normal, airy; another value is ignored and the default used.',
  'default-texts-fallback':
    'Default texts exist for en, sv, nl and ge (de means ge); override single texts in Metadata.defaults.',
  'template-list-value':
    'A List value is one object per item; print its items with `{id.reportSummary}` or read one field with ArrayMap.',
  'smart-filter-empty-conditional':
    'The smart filter removes a part (up to `,` `.` `;`) that refers to an empty value, and "" is empty: `mean diameter {size} mm{solid ? ", solid" : ""}.` loses the size when the conditional gives "". Start the conditional\'s own part after a `, ` (`mean diameter {size} mm, {solid ? "solid component" : ""}.`), compute the whole clause in one formula, or write it as an item with `if:` (docs/expressions.md#writing-report-text-the-filter-keeps).',
  'smart-filter-bracket':
    'Removing one part on its own would leave a bracket or double quote open (`Recommendation (Fleischner 2017.`), so the filter treats the brackets as a row of their own: `Recommendation (Fleischner 2017, {risk}): {advice}.` gives `Recommendation (Fleischner 2017): …`. A part before or after the brackets that goes takes them with it (docs/expressions.md#the-smart-filter, rule 7).',
  'unknown-function':
    'Not a helper of the library nor a function of the form script; the nearest name is suggested.',
  'list-item-outside-list':
    'ListItem.index, zindex, count, prefix and prefixBase exist in the components of a List and its item texts (itemName, collapseSummary, reportSummary).',
  'formula-cycle':
    'Each value formula named reads the next (or itself), so there is no order to calculate them in. Let one of them read only inputs, or give it a starting value with `||init=` and a guard such as `If(IsEmpty(start), …)`.',
  'argument-count': 'See docs/helpers.md for the signature.',
  'expression-failed': 'A formula threw while running; the property keeps its previous value.',
  'invalid-align': 'ToASCITable alignment must be l, c or r (left, center, right).',
  'cookie-type': 'The cookie helper throws for other types.',
  'table-needs-v2': 'Set `reportVersion: v2` in Metadata to use tables and ToTable.',
  'table-style': 'ToASCITable takes one of the 15 styles listed in docs/helpers.md.',
  'table-size': 'ToTable sizes are xs 200px, sm 330px, md 600px (default) and lg 700px.',
  'report-table-nested': 'A table inside a table cell is flattened: its text stays in the outer cell.',
  'report-table-misplaced':
    'thead and tbody belong in table, tr in table/thead/tbody, td in tr, and text and styles in td.',
  'report-tag-unclosed': 'The tag is closed where its parent ends (or at the end of the report).',
  'report-tag-unopened': 'Remove the closing tag, or add the opening one.',
  'report-control-characters':
    'Control characters (and bidi overrides) never reach the report; check where the text came from.',
  'report-font-size-ignored':
    'Use a plain number 1 to 199 (points), or a percentage above 0 up to 100 of the base size.',
  'ids7-impossible':
    'The LesionTracking provider works up to IDS7 26.2; findings providers, diagnostic codes and sections need later versions. Drop one of them.',
  'report-sections-v1': 'getReportSectionsRtf is only available for v2 reports.',
  'code-group-invalid':
    'codeGroups: a list of "A|B" strings, code lists, or { codes, if }; calculatedCodeGroups: formulas giving "A|B;C", a list, or a list of lists.',
  'openehr-invalid-id': 'Write segments separated by /, such as report/findings/size or report/event:0/size.',
  'openehr-occurrence':
    'Only a node whose maximum exceeds 1 in the template (Metadata openEhrTemplate.repeating) takes an index (:0) or a List; a server refuses the composition otherwise.',
  'list-items-capped':
    'A List holds at most 500 items, so a runaway numItems formula cannot exhaust memory; the rest are not created.',
  'loop-warning': 'More than 10 iterations: formulas feed each other.',
  'loop-error': 'More than 20 iterations: formulas are close to unstable.',
  runaway:
    'At 30 iterations the loop stops; the formulas never settle. The spelling "recurssive" is the specification\'s message (runtime.md §4), kept verbatim so hosts that match the text keep matching.',
  'property-not-settable': 'A script or formula set a property the component does not have.',
  'unknown-component-id':
    'Set (or another state helper) named an id that is not a component of the form; nothing is set.',
  'state-ignored':
    'setState met an unknown id, a malformed entry, or a list count outside minCount–maxCount (clamped).',
  'interaction-unknown':
    'A view or test passed update() something that is no user interaction; host operations are methods (setProviderData, loadState, clearState).',
  'action-ignored':
    'The user interface would not offer this action (add at maxCount, delete at minCount, …).',
  'summary-inconsistent':
    'An edited Summary no longer matches its calculated report (or reads a summary that does not); the text is the inconsistency warning of the default texts or the Summary.',
  'property-wrong-type':
    'A script set a property to a value of a type the component definition does not allow; nothing is set.',
  'summary-checked-script': 'Only the user toggles edit mode.',
  'script-parse': 'The form script does not parse.',
  'script-run-build': 'Shown in build mode (designer preview).',
  'script-run': 'Logged only in normal mode.',
  'mirror-unknown': 'MirrorComponentValues named an id that does not exist.',
  'mirror-special': 'Mirroring #Report, #MandatoryFields and the like is unsupported.',
  'provider-empty': 'setProviderData was called without results.',
  'provider-malformed':
    'The host sent data the form cannot use; the form goes on without it. Each result needs providerName and providerData (a list whose first item holds the properties), nests at most 100 levels, and each value must fit its component.',
  'jump-failed': 'A MandatoryFields link could not show its field.',
  'no-form-context-state': 'Host API used before a form was mounted.',
  'no-form-context-store': 'Host API used before a form was mounted.',
  'no-script-runner': 'The script sandbox could not start.',
  'no-get-data': 'The host page provides no getData hook.',
  'structured-data': 'The structured-data call failed.',
  boundary: 'The form view crashed; a Reload button is shown.',
  'yaml-error': 'How the designer preview lists specification errors.',
  'actions-not-json': 'The actions file must be JSON: an array of steps.',
  'actions-not-array': 'The actions file is one JSON array, each entry one step (docs/cli.md).',
  'actions-step-not-object': 'Each step is a JSON object with one step key.',
  'actions-unknown-step': 'The step has none of the 17 step keys (docs/cli.md lists them).',
  'actions-two-steps': 'Write each step as its own object.',
  'actions-unknown-key': 'A step holds only its own key and its fields; check the spelling.',
  'actions-step-field': 'A field of the step is missing or of the wrong type (docs/actions.schema.json).',
  'actions-step-write-as': 'The step has one fixed form.',
  'actions-no-component': 'The step names an id the form does not have (at this step).',
  'actions-no-list-item': 'List item components exist once an earlier step added the item.',
  'actions-wrong-target': 'The step acts on other component types.',
  'actions-not-edit-mode': 'editSummary types into a Summary in edit mode: check it first.',
  'actions-not-editable': 'Only a Summary with editable: true can be edited.',
  'actions-no-item': 'The item number counts from 1 and must exist at this step.',
  'tests-not-yaml': 'A tests file is YAML (or JSON): a list of scenarios (docs/form-tests.md).',
  'tests-not-list': 'The top level of a tests file is a list; each entry is one scenario.',
  'tests-scenario-not-mapping':
    'Write each scenario as a mapping: `- name: …` with actions and expect below it.',
  'tests-missing-key': 'Every scenario needs a name, its actions (a list, possibly empty) and expect.',
  'tests-bad-name': 'A scenario is named by a text; the command line and the designer show it.',
  'tests-duplicate-name': 'Scenario names are unique in a file, so --update and the designer can name one.',
  'tests-unknown-key':
    'A scenario holds only name, actions, providers, state and expect; check the spelling.',
  'tests-unknown-output':
    'expect holds outputs of formwright render --format json: report, reportContains, sections, codes, values, mandatory, worklist, freeFields, templateFields, openEhr, diagnostics.',
  'tests-expect-type': 'Each expected output has the type formwright render --format json writes it in.',
  'tests-nothing-expected':
    'Run formwright test FORM --update (or accept in the designer) to pin the current outputs.',
  'tests-unknown-component': 'The expectation names an id the form does not have at the end of the scenario.',
  'runtime-error': 'How the designer preview lists errors from running the form.',
};

/**
 * Where each diagnostic's message comes from: a section of the specification, or 'formwright' for our own
 * wording (docs/diagnostics.md's last column). Apart from the catalogue, as the help is: the runtime bundle
 * needs neither (about 250 bytes gzipped).
 */
export const catalogueSources: Readonly<Record<DiagnosticCode, string>> = {
  'no-metadata': 'runtime.md §8',
  'no-components': 'runtime.md §8',
  'no-report-output': 'runtime.md §3',
  'unknown-component': 'runtime.md §8',
  'unknown-component-structure': 'runtime.md §8',
  'duplicate-id': 'runtime.md §8',
  'invalid-identifier': 'runtime.md §8',
  'unallowed-identifier': 'runtime.md §8',
  'exception-while-parsing': 'runtime.md §8',
  'fatal-parse': 'runtime.md §8',
  'compiled-spec-invalid': 'formwright',
  'compiled-spec-value': 'formwright',
  'property-not-allowed': 'runtime.md §8',
  'missing-property': 'formwright',
  'invalid-enum': 'runtime.md §8',
  'invalid-type': 'formwright',
  'invalid-value': 'formwright',
  'value-clamped': 'components.md §5.1',
  'unrecognized-reference': 'runtime.md §8',
  'sectioned-output': 'runtime.md §8',
  'tab-spec': 'runtime.md §8',
  'list-in-list': 'components.md §8',
  'empty-dataarg': 'formwright',
  'dataarg-field-missing': 'formwright',
  'undefined-provider': 'designer.md §8',
  'provider-conflict': 'designer.md §8',
  'summary-item-text': 'runtime.md §5',
  'option-empty': 'components.md §5.1',
  'choice-no-options': 'formwright',
  'first-option-preselected': 'components.md §4.4',
  'option-duplicate': 'components.md §5.1',
  'value-not-option': 'components.md §3.3',
  'suggested-value-invalid': 'formwright',
  'option-object': 'components.md §5.1',
  'invalid-regex': 'components.md §5.1',
  'invalid-yaml-tab': 'formwright',
  'yaml-mistake': 'formwright',
  'expression-syntax': 'runtime.md §5',
  'template-syntax': 'runtime.md §5',
  'unknown-default-key': 'formwright',
  'invalid-default-value': 'runtime.md §5',
  'default-texts-fallback': 'runtime.md §3',
  'template-list-value': 'formwright',
  'smart-filter-empty-conditional': 'runtime.md §5',
  'smart-filter-bracket': 'runtime.md §5',
  'unknown-function': 'formwright',
  'list-item-outside-list': 'formwright',
  'formula-cycle': 'formwright',
  'argument-count': 'formwright',
  'expression-failed': 'runtime.md §8',
  'invalid-align': 'runtime.md §8',
  'cookie-type': 'runtime.md §8',
  'table-needs-v2': 'runtime.md §5',
  'table-style': 'components.md §9.4',
  'table-size': 'runtime.md §9',
  'report-table-nested': 'runtime.md §5',
  'report-table-misplaced': 'runtime.md §5',
  'report-tag-unclosed': 'formwright',
  'report-tag-unopened': 'formwright',
  'report-control-characters': 'formwright',
  'report-font-size-ignored': 'components.md §5.6',
  'ids7-impossible': 'designer.md §4',
  'report-sections-v1': 'runtime.md §7',
  'code-group-invalid': 'runtime.md §5',
  'openehr-invalid-id': 'formwright',
  'openehr-occurrence': 'formwright',
  'list-items-capped': 'formwright',
  'loop-warning': 'runtime.md §4',
  'loop-error': 'runtime.md §4',
  'property-not-settable': 'runtime.md §4',
  'unknown-component-id': 'formwright',
  'state-ignored': 'formwright',
  'interaction-unknown': 'formwright',
  'action-ignored': 'formwright',
  'summary-inconsistent': 'runtime.md §4',
  'property-wrong-type': 'runtime.md §4',
  'summary-checked-script': 'runtime.md §3',
  'script-parse': 'runtime.md §8',
  'script-run-build': 'runtime.md §8',
  'script-run': 'runtime.md §8',
  'mirror-unknown': 'runtime.md §8',
  'mirror-special': 'runtime.md §8',
  'provider-empty': 'runtime.md §4',
  'provider-malformed': 'runtime.md §4',
  'jump-failed': 'components.md §8',
  'no-form-context-state': 'runtime.md §8',
  'no-form-context-store': 'runtime.md §8',
  'no-script-runner': 'runtime.md §8',
  'no-get-data': 'runtime.md §8',
  'structured-data': 'runtime.md §7',
  'yaml-error': 'designer.md §8',
  'actions-not-json': 'formwright',
  'actions-not-array': 'formwright',
  'actions-step-not-object': 'formwright',
  'actions-unknown-step': 'formwright',
  'actions-two-steps': 'formwright',
  'actions-unknown-key': 'formwright',
  'actions-step-field': 'formwright',
  'actions-step-write-as': 'formwright',
  'actions-no-component': 'formwright',
  'actions-no-list-item': 'formwright',
  'actions-wrong-target': 'formwright',
  'actions-not-edit-mode': 'formwright',
  'actions-not-editable': 'formwright',
  'actions-no-item': 'formwright',
  'tests-not-yaml': 'formwright',
  'tests-not-list': 'formwright',
  'tests-scenario-not-mapping': 'formwright',
  'tests-missing-key': 'formwright',
  'tests-bad-name': 'formwright',
  'tests-duplicate-name': 'formwright',
  'tests-unknown-key': 'formwright',
  'tests-unknown-output': 'formwright',
  'tests-expect-type': 'formwright',
  'tests-nothing-expected': 'formwright',
  'tests-unknown-component': 'formwright',
  'runtime-error': 'designer.md §8',
  runaway: 'runtime.md §4',
  boundary: 'runtime.md §8',
};
