/**
 * `@formwright/core/authoring`: what the designer, the build and the docs use to write and check forms:
 * `parseSpec` and the model, `compileSpec` (the compiled form a runtime loads), the component definitions
 * with their help, snippets, examples and JSON Schemas, the helper library with its docs, the expression
 * language's parser and checker, the diagnostics catalogue, and the IDS7 version a form needs.
 */

// Specifications and the compiled form.
export type * from './specification/model';
export { parseSpec, scriptDoesNotParse, type ParseSpecOptions } from './specification/parseSpec';
export {
  compileFormText,
  compileSpec,
  type CompiledFormText,
  type CompileSpecResult,
} from './specification/compiled/serialize';
// Loading a form: the one rule for a script that does not parse (docs/architecture.md#loading-a-form).
export {
  readFormText,
  type FormText,
  type ReadFormTextOptions,
  type ScriptFacts,
} from './specification/readFormText';
export {
  COMPILED_SPEC_FORMAT,
  type CompiledSpec,
  type SerializedSpec,
} from './specification/compiled/format';

export { MAX_SPEC_CHARS } from './specification/limits';
export { metadataSchema, TOP_LEVEL_KEYS } from './specification/sectionSchemas';

export { scriptFunctionNames } from './specification/scriptFunctionNames';
export { checkProviderFields } from './specification/providerFields';

// Diagnostics.
export type { Diagnostic, DiagnosticOrigin, Severity, SourceRange, SpecPath } from './diagnostics/diagnostic';

export { catalogue, type DiagnosticCode } from './diagnostics/catalogue';
export { catalogueHelp, catalogueSources } from './diagnostics/catalogueHelp';
export { createDiagnostic, hasErrors, type DiagnosticInit } from './diagnostics/create';

// Component definitions.
export type {
  ComponentDefinition,
  ComponentFamily,
  PropertySchema,
  SchemaFragment,
  ValueKind,
} from './components/definition';
export { SIZE_KEYWORDS, SIZE_PATTERN } from './components/common';
export {
  componentDefinitions,
  getComponentDefinition,
  toolboxEntries,
  type ToolboxEntry,
} from './components/registry';
export { getComponentValidator } from './components/schema';

export type { Coding } from './components/propTypes';

export type {
  BehaviourContext,
  BehaviourEffect,
  ComponentBehaviour,
  ComponentInput,
  MandatoryLevel,
} from './components/behaviour';

// The expression language and the helper library.
export type * from './expr/contract';
export type * from './expr/ast';
export type {
  DocumentedHelper,
  HelperCategory,
  HelperDef,
  HelperDocs,
  HelperParam,
} from './expr/helpers/types';
export { getHelper, helpers } from './expr/helpers/registry';
export { documentedHelpers, getDocumentedHelper, helperDocs } from './expr/helpers/helperDocs';
export { parseFormula } from './expr/parser';

export { compileFormula, type CompileOptions, type HelperLookup } from './expr/compile';
export { analyzeFormula, type FormulaAnalysis } from './expr/deps';

export { parsePropertyValue } from './expr/property';
export { parseTemplate, type TemplatePart } from './expr/template';
export { isEmpty } from './expr/empty';
export { defaultTexts, EN_TEXTS } from './expr/texts';

// The IDS7 version a form needs.
export {
  ids7FeaturesOf,
  requiredIds7Version,
  type Ids7Features,
  type Ids7Requirement,
  type Ids7SpecFacts,
} from './output/ids7Version';

// openEHR import: a web template or OPT 1.4 becomes a specification (docs/openehr.md).
export {
  importOpenEhrTemplate,
  MAX_TEMPLATE_CHARS,
  type ImportDiagnostic,
  type ImportOpenEhrOptions,
  type ImportOpenEhrResult,
} from './openehr';

// FHIR: a form as an R4 Questionnaire (docs/fhir.md).
export { exportQuestionnaire, type ExportNote, type QuestionnaireExport } from './fhir/exportQuestionnaire';

export {
  importQuestionnaire,
  MAX_QUESTIONNAIRE_CHARS,
  type ImportQuestionnaireResult,
} from './fhir/importQuestionnaire';

// IHE MRRT import and export: an HTML5 report template becomes a specification and back (docs/mrrt.md).
export {
  importMrrtTemplate,
  MAX_MRRT_CHARS,
  type ImportMrrtOptions,
  type ImportMrrtResult,
  type MrrtDiagnostic,
  exportMrrt,
  type MrrtExport,
  type MrrtExportNote,
} from './mrrt';
