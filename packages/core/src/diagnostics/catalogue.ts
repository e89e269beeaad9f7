import type { Severity } from './diagnostic';

/** One catalogue entry: default severity, message template with `{param}` holes, where the spec names it. */
export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
  /** Where the message comes from: a spec section, or 'formwright' for our own wording. */
  readonly source: string;
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
    source: 'runtime.md §8',
  },
  'no-components': {
    severity: 'error',
    message: 'No components!',
    source: 'runtime.md §8',
  },
  'no-report-output': {
    severity: 'error',
    message: 'No report output!',
    source: 'runtime.md §3',
  },
  'unknown-component': {
    severity: 'error',
    message: 'Unknown component: {name}{hint}',
    source: 'runtime.md §8',
  },
  'unknown-component-structure': {
    severity: 'error',
    message: 'Unknown component structure',
    source: 'runtime.md §8',
  },
  'duplicate-id': {
    severity: 'error',
    message: 'Duplicate id: {id}',
    source: 'runtime.md §8',
  },
  'invalid-identifier': {
    severity: 'error',
    message: 'Invalid identifier name: {id}',
    source: 'runtime.md §8',
  },
  'unallowed-identifier': {
    severity: 'error',
    message: 'Unallowed identifier name: {id}',
    source: 'runtime.md §8',
  },
  'exception-while-parsing': {
    severity: 'error',
    message: 'Exception while parsing: {detail}',
    source: 'runtime.md §8',
  },
  'fatal-parse': {
    severity: 'error',
    message: 'Fatal error while parsing template spec: {detail}',
    source: 'runtime.md §8',
  },
  'compiled-spec-invalid': {
    severity: 'error',
    message: 'Not a compiled form: {detail}',
    source: 'formwright',
  },
  'compiled-spec-value': {
    severity: 'error',
    message: 'This value cannot be written to a compiled form: {detail}',
    source: 'formwright',
  },
  // ── Schema (docs/diagnostics.md#diagnostics) ─────────────────────────────────────────────────────────────
  'property-not-allowed': {
    severity: 'error',
    message: 'Property {name} is not allowed ({detail})',
    source: 'runtime.md §8',
  },
  'missing-property': {
    severity: 'error',
    message: 'Missing required property {name} ({detail})',
    source: 'formwright',
  },
  'invalid-enum': {
    severity: 'error',
    message: 'Property {name} must be one of the allowed values: {allowed}',
    source: 'runtime.md §8',
  },
  'invalid-type': {
    severity: 'error',
    message: 'Property {name} must be {expected}',
    source: 'formwright',
  },
  'invalid-value': {
    severity: 'error',
    message: 'Property {name} {detail}',
    source: 'formwright',
  },
  'value-clamped': {
    severity: 'warning',
    message: 'Property {name} is {value}; it is clamped to {clamped}',
    source: 'components.md §5.1',
  },
  'unrecognized-reference': {
    severity: 'error',
    message: 'Unrecognized reference: {name}{hint}',
    source: 'runtime.md §8',
  },
  'sectioned-output': {
    severity: 'error',
    message: 'If sectioned output is used, all text parts must have a section id',
    source: 'runtime.md §8',
  },
  'tab-spec': {
    severity: 'warning',
    message: 'Tab component is missing a valid tabs specification',
    source: 'runtime.md §8',
  },
  'list-in-list': {
    severity: 'error',
    message: 'List within lists not supported',
    source: 'components.md §8',
  },
  'empty-dataarg': {
    severity: 'warning',
    message: 'Property dataarg is empty; write Provider.field or leave it out',
    source: 'formwright',
  },
  'dataarg-field-missing': {
    severity: 'warning',
    message:
      'dataarg {dataarg}: the data of provider {provider} has no field {field}, so this component gets nothing from it{hint}',
    source: 'formwright',
  },
  'undefined-provider': {
    severity: 'error',
    message: 'Undefined provider: {name}',
    source: 'designer.md §8',
  },
  'provider-conflict': {
    severity: 'error',
    message: 'Can not use both {a} and {b} -provider',
    source: 'designer.md §8',
  },
  'summary-item-text': {
    severity: 'error',
    message: 'Summary reportTemplate items require text',
    source: 'runtime.md §5',
  },
  'option-empty': {
    severity: 'error',
    message: 'Option options need at least one item',
    source: 'components.md §5.1',
  },
  'choice-no-options': {
    severity: 'warning',
    message: '{type} {id} has no options to choose from and no data source (dataarg)',
    source: 'formwright',
  },
  'first-option-preselected': {
    severity: 'info',
    message:
      '{type} {id} has no {property}, so it starts on its first option{first} as if the user had chosen it; add a {property} to let it start empty',
    source: 'components.md §4.4',
  },
  'option-duplicate': {
    severity: 'error',
    message: 'Option options must be unique: {value}',
    source: 'components.md §5.1',
  },
  'value-not-option': {
    severity: 'warning',
    message: 'Value {value} of {name} is not one of the options: {allowed}',
    source: 'components.md §3.3',
  },
  'suggested-value-invalid': {
    severity: 'warning',
    message: 'suggestedValue {value} of {name} is never offered: {detail}',
    source: 'formwright',
  },
  'option-object': {
    severity: 'error',
    message: 'An option object needs value or text',
    source: 'components.md §5.1',
  },
  'invalid-regex': {
    severity: 'error',
    message: 'Invalid regular expression in {name}: {detail}',
    source: 'components.md §5.1',
  },
  'invalid-yaml-tab': {
    severity: 'error',
    message: 'Indented with a tab: use spaces',
    source: 'formwright',
  },
  'yaml-mistake': {
    severity: 'error',
    message: '{detail}',
    source: 'formwright',
  },
  // ── Expressions and templates (docs/specification.md#the-form-specification, docs/diagnostics.md#diagnostics) ───────────────────────────────────────────────
  'expression-syntax': {
    severity: 'error',
    message: 'Formula error in {name}: {detail}',
    source: 'runtime.md §5',
  },
  'template-syntax': {
    severity: 'error',
    message: 'Template expression error in {name} at {position}: {expression}: {detail}',
    source: 'runtime.md §5',
  },
  'unknown-default-key': {
    severity: 'warning',
    message: 'Metadata.defaults has no key {name}{suggestion}',
    source: 'formwright',
  },
  'invalid-default-value': {
    severity: 'warning',
    message: 'Metadata.defaults.{name} is {value}; it must be one of {allowed} ({fallback} is used)',
    source: 'runtime.md §5',
  },
  'default-texts-fallback': {
    severity: 'info',
    message: 'There are no default texts for lang {lang}; the English default texts are used',
    source: 'runtime.md §3',
  },
  'template-list-value': {
    severity: 'warning',
    message:
      'Placeholder {placeholder} in {name} reads List {id}, a list of item objects that prints nothing; use {summary}',
    source: 'formwright',
  },
  'smart-filter-empty-conditional': {
    severity: 'warning',
    message:
      '{placeholder} in {name} can give "" and shares the smart-filter part "{part}" with {others}: when it gives "", the filter removes the whole part, {others} with it; give the conditional a part of its own',
    source: 'runtime.md §5',
  },
  'smart-filter-bracket': {
    severity: 'warning',
    message:
      'The brackets {bracket} in {name} open in one smart-filter part and close in another ("{span}"): removing a part would leave them unbalanced, so the filter removes only the parts inside them and keeps the brackets; keep a bracket inside one part to say exactly what goes',
    source: 'runtime.md §5',
  },
  'unknown-function': {
    severity: 'error',
    message: 'Unknown function: {name}{hint}',
    source: 'formwright',
  },
  'list-item-outside-list': {
    severity: 'warning',
    message: '{name} is only known inside a List item; here it is empty',
    source: 'formwright',
  },
  'formula-cycle': {
    severity: 'warning',
    message:
      'Circular formulas: {cycle}; none can be calculated before the others, so they stay empty or never settle',
    source: 'formwright',
  },
  'argument-count': {
    severity: 'error',
    message: '{name} takes {expected} arguments, got {actual}',
    source: 'formwright',
  },
  'expression-failed': {
    severity: 'error',
    message: 'Expression failed in {id}.{name}{prefix}: {detail}',
    source: 'runtime.md §8',
  },
  'invalid-align': {
    severity: 'error',
    message: 'invalid align',
    source: 'runtime.md §8',
  },
  'cookie-type': {
    severity: 'error',
    message: 'Cookie values must be boolean, number or string',
    source: 'runtime.md §8',
  },
  'table-needs-v2': {
    severity: 'error',
    message: 'Tables need metadata reportVersion v2',
    source: 'runtime.md §5',
  },
  'table-style': {
    severity: 'error',
    message: 'Unknown table style: {style} (allowed: {allowed})',
    source: 'components.md §9.4',
  },
  'table-size': {
    severity: 'error',
    message: 'Unknown table size: {size} (allowed: xs, sm, md, lg)',
    source: 'runtime.md §9',
  },
  // ── Outputs: report markup, RTF, codes, openEHR (docs/specification.md#the-form-specification, docs/outputs.md#plain-text-markup-and-rtf) ─────────────────────────────
  'report-table-nested': {
    severity: 'warning',
    message: 'Nested tables are not supported: the inner table tags are ignored ({where})',
    source: 'runtime.md §5',
  },
  'report-table-misplaced': {
    severity: 'warning',
    message: 'Report markup: {tag} outside {parent} is misplaced and ignored, its text is kept ({where})',
    source: 'runtime.md §5',
  },
  'report-tag-unclosed': {
    severity: 'warning',
    message: 'Report markup: <{tag}> is not closed ({where})',
    source: 'formwright',
  },
  'report-tag-unopened': {
    severity: 'warning',
    message: 'Report markup: </{tag}> closes nothing and is ignored ({where})',
    source: 'formwright',
  },
  'report-control-characters': {
    severity: 'warning',
    message: 'Report text held {count} control or invalid characters; they were removed',
    source: 'formwright',
  },
  'report-font-size-ignored': {
    severity: 'warning',
    message: 'Report font size {value} for {name} is ignored',
    source: 'components.md §5.6',
  },
  'ids7-impossible': {
    severity: 'warning',
    message:
      'No IDS7 version can run this form: it needs at least {min} ({needs}) but at most {max} ({caps})',
    source: 'designer.md §4',
  },
  'report-sections-v1': {
    severity: 'warning',
    message: 'Report split by section needs metadata reportVersion v2',
    source: 'runtime.md §7',
  },
  'code-group-invalid': {
    severity: 'warning',
    message: 'Diagnostic code group is ignored: {detail}',
    source: 'runtime.md §5',
  },
  'openehr-invalid-id': {
    severity: 'warning',
    message: 'oEhrId {id} is not a FLAT path and is ignored',
    source: 'formwright',
  },
  'openehr-occurrence': {
    severity: 'warning',
    message: 'oEhrId {id} names occurrence {index} of {path}, which template {template} allows only once',
    source: 'formwright',
  },
  // ── Engine (docs/engine.md#how-a-form-runs, docs/diagnostics.md#diagnostics) ──────────────────────────────────────────────────────────────────
  'list-items-capped': {
    severity: 'warning',
    message: 'List {id}: numItems asks for {asked} items; a list holds at most {cap}',
    source: 'formwright',
  },
  'loop-warning': {
    severity: 'warning',
    message: 'Calculation needed {count} iterations to settle',
    source: 'runtime.md §4',
  },
  'loop-error': {
    severity: 'error',
    message: 'Calculation needed {count} iterations; suspicious set/delete: {changes}',
    source: 'runtime.md §4',
  },
  runaway: {
    severity: 'error',
    message:
      'Post processing run-away, most likely due to recurssive unstable formulas... bailing out. Consider revising your calculations.',
    source: 'runtime.md §4',
  },
  'property-not-settable': {
    severity: 'warning',
    message: 'Property {name} is not allowed on {id}',
    source: 'runtime.md §4',
  },
  'unknown-component-id': {
    severity: 'warning',
    message: 'Unknown component id {id} in {helper}',
    source: 'formwright',
  },
  'state-ignored': {
    severity: 'warning',
    message: 'Part of the saved state is ignored: {detail}',
    source: 'formwright',
  },
  'interaction-unknown': {
    severity: 'error',
    message: 'Unknown interaction {detail}: update takes {type, id, …} with a type of {types}',
    source: 'formwright',
  },
  'action-ignored': {
    severity: 'warning',
    message: 'Action {action} on {id} does nothing: {reason}',
    source: 'formwright',
  },
  'summary-inconsistent': {
    severity: 'warning',
    message: '{text}',
    source: 'runtime.md §4',
  },
  'property-wrong-type': {
    severity: 'warning',
    message: 'Property {name} of {id} cannot be set to {value}: it takes {expected}',
    source: 'runtime.md §4',
  },
  'summary-checked-script': {
    severity: 'warning',
    message: 'The checked property of Summary {id} cannot be set by scripts',
    source: 'runtime.md §3',
  },
  'script-parse': {
    severity: 'error',
    message:
      'Exception during script parse with error: {detail} Review the Script and Generated code tab for further advice.',
    source: 'runtime.md §8',
  },
  'script-run-build': {
    severity: 'error',
    message: 'Exception during script run with error {detail} Review the Script and Generated code tab',
    source: 'runtime.md §8',
  },
  'script-run': {
    severity: 'error',
    message: 'Exception during script run with error {detail} Contact your form designer for further advice.',
    source: 'runtime.md §8',
  },
  'mirror-unknown': {
    severity: 'error',
    message: 'Reference to non-existing component id in call to MirrorComponentValues',
    source: 'runtime.md §8',
  },
  'mirror-special': {
    severity: 'warning',
    message: 'Highly NOT recommended to use MirrorComponentValues for special component id',
    source: 'runtime.md §8',
  },
  'provider-empty': {
    severity: 'info',
    message: 'Provider data was empty and is ignored',
    source: 'runtime.md §4',
  },
  'provider-malformed': {
    severity: 'info',
    message: 'Provider data is malformed and is ignored: {detail}',
    source: 'runtime.md §4',
  },
  'jump-failed': {
    severity: 'warning',
    message: 'Error while trying to show component: {id}',
    source: 'components.md §8',
  },
  'no-form-context-state': {
    severity: 'error',
    message: 'Cannot retrieve state without a form context',
    source: 'runtime.md §8',
  },
  'no-form-context-store': {
    severity: 'error',
    message: 'Cannot run store manipulation without a form context',
    source: 'runtime.md §8',
  },
  'no-script-runner': {
    severity: 'error',
    message: 'Unable to retrieve script runner!',
    source: 'runtime.md §8',
  },
  'no-get-data': {
    severity: 'error',
    message: 'Unable to fetch base container getData method...',
    source: 'runtime.md §8',
  },
  'structured-data': {
    severity: 'error',
    message: 'Error - {status} {statusText}',
    source: 'runtime.md §7',
  },
  boundary: {
    severity: 'error',
    message: 'Something went wrong. {detail} This message might get stuck. You can try to reload',
    source: 'runtime.md §8',
  },
  'yaml-error': {
    severity: 'error',
    message: 'YAML error: {detail} at line: {line}',
    source: 'designer.md §8',
  },
  // ── The actions file of formwright render (docs/cli.md#the-formwright-command; headless/parseActionsFile.ts) ──────────
  'actions-not-json': {
    severity: 'error',
    message: '{file} is not valid JSON: {detail}',
    source: 'formwright',
  },
  'actions-not-array': {
    severity: 'error',
    message: '{file} must hold a JSON array of steps, such as {example}',
    source: 'formwright',
  },
  'actions-step-not-object': {
    severity: 'error',
    message: '{file}: step {step} {brief}: a step must be an object such as {example}',
    source: 'formwright',
  },
  'actions-unknown-step': {
    severity: 'error',
    message: '{file}: step {step} {brief}: unknown step: expected one of {kinds}',
    source: 'formwright',
  },
  'actions-two-steps': {
    severity: 'error',
    message: '{file}: step {step} {brief}: one step per object, found {kinds}',
    source: 'formwright',
  },
  'actions-unknown-key': {
    severity: 'error',
    message: '{file}: step {step} {brief}: unknown key {keys} in a {kind} step (write it as {example})',
    source: 'formwright',
  },
  'actions-step-field': {
    severity: 'error',
    message: '{file}: step {step} {brief}: {kind} needs {what}: {example}',
    source: 'formwright',
  },
  'actions-step-write-as': {
    severity: 'error',
    message: '{file}: step {step} {brief}: write {kind} as {example}',
    source: 'formwright',
  },
  'actions-no-component': {
    severity: 'error',
    message: '{file}: step {step} {brief}: no component with id {id}',
    source: 'formwright',
  },
  'actions-no-list-item': {
    severity: 'error',
    message:
      '{file}: step {step} {brief}: no component with id {id} (list {list} has {items}; add one first)',
    source: 'formwright',
  },
  'actions-wrong-target': {
    severity: 'error',
    message: '{file}: step {step} {brief}: {kind} applies to {types}, but {id} is a {type}',
    source: 'formwright',
  },
  'actions-not-edit-mode': {
    severity: 'error',
    message:
      '{file}: step {step} {brief}: summary {id} is not in edit mode; check it first: {"check": "{id}", "value": true}',
    source: 'formwright',
  },
  'actions-not-editable': {
    severity: 'error',
    message: '{file}: step {step} {brief}: summary {id} is not in edit mode (it is not editable)',
    source: 'formwright',
  },
  'actions-no-item': {
    severity: 'error',
    message: '{file}: step {step} {brief}: list {id} has no item {item} (it has {count})',
    source: 'formwright',
  },
  // ── Form tests: the FORM.tests.yaml file (docs/form-tests.md; headless/formTests/) ──────────────────────
  'tests-not-yaml': {
    severity: 'error',
    message: '{file} is not YAML: {detail}',
    source: 'formwright',
  },
  'tests-not-list': {
    severity: 'error',
    message: '{file} must hold a list of scenarios, each a mapping of name, actions and expect',
    source: 'formwright',
  },
  'tests-scenario-not-mapping': {
    severity: 'error',
    message: '{file}: scenario {n}: a scenario is a mapping of name, actions, providers, state and expect',
    source: 'formwright',
  },
  'tests-missing-key': {
    severity: 'error',
    message: '{file}: scenario {scenario}: {key} is missing ({what})',
    source: 'formwright',
  },
  'tests-bad-name': {
    severity: 'error',
    message: '{file}: scenario {n}: the name must be a text that is not empty',
    source: 'formwright',
  },
  'tests-duplicate-name': {
    severity: 'error',
    message: '{file}: scenario {scenario}: the name is used by scenario {first} too',
    source: 'formwright',
  },
  'tests-unknown-key': {
    severity: 'error',
    message:
      '{file}: scenario {scenario}: unknown key {key}{hint}; a scenario has name, actions, providers, state and expect',
    source: 'formwright',
  },
  'tests-unknown-output': {
    severity: 'error',
    message: '{file}: scenario {scenario}: unknown output {key}{hint} in expect; expected one of {outputs}',
    source: 'formwright',
  },
  'tests-expect-type': {
    severity: 'error',
    message: '{file}: scenario {scenario}: {key} must be {what}',
    source: 'formwright',
  },
  'tests-nothing-expected': {
    severity: 'warning',
    message:
      '{file}: scenario {scenario}: expect is empty, so the scenario always passes (formwright test --update writes the outputs)',
    source: 'formwright',
  },
  'tests-unknown-component': {
    severity: 'error',
    message: '{file}: scenario {scenario}: {key} names {id}, which is no component of the form',
    source: 'formwright',
  },
  'runtime-error': {
    severity: 'error',
    message: 'Runtime error: {detail}',
    source: 'designer.md §8',
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
