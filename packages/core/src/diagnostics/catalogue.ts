import type { Severity } from './diagnostic';

/**
 * One catalogue entry: default severity and message template with `{param}` holes. Where the specification
 * names it is `catalogueSources` (catalogueHelp.ts), which only the authoring side and the docs read.
 */
export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
}

/**
 * Every diagnostic Formwright produces, by stable code. Messages use the specification's words
 * (docs/diagnostics.md#diagnostics, docs/diagnostics.md#diagnostics, docs/diagnostics.md#diagnostics) wherever it gives them; docs/diagnostics.md is generated
 * from this table. Add entries here, never inline strings elsewhere; each entry's help (when it happens and
 * what to do) is in `catalogueHelp.ts`, which only the authoring side imports.
 */
export const catalogue = {
  // ── Parsing (docs/diagnostics.md#diagnostics) ──────────────────────────────────────────────────────────────
  'no-metadata': {
    severity: 'error',
    message: 'No metadata!',
  },
  'no-components': {
    severity: 'error',
    message: 'No components!',
  },
  'no-report-output': {
    severity: 'error',
    message: 'No report output!',
  },
  'unknown-component': {
    severity: 'error',
    message: 'Unknown component: {name}{hint}',
  },
  'unknown-component-structure': {
    severity: 'error',
    message: 'Unknown component structure',
  },
  'duplicate-id': {
    severity: 'error',
    message: 'Duplicate id: {id}',
  },
  'invalid-identifier': {
    severity: 'error',
    message: 'Invalid identifier name: {id}',
  },
  'unallowed-identifier': {
    severity: 'error',
    message: 'Unallowed identifier name: {id}',
  },
  'exception-while-parsing': {
    severity: 'error',
    message: 'Exception while parsing: {detail}',
  },
  'fatal-parse': {
    severity: 'error',
    message: 'Fatal error while parsing template spec: {detail}',
  },
  'compiled-spec-invalid': {
    severity: 'error',
    message: 'Not a compiled form: {detail}',
  },
  'compiled-spec-value': {
    severity: 'error',
    message: 'This value cannot be written to a compiled form: {detail}',
  },
  // ── Schema (docs/diagnostics.md#diagnostics) ─────────────────────────────────────────────────────────────
  'property-not-allowed': {
    severity: 'error',
    message: 'Property {name} is not allowed ({detail})',
  },
  'missing-property': {
    severity: 'error',
    message: 'Missing required property {name} ({detail})',
  },
  'invalid-enum': {
    severity: 'error',
    message: 'Property {name} must be one of the allowed values: {allowed}',
  },
  'invalid-type': {
    severity: 'error',
    message: 'Property {name} must be {expected}',
  },
  'invalid-value': {
    severity: 'error',
    message: 'Property {name} {detail}',
  },
  'value-clamped': {
    severity: 'warning',
    message: 'Property {name} is {value}; it is clamped to {clamped}',
  },
  'unrecognized-reference': {
    severity: 'error',
    message: 'Unrecognized reference: {name}{hint}',
  },
  'sectioned-output': {
    severity: 'error',
    message: 'If sectioned output is used, all text parts must have a section id',
  },
  'tab-spec': {
    severity: 'warning',
    message: 'Tab component is missing a valid tabs specification',
  },
  'list-in-list': {
    severity: 'error',
    message: 'List within lists not supported',
  },
  'empty-dataarg': {
    severity: 'warning',
    message: 'Property dataarg is empty; write Provider.field or leave it out',
  },
  'dataarg-field-missing': {
    severity: 'warning',
    message:
      'dataarg {dataarg}: the data of provider {provider} has no field {field}, so this component gets nothing from it{hint}',
  },
  'undefined-provider': {
    severity: 'error',
    message: 'Undefined provider: {name}',
  },
  'provider-conflict': {
    severity: 'error',
    message: 'Can not use both {a} and {b} -provider',
  },
  'summary-item-text': {
    severity: 'error',
    message: 'Summary reportTemplate items require text',
  },
  'option-empty': {
    severity: 'error',
    message: 'Option options need at least one item',
  },
  'choice-no-options': {
    severity: 'warning',
    message: '{type} {id} has no options to choose from and no data source (dataarg)',
  },
  'first-option-preselected': {
    severity: 'info',
    message:
      '{type} {id} has no {property}, so it starts on its first option{first} as if the user had chosen it; add a {property} to let it start empty',
  },
  'option-duplicate': {
    severity: 'error',
    message: 'Option options must be unique: {value}',
  },
  'value-not-option': {
    severity: 'warning',
    message: 'Value {value} of {name} is not one of the options: {allowed}',
  },
  'suggested-value-invalid': {
    severity: 'warning',
    message: 'suggestedValue {value} of {name} is never offered: {detail}',
  },
  'option-object': {
    severity: 'error',
    message: 'An option object needs value or text',
  },
  'invalid-regex': {
    severity: 'error',
    message: 'Invalid regular expression in {name}: {detail}',
  },
  'invalid-yaml-tab': {
    severity: 'error',
    message: 'Indented with a tab: use spaces',
  },
  'yaml-mistake': {
    severity: 'error',
    message: '{detail}',
  },
  // ── Expressions and templates (docs/specification.md#the-form-specification, docs/diagnostics.md#diagnostics) ───────────────────────────────────────────────
  'expression-syntax': {
    severity: 'error',
    message: 'Formula error in {name}: {detail}',
  },
  'template-syntax': {
    severity: 'error',
    message: 'Template expression error in {name} at {position}: {expression}: {detail}',
  },
  'unknown-default-key': {
    severity: 'warning',
    message: 'Metadata.defaults has no key {name}{suggestion}',
  },
  'invalid-default-value': {
    severity: 'warning',
    message: 'Metadata.defaults.{name} is {value}; it must be one of {allowed} ({fallback} is used)',
  },
  'default-texts-fallback': {
    severity: 'info',
    message: 'There are no default texts for lang {lang}; the English default texts are used',
  },
  'template-list-value': {
    severity: 'warning',
    message:
      'Placeholder {placeholder} in {name} reads List {id}, a list of item objects that prints nothing; use {summary}',
  },
  'smart-filter-empty-conditional': {
    severity: 'warning',
    message:
      '{placeholder} in {name} can give "" and shares the smart-filter part "{part}" with {others}: when it gives "", the filter removes the whole part, {others} with it; give the conditional a part of its own',
  },
  'smart-filter-bracket': {
    severity: 'warning',
    message:
      'The brackets {bracket} in {name} open in one smart-filter part and close in another ("{span}"): removing a part would leave them unbalanced, so the filter removes only the parts inside them and keeps the brackets; keep a bracket inside one part to say exactly what goes',
  },
  'unknown-function': {
    severity: 'error',
    message: 'Unknown function: {name}{hint}',
  },
  'list-item-outside-list': {
    severity: 'warning',
    message: '{name} is only known inside a List item; here it is empty',
  },
  'formula-cycle': {
    severity: 'warning',
    message:
      'Circular formulas: {cycle}; none can be calculated before the others, so they stay empty or never settle',
  },
  'argument-count': {
    severity: 'error',
    message: '{name} takes {expected} arguments, got {actual}',
  },
  'expression-failed': {
    severity: 'error',
    message: 'Expression failed in {id}.{name}{prefix}: {detail}',
  },
  'invalid-align': {
    severity: 'error',
    message: 'invalid align',
  },
  'cookie-type': {
    severity: 'error',
    message: 'Cookie values must be boolean, number or string',
  },
  'table-needs-v2': {
    severity: 'error',
    message: 'Tables need metadata reportVersion v2',
  },
  'table-style': {
    severity: 'error',
    message: 'Unknown table style: {style} (allowed: {allowed})',
  },
  'table-size': {
    severity: 'error',
    message: 'Unknown table size: {size} (allowed: xs, sm, md, lg)',
  },
  // ── Outputs: report markup, RTF, codes, openEHR (docs/specification.md#the-form-specification, docs/outputs.md#plain-text-markup-and-rtf) ─────────────────────────────
  'report-table-nested': {
    severity: 'warning',
    message: 'Nested tables are not supported: the inner table tags are ignored ({where})',
  },
  'report-table-misplaced': {
    severity: 'warning',
    message: 'Report markup: {tag} outside {parent} is misplaced and ignored, its text is kept ({where})',
  },
  'report-tag-unclosed': {
    severity: 'warning',
    message: 'Report markup: <{tag}> is not closed ({where})',
  },
  'report-tag-unopened': {
    severity: 'warning',
    message: 'Report markup: </{tag}> closes nothing and is ignored ({where})',
  },
  'report-control-characters': {
    severity: 'warning',
    message: 'Report text held {count} control or invalid characters; they were removed',
  },
  'report-font-size-ignored': {
    severity: 'warning',
    message: 'Report font size {value} for {name} is ignored',
  },
  'ids7-impossible': {
    severity: 'warning',
    message:
      'No IDS7 version can run this form: it needs at least {min} ({needs}) but at most {max} ({caps})',
  },
  'report-sections-v1': {
    severity: 'warning',
    message: 'Report split by section needs metadata reportVersion v2',
  },
  'code-group-invalid': {
    severity: 'warning',
    message: 'Diagnostic code group is ignored: {detail}',
  },
  'openehr-invalid-id': {
    severity: 'warning',
    message: 'oEhrId {id} is not a FLAT path and is ignored',
  },
  'openehr-occurrence': {
    severity: 'warning',
    message: 'oEhrId {id} names occurrence {index} of {path}, which template {template} allows only once',
  },
  // ── Engine (docs/engine.md#how-a-form-runs, docs/diagnostics.md#diagnostics) ──────────────────────────────────────────────────────────────────
  'list-items-capped': {
    severity: 'warning',
    message: 'List {id}: numItems asks for {asked} items; a list holds at most {cap}',
  },
  'loop-warning': {
    severity: 'warning',
    message: 'Calculation needed {count} iterations to settle',
  },
  'loop-error': {
    severity: 'error',
    message: 'Calculation needed {count} iterations; suspicious set/delete: {changes}',
  },
  runaway: {
    severity: 'error',
    message:
      'Post processing run-away, most likely due to recurssive unstable formulas... bailing out. Consider revising your calculations.',
  },
  'property-not-settable': {
    severity: 'warning',
    message: 'Property {name} is not allowed on {id}',
  },
  'unknown-component-id': {
    severity: 'warning',
    message: 'Unknown component id {id} in {helper}',
  },
  'state-ignored': {
    severity: 'warning',
    message: 'Part of the saved state is ignored: {detail}',
  },
  'interaction-unknown': {
    severity: 'error',
    message: 'Unknown interaction {detail}: update takes {type, id, …} with a type of {types}',
  },
  'action-ignored': {
    severity: 'warning',
    message: 'Action {action} on {id} does nothing: {reason}',
  },
  'summary-inconsistent': {
    severity: 'warning',
    message: '{text}',
  },
  'property-wrong-type': {
    severity: 'warning',
    message: 'Property {name} of {id} cannot be set to {value}: it takes {expected}',
  },
  'summary-checked-script': {
    severity: 'warning',
    message: 'The checked property of Summary {id} cannot be set by scripts',
  },
  'script-parse': {
    severity: 'error',
    message:
      'Exception during script parse with error: {detail} Review the Script and Generated code tab for further advice.',
  },
  'script-run-build': {
    severity: 'error',
    message: 'Exception during script run with error {detail} Review the Script and Generated code tab',
  },
  'script-run': {
    severity: 'error',
    message: 'Exception during script run with error {detail} Contact your form designer for further advice.',
  },
  'mirror-unknown': {
    severity: 'error',
    message: 'Reference to non-existing component id in call to MirrorComponentValues',
  },
  'mirror-special': {
    severity: 'warning',
    message: 'Highly NOT recommended to use MirrorComponentValues for special component id',
  },
  'provider-empty': {
    severity: 'info',
    message: 'Provider data was empty and is ignored',
  },
  'provider-malformed': {
    severity: 'info',
    message: 'Provider data is malformed and is ignored: {detail}',
  },
  'jump-failed': {
    severity: 'warning',
    message: 'Error while trying to show component: {id}',
  },
  'no-form-context-state': {
    severity: 'error',
    message: 'Cannot retrieve state without a form context',
  },
  'no-form-context-store': {
    severity: 'error',
    message: 'Cannot run store manipulation without a form context',
  },
  'no-script-runner': {
    severity: 'error',
    message: 'Unable to retrieve script runner!',
  },
  'no-get-data': {
    severity: 'error',
    message: 'Unable to fetch base container getData method...',
  },
  'structured-data': {
    severity: 'error',
    message: 'Error - {status} {statusText}',
  },
  boundary: {
    severity: 'error',
    message: 'Something went wrong. {detail} This message might get stuck. You can try to reload',
  },
  'yaml-error': {
    severity: 'error',
    message: 'YAML error: {detail} at line: {line}',
  },
  // ── The actions file of formwright render (docs/cli.md#the-formwright-command; headless/parseActionsFile.ts) ──────────
  'actions-not-json': {
    severity: 'error',
    message: '{file} is not valid JSON: {detail}',
  },
  'actions-not-array': {
    severity: 'error',
    message: '{file} must hold a JSON array of steps, such as {example}',
  },
  'actions-step-not-object': {
    severity: 'error',
    message: '{file}: step {step} {brief}: a step must be an object such as {example}',
  },
  'actions-unknown-step': {
    severity: 'error',
    message: '{file}: step {step} {brief}: unknown step: expected one of {kinds}',
  },
  'actions-two-steps': {
    severity: 'error',
    message: '{file}: step {step} {brief}: one step per object, found {kinds}',
  },
  'actions-unknown-key': {
    severity: 'error',
    message: '{file}: step {step} {brief}: unknown key {keys} in a {kind} step (write it as {example})',
  },
  'actions-step-field': {
    severity: 'error',
    message: '{file}: step {step} {brief}: {kind} needs {what}: {example}',
  },
  'actions-step-write-as': {
    severity: 'error',
    message: '{file}: step {step} {brief}: write {kind} as {example}',
  },
  'actions-no-component': {
    severity: 'error',
    message: '{file}: step {step} {brief}: no component with id {id}',
  },
  'actions-no-list-item': {
    severity: 'error',
    message:
      '{file}: step {step} {brief}: no component with id {id} (list {list} has {items}; add one first)',
  },
  'actions-wrong-target': {
    severity: 'error',
    message: '{file}: step {step} {brief}: {kind} applies to {types}, but {id} is a {type}',
  },
  'actions-not-edit-mode': {
    severity: 'error',
    message:
      '{file}: step {step} {brief}: summary {id} is not in edit mode; check it first: {"check": "{id}", "value": true}',
  },
  'actions-not-editable': {
    severity: 'error',
    message: '{file}: step {step} {brief}: summary {id} is not in edit mode (it is not editable)',
  },
  'actions-no-item': {
    severity: 'error',
    message: '{file}: step {step} {brief}: list {id} has no item {item} (it has {count})',
  },
  // ── Form tests: the FORM.tests.yaml file (docs/form-tests.md; headless/formTests/) ──────────────────────
  'tests-not-yaml': {
    severity: 'error',
    message: '{file} is not YAML: {detail}',
  },
  'tests-not-list': {
    severity: 'error',
    message: '{file} must hold a list of scenarios, each a mapping of name, actions and expect',
  },
  'tests-scenario-not-mapping': {
    severity: 'error',
    message: '{file}: scenario {n}: a scenario is a mapping of name, actions, providers, state and expect',
  },
  'tests-missing-key': {
    severity: 'error',
    message: '{file}: scenario {scenario}: {key} is missing ({what})',
  },
  'tests-bad-name': {
    severity: 'error',
    message: '{file}: scenario {n}: the name must be a text that is not empty',
  },
  'tests-duplicate-name': {
    severity: 'error',
    message: '{file}: scenario {scenario}: the name is used by scenario {first} too',
  },
  'tests-unknown-key': {
    severity: 'error',
    message:
      '{file}: scenario {scenario}: unknown key {key}{hint}; a scenario has name, actions, providers, state and expect',
  },
  'tests-unknown-output': {
    severity: 'error',
    message: '{file}: scenario {scenario}: unknown output {key}{hint} in expect; expected one of {outputs}',
  },
  'tests-expect-type': {
    severity: 'error',
    message: '{file}: scenario {scenario}: {key} must be {what}',
  },
  'tests-nothing-expected': {
    severity: 'warning',
    message:
      '{file}: scenario {scenario}: expect is empty, so the scenario always passes (formwright test --update writes the outputs)',
  },
  'tests-unknown-component': {
    severity: 'error',
    message: '{file}: scenario {scenario}: {key} names {id}, which is no component of the form',
  },
  'runtime-error': {
    severity: 'error',
    message: 'Runtime error: {detail}',
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
