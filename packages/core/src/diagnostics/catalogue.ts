import type { Severity } from './diagnostic';

/** One catalogue entry: default severity, message template with `{param}` holes, where the spec names it. */
export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
  /** Where the message comes from: a spec section, or 'formwright' for our own wording. */
  readonly source: string;
  /** One line for docs/diagnostics.md: when it happens and what to do. */
  readonly help: string;
}

/**
 * Every diagnostic Formwright produces, by stable code. Messages use the specification's words
 * (docs/diagnostics.md#diagnostics, docs/diagnostics.md#diagnostics, docs/diagnostics.md#diagnostics) wherever it gives them; docs/diagnostics.md is generated
 * from this table. Add entries here, never inline strings elsewhere.
 */
export const catalogue = {
  // ── Parsing (docs/diagnostics.md#diagnostics) ──────────────────────────────────────────────────────────────
  'no-metadata': {
    severity: 'error',
    message: 'No metadata!',
    source: 'runtime.md §8',
    help: 'The top level needs a Metadata mapping with lang, title and description.',
  },
  'no-components': {
    severity: 'error',
    message: 'No components!',
    source: 'runtime.md §8',
    help: 'The top level needs a Components list.',
  },
  'no-report-output': {
    severity: 'error',
    message: 'No report output!',
    source: 'runtime.md §3',
    help: 'The top level needs a ReportOutput list (it may be empty: `ReportOutput: []`).',
  },
  'unknown-component': {
    severity: 'error',
    message: 'Unknown component: {name}{hint}',
    source: 'runtime.md §8',
    help: 'The key of a component entry must be a component type from the catalogue; the nearest type is suggested.',
  },
  'unknown-component-structure': {
    severity: 'error',
    message: 'Unknown component structure',
    source: 'runtime.md §8',
    help: 'A component entry is a mapping with exactly one key, the type: `- Number: { id: size }`.',
  },
  'duplicate-id': {
    severity: 'error',
    message: 'Duplicate id: {id}',
    source: 'runtime.md §8',
    help: 'Every id must be unique in the form; later duplicates are renamed temporarily ({id}__dup{n}).',
  },
  'invalid-identifier': {
    severity: 'error',
    message: 'Invalid identifier name: {id}',
    source: 'runtime.md §8',
    help: 'Ids start with a letter, _, $ or Å Ä Ö å ä ö, then letters, digits and those characters.',
  },
  'unallowed-identifier': {
    severity: 'error',
    message: 'Unallowed identifier name: {id}',
    source: 'runtime.md §8',
    help: 'Reserved: #Root, #Report, #MandatoryFields, #DiagnosticCodes, names starting with #Auto and names ending with ListItem.',
  },
  'exception-while-parsing': {
    severity: 'error',
    message: 'Exception while parsing: {detail}',
    source: 'runtime.md §8',
    help: 'The text is not valid YAML or JSON at this place.',
  },
  'fatal-parse': {
    severity: 'error',
    message: 'Fatal error while parsing template spec: {detail}',
    source: 'runtime.md §8',
    help: 'The text could not be read at all (empty, binary, or too large).',
  },
  'compiled-spec-invalid': {
    severity: 'error',
    message: 'Not a compiled form: {detail}',
    source: 'formwright',
    help: 'The runtime was given something other than a compiled form (compileSpec of the authoring entry), or one of another format version: rebuild the form.',
  },
  'compiled-spec-value': {
    severity: 'error',
    message: 'This value cannot be written to a compiled form: {detail}',
    source: 'formwright',
    help: 'A compiled form is JSON: numbers must be finite (no .nan or .inf).',
  },
  // ── Schema (docs/diagnostics.md#diagnostics) ─────────────────────────────────────────────────────────────
  'property-not-allowed': {
    severity: 'error',
    message: 'Property {name} is not allowed ({detail})',
    source: 'runtime.md §8',
    help: 'The property is not part of this component type or section; see the reference.',
  },
  'missing-property': {
    severity: 'error',
    message: 'Missing required property {name} ({detail})',
    source: 'formwright',
    help: 'The section or component requires this property.',
  },
  'invalid-enum': {
    severity: 'error',
    message: 'Property {name} must be one of the allowed values: {allowed}',
    source: 'runtime.md §8',
    help: 'Enum errors list the allowed values.',
  },
  'invalid-type': {
    severity: 'error',
    message: 'Property {name} must be {expected}',
    source: 'formwright',
    help: 'The value has the wrong type.',
  },
  'invalid-value': {
    severity: 'error',
    message: 'Property {name} {detail}',
    source: 'formwright',
    help: 'The value breaks a range or pattern rule of the property.',
  },
  'value-clamped': {
    severity: 'warning',
    message: 'Property {name} is {value}; it is clamped to {clamped}',
    source: 'components.md §5.1',
    help: 'Values outside the documented range are clamped at run time.',
  },
  'unrecognized-reference': {
    severity: 'error',
    message: 'Unrecognized reference: {name}{hint}',
    source: 'runtime.md §8',
    help: 'A formula or a Button toggleComponentId names an id or property that does not exist; the nearest is suggested.',
  },
  'sectioned-output': {
    severity: 'error',
    message: 'If sectioned output is used, all text parts must have a section id',
    source: 'runtime.md §8',
    help: 'Once one report item (of ReportOutput or of a Report component) has a sectionId, every item of both needs one.',
  },
  'tab-spec': {
    severity: 'warning',
    message: 'Tab component is missing a valid tabs specification',
    source: 'runtime.md §8',
    help: 'Tabs needs at least one tab, each with tabname and components; an invalid Tabs renders nothing.',
  },
  'list-in-list': {
    severity: 'error',
    message: 'List within lists not supported',
    source: 'components.md §8',
    help: 'A List may not contain another List, at any depth.',
  },
  'empty-dataarg': {
    severity: 'warning',
    message: 'Property dataarg is empty; write Provider.field or leave it out',
    source: 'formwright',
    help: 'An empty dataarg reads nothing: name the provider and field (Patient.name) or remove the property.',
  },
  'undefined-provider': {
    severity: 'error',
    message: 'Undefined provider: {name}',
    source: 'designer.md §8',
    help: "A dataarg's first dotted segment must be a known provider, a forwarded provider or an explicit data source.",
  },
  'provider-conflict': {
    severity: 'error',
    message: 'Can not use both {a} and {b} -provider',
    source: 'designer.md §8',
    help: 'Lesion-tracking and findings providers cannot both be used in one form.',
  },
  'summary-item-text': {
    severity: 'error',
    message: 'Summary reportTemplate items require text',
    source: 'runtime.md §5',
    help: 'Every item of a Summary reportTemplate needs a text.',
  },
  'option-empty': {
    severity: 'error',
    message: 'Option options need at least one item',
    source: 'components.md §5.1',
    help: 'Give Option at least one option.',
  },
  'option-duplicate': {
    severity: 'error',
    message: 'Option options must be unique: {value}',
    source: 'components.md §5.1',
    help: 'Two options have the same value.',
  },
  'value-not-option': {
    severity: 'warning',
    message: 'Value {value} of {name} is not one of the options: {allowed}',
    source: 'components.md §3.3',
    help: 'A written value that no option has is never shown as chosen; use one of the option values.',
  },
  'option-object': {
    severity: 'error',
    message: 'An option object needs value or text',
    source: 'components.md §5.1',
    help: 'Write `{ value: x }`, `{ text: y }` or both.',
  },
  'invalid-regex': {
    severity: 'error',
    message: 'Invalid regular expression in {name}: {detail}',
    source: 'components.md §5.1',
    help: 'The disable filter is a regular expression, optionally written /pattern/flags.',
  },
  'invalid-yaml-tab': {
    severity: 'error',
    message: 'Tabs are not allowed for indentation',
    source: 'formwright',
    help: 'YAML indents with spaces only.',
  },
  // ── Expressions and templates (docs/specification.md#the-form-specification, docs/diagnostics.md#diagnostics) ───────────────────────────────────────────────
  'expression-syntax': {
    severity: 'error',
    message: 'Formula error in {name}: {detail}',
    source: 'runtime.md §5',
    help: 'The formula does not parse; the column points at the problem.',
  },
  'template-syntax': {
    severity: 'error',
    message: 'Template expression error in {name} at {position}: {expression}: {detail}',
    source: 'runtime.md §5',
    help: 'A `{expr}` placeholder does not parse: the form does not validate (at run time the text would be kept literally). Write `\\{` for a literal brace.',
  },
  'unknown-default-key': {
    severity: 'warning',
    message: 'Metadata.defaults has no key {name}{suggestion}',
    source: 'formwright',
    help: 'Metadata.defaults overrides the default texts and sizes listed in docs/default-texts.md; other keys are ignored.',
  },
  'invalid-default-value': {
    severity: 'warning',
    message: 'Metadata.defaults.{name} is {value}; it must be one of {allowed} ({fallback} is used)',
    source: 'runtime.md §5',
    help: 'rowSpacing is one of none, minimal, tight, small, normal, airy; another value is ignored and the default used.',
  },
  'default-texts-fallback': {
    severity: 'info',
    message: 'There are no default texts for lang {lang}; the English default texts are used',
    source: 'runtime.md §3',
    help: 'Default texts exist for en, sv, nl and ge (de means ge); override single texts in Metadata.defaults.',
  },
  'template-list-value': {
    severity: 'warning',
    message:
      'Placeholder {placeholder} in {name} reads List {id}, a list of item objects that prints nothing; use {summary}',
    source: 'formwright',
    help: 'A List value is one object per item; print its items with `{id.reportSummary}` or read one field with ArrayMap.',
  },
  'unknown-function': {
    severity: 'error',
    message: 'Unknown function: {name}{hint}',
    source: 'formwright',
    help: 'Not a helper of the library nor a function of the form script; the nearest name is suggested.',
  },
  'list-item-outside-list': {
    severity: 'warning',
    message: '{name} is only known inside a List item; here it is empty',
    source: 'formwright',
    help: 'ListItem.index, zindex, count, prefix and prefixBase exist in the components of a List and its item texts (itemName, collapseSummary, reportSummary).',
  },
  'argument-count': {
    severity: 'error',
    message: '{name} takes {expected} arguments, got {actual}',
    source: 'formwright',
    help: 'See docs/helpers.md for the signature.',
  },
  'expression-failed': {
    severity: 'error',
    message: 'Expression failed in {id}.{name}{prefix}: {detail}',
    source: 'runtime.md §8',
    help: 'A formula threw while running; the property keeps its previous value.',
  },
  'invalid-align': {
    severity: 'error',
    message: 'invalid align',
    source: 'runtime.md §8',
    help: 'ToASCITable alignment must be l, c or r (left, center, right).',
  },
  'cookie-type': {
    severity: 'error',
    message: 'Cookie values must be boolean, number or string',
    source: 'runtime.md §8',
    help: 'The cookie helper throws for other types.',
  },
  'table-needs-v2': {
    severity: 'error',
    message: 'Tables need metadata reportVersion v2',
    source: 'runtime.md §5',
    help: 'Set `reportVersion: v2` in Metadata to use tables and ToTable.',
  },
  'table-style': {
    severity: 'error',
    message: 'Unknown table style: {style} (allowed: {allowed})',
    source: 'components.md §9.4',
    help: 'ToASCITable takes one of the 15 styles listed in docs/helpers.md.',
  },
  'table-size': {
    severity: 'error',
    message: 'Unknown table size: {size} (allowed: xs, sm, md, lg)',
    source: 'runtime.md §9',
    help: 'ToTable sizes are xs 200px, sm 330px, md 600px (default) and lg 700px.',
  },
  // ── Outputs: report markup, RTF, codes, openEHR (docs/specification.md#the-form-specification, docs/outputs.md#plain-text-markup-and-rtf) ─────────────────────────────
  'report-table-nested': {
    severity: 'warning',
    message: 'Nested tables are not supported: the inner table tags are ignored ({where})',
    source: 'runtime.md §5',
    help: 'A table inside a table cell is flattened: its text stays in the outer cell.',
  },
  'report-table-misplaced': {
    severity: 'warning',
    message: 'Report markup: {tag} outside {parent} is misplaced and ignored, its text is kept ({where})',
    source: 'runtime.md §5',
    help: 'thead and tbody belong in table, tr in table/thead/tbody, td in tr, and text and styles in td.',
  },
  'report-tag-unclosed': {
    severity: 'warning',
    message: 'Report markup: <{tag}> is not closed ({where})',
    source: 'formwright',
    help: 'The tag is closed where its parent ends (or at the end of the report).',
  },
  'report-tag-unopened': {
    severity: 'warning',
    message: 'Report markup: </{tag}> closes nothing and is ignored ({where})',
    source: 'formwright',
    help: 'Remove the closing tag, or add the opening one.',
  },
  'report-control-characters': {
    severity: 'warning',
    message: 'Report text held {count} control or invalid characters; they were removed',
    source: 'formwright',
    help: 'Control characters (and bidi overrides) never reach the report; check where the text came from.',
  },
  'report-font-size-ignored': {
    severity: 'warning',
    message: 'Report font size {value} for {name} is ignored',
    source: 'components.md §5.6',
    help: 'Use a plain number 1 to 199 (points), or a percentage above 0 up to 100 of the base size.',
  },
  'ids7-impossible': {
    severity: 'warning',
    message:
      'No IDS7 version can run this form: it needs at least {min} ({needs}) but at most {max} ({caps})',
    source: 'designer.md §4',
    help: 'The LesionTracking provider works up to IDS7 26.2; findings providers, diagnostic codes and sections need later versions. Drop one of them.',
  },
  'report-sections-v1': {
    severity: 'warning',
    message: 'Report split by section needs metadata reportVersion v2',
    source: 'runtime.md §7',
    help: 'getReportSectionsRtf is only available for v2 reports.',
  },
  'code-group-invalid': {
    severity: 'warning',
    message: 'Diagnostic code group is ignored: {detail}',
    source: 'runtime.md §5',
    help: 'codeGroups: a list of "A|B" strings, code lists, or { codes, if }; calculatedCodeGroups: formulas giving "A|B;C", a list, or a list of lists.',
  },
  'openehr-invalid-id': {
    severity: 'warning',
    message: 'oEhrId {id} is not a FLAT path and is ignored',
    source: 'formwright',
    help: 'Write segments separated by /, such as report/findings/size or report/event:0/size.',
  },
  // ── Engine (docs/engine.md#how-a-form-runs, docs/diagnostics.md#diagnostics) ──────────────────────────────────────────────────────────────────
  'list-items-capped': {
    severity: 'warning',
    message: 'List {id}: numItems asks for {asked} items; a list holds at most {cap}',
    source: 'formwright',
    help: 'A List holds at most 500 items, so a runaway numItems formula cannot exhaust memory; the rest are not created.',
  },
  'loop-warning': {
    severity: 'warning',
    message: 'Calculation needed {count} iterations to settle',
    source: 'runtime.md §4',
    help: 'More than 10 iterations: formulas feed each other.',
  },
  'loop-error': {
    severity: 'error',
    message: 'Calculation needed {count} iterations; suspicious set/delete: {changes}',
    source: 'runtime.md §4',
    help: 'More than 20 iterations: formulas are close to unstable.',
  },
  runaway: {
    severity: 'error',
    message:
      'Post processing run-away, most likely due to recurssive unstable formulas... bailing out. Consider revising your calculations.',
    source: 'runtime.md §4',
    help: 'At 30 iterations the loop stops; the formulas never settle.',
  },
  'property-not-settable': {
    severity: 'warning',
    message: 'Property {name} is not allowed on {id}',
    source: 'runtime.md §4',
    help: 'A script or formula set a property the component does not have.',
  },
  'unknown-component-id': {
    severity: 'warning',
    message: 'Unknown component id {id} in {helper}',
    source: 'formwright',
    help: 'Set (or another state helper) named an id that is not a component of the form; nothing is set.',
  },
  'state-ignored': {
    severity: 'warning',
    message: 'Part of the saved state is ignored: {detail}',
    source: 'formwright',
    help: 'setState met an unknown id, a malformed entry, or a list count outside minCount–maxCount (clamped).',
  },
  'interaction-unknown': {
    severity: 'error',
    message: 'Unknown interaction {detail}: update takes {type, id, …} with a type of {types}',
    source: 'formwright',
    help: 'A view or test passed update() something that is no user interaction; host operations are methods (setProviderData, loadState, clearState).',
  },
  'action-ignored': {
    severity: 'warning',
    message: 'Action {action} on {id} does nothing: {reason}',
    source: 'formwright',
    help: 'The user interface would not offer this action (add at maxCount, delete at minCount, …).',
  },
  'summary-inconsistent': {
    severity: 'warning',
    message: '{text}',
    source: 'runtime.md §4',
    help: 'An edited Summary no longer matches its calculated report (or reads a summary that does not); the text is the inconsistency warning of the default texts or the Summary.',
  },
  'property-wrong-type': {
    severity: 'warning',
    message: 'Property {name} of {id} cannot be set to {value}: it takes {expected}',
    source: 'runtime.md §4',
    help: 'A script set a property to a value of a type the component definition does not allow; nothing is set.',
  },
  'summary-checked-script': {
    severity: 'warning',
    message: 'The checked property of Summary {id} cannot be set by scripts',
    source: 'runtime.md §3',
    help: 'Only the user toggles edit mode.',
  },
  'script-parse': {
    severity: 'error',
    message:
      'Exception during script parse with error: {detail} Review the Script and Generated code tab for further advice.',
    source: 'runtime.md §8',
    help: 'The form script does not parse.',
  },
  'script-run-build': {
    severity: 'error',
    message: 'Exception during script run with error {detail} Review the Script and Generated code tab',
    source: 'runtime.md §8',
    help: 'Shown in build mode (designer preview).',
  },
  'script-run': {
    severity: 'error',
    message: 'Exception during script run with error {detail} Contact your form designer for further advice.',
    source: 'runtime.md §8',
    help: 'Logged only in normal mode.',
  },
  'mirror-unknown': {
    severity: 'error',
    message: 'Reference to non-existing component id in call to MirrorComponentValues',
    source: 'runtime.md §8',
    help: 'MirrorComponentValues named an id that does not exist.',
  },
  'mirror-special': {
    severity: 'warning',
    message: 'Highly NOT recommended to use MirrorComponentValues for special component id',
    source: 'runtime.md §8',
    help: 'Mirroring #Report, #MandatoryFields and the like is unsupported.',
  },
  'provider-empty': {
    severity: 'info',
    message: 'Provider data was empty and is ignored',
    source: 'runtime.md §4',
    help: 'setProviderData was called without results.',
  },
  'provider-malformed': {
    severity: 'info',
    message: 'Provider data is malformed and is ignored: {detail}',
    source: 'runtime.md §4',
    help: 'The host sent data the form cannot use; the form goes on without it. Each result needs providerName and providerData (a list whose first item holds the properties), nests at most 100 levels, and each value must fit its component.',
  },
  'jump-failed': {
    severity: 'warning',
    message: 'Error while trying to show component: {id}',
    source: 'components.md §8',
    help: 'A MandatoryFields link could not show its field.',
  },
  'no-form-context-state': {
    severity: 'error',
    message: 'Cannot retrieve state without a form context',
    source: 'runtime.md §8',
    help: 'Host API used before a form was mounted.',
  },
  'no-form-context-store': {
    severity: 'error',
    message: 'Cannot run store manipulation without a form context',
    source: 'runtime.md §8',
    help: 'Host API used before a form was mounted.',
  },
  'no-script-runner': {
    severity: 'error',
    message: 'Unable to retrieve script runner!',
    source: 'runtime.md §8',
    help: 'The script sandbox could not start.',
  },
  'no-get-data': {
    severity: 'error',
    message: 'Unable to fetch base container getData method...',
    source: 'runtime.md §8',
    help: 'The host page provides no getData hook.',
  },
  'structured-data': {
    severity: 'error',
    message: 'Error - {status} {statusText}',
    source: 'runtime.md §7',
    help: 'The structured-data call failed.',
  },
  boundary: {
    severity: 'error',
    message: 'Something went wrong. {detail} This message might get stuck. You can try to reload',
    source: 'runtime.md §8',
    help: 'The form view crashed; a Reload button is shown.',
  },
  'yaml-error': {
    severity: 'error',
    message: 'YAML error: {detail} at line: {line}',
    source: 'designer.md §8',
    help: 'How the designer preview lists specification errors.',
  },
  // ── The actions file of formwright render (docs/cli.md#the-formwright-command; headless/parseActionsFile.ts) ──────────
  'actions-not-json': {
    severity: 'error',
    message: '{file} is not valid JSON: {detail}',
    source: 'formwright',
    help: 'The actions file must be JSON: an array of steps.',
  },
  'actions-not-array': {
    severity: 'error',
    message: '{file} must hold a JSON array of steps, such as {example}',
    source: 'formwright',
    help: 'The actions file is one JSON array, each entry one step (docs/cli.md).',
  },
  'actions-step-not-object': {
    severity: 'error',
    message: '{file}: step {step} {brief}: a step must be an object such as {example}',
    source: 'formwright',
    help: 'Each step is a JSON object with one step key.',
  },
  'actions-unknown-step': {
    severity: 'error',
    message: '{file}: step {step} {brief}: unknown step: expected one of {kinds}',
    source: 'formwright',
    help: 'The step has none of the 17 step keys (docs/cli.md lists them).',
  },
  'actions-two-steps': {
    severity: 'error',
    message: '{file}: step {step} {brief}: one step per object, found {kinds}',
    source: 'formwright',
    help: 'Write each step as its own object.',
  },
  'actions-unknown-key': {
    severity: 'error',
    message: '{file}: step {step} {brief}: unknown key {keys} in a {kind} step (write it as {example})',
    source: 'formwright',
    help: 'A step holds only its own key and its fields; check the spelling.',
  },
  'actions-step-field': {
    severity: 'error',
    message: '{file}: step {step} {brief}: {kind} needs {what}: {example}',
    source: 'formwright',
    help: 'A field of the step is missing or of the wrong type (docs/actions.schema.json).',
  },
  'actions-step-write-as': {
    severity: 'error',
    message: '{file}: step {step} {brief}: write {kind} as {example}',
    source: 'formwright',
    help: 'The step has one fixed form.',
  },
  'actions-no-component': {
    severity: 'error',
    message: '{file}: step {step} {brief}: no component with id {id}',
    source: 'formwright',
    help: 'The step names an id the form does not have (at this step).',
  },
  'actions-no-list-item': {
    severity: 'error',
    message:
      '{file}: step {step} {brief}: no component with id {id} (list {list} has {items}; add one first)',
    source: 'formwright',
    help: 'List item components exist once an earlier step added the item.',
  },
  'actions-wrong-target': {
    severity: 'error',
    message: '{file}: step {step} {brief}: {kind} applies to {types}, but {id} is a {type}',
    source: 'formwright',
    help: 'The step acts on other component types.',
  },
  'actions-not-edit-mode': {
    severity: 'error',
    message:
      '{file}: step {step} {brief}: summary {id} is not in edit mode; check it first: {"check": "{id}", "value": true}',
    source: 'formwright',
    help: 'editSummary types into a Summary in edit mode: check it first.',
  },
  'actions-not-editable': {
    severity: 'error',
    message: '{file}: step {step} {brief}: summary {id} is not in edit mode (it is not editable)',
    source: 'formwright',
    help: 'Only a Summary with editable: true can be edited.',
  },
  'actions-no-item': {
    severity: 'error',
    message: '{file}: step {step} {brief}: list {id} has no item {item} (it has {count})',
    source: 'formwright',
    help: 'The item number counts from 1 and must exist at this step.',
  },
  'runtime-error': {
    severity: 'error',
    message: 'Runtime error: {detail}',
    source: 'designer.md §8',
    help: 'How the designer preview lists errors from running the form.',
  },
} as const satisfies Record<string, CatalogueEntry>;

/** A stable diagnostic code: a key of the catalogue. */
export type DiagnosticCode = keyof typeof catalogue;

/** Fills `{param}` holes of a catalogue message; unknown holes are left as written. */
export function formatMessage(code: DiagnosticCode, params: Readonly<Record<string, unknown>> = {}): string {
  return catalogue[code].message.replace(/\{(\w+)\}/g, (hole, key: string) =>
    key in params ? String(params[key]) : hole,
  );
}
