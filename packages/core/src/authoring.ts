/**
 * `@formwright/core/authoring`: what the designer, the build and the docs use to write and check forms:
 * `parseSpec` and the model, `compileSpec` (the compiled form a runtime loads), the component definitions
 * with their help, snippets, examples and JSON Schemas, the helper library with its docs, the expression
 * language's parser and checker, the diagnostics catalogue, and the IDS7 version a form needs.
 */

// Specifications and the compiled form.
export type * from './spec/model';
export { parseSpec, scriptDoesNotParse, type ParseSpecOptions } from './spec/parseSpec';
export {
  compileFormText,
  compileSpec,
  runtimeDefinition,
  serializeSpec,
  type CompiledFormText,
  type CompileSpecResult,
} from './spec/compiled/serialize';
// Loading a form: the one rule for a script that does not parse (docs/architecture.md#loading-a-form).
export { readFormText, type FormText, type ReadFormTextOptions, type ScriptFacts } from './spec/readFormText';
export {
  COMPILED_SPEC_FORMAT,
  COMPILED_SPEC_VERSION,
  type CompiledSpec,
  type SerializedSpec,
} from './spec/compiled/format';
export { formatJsonSchema } from './spec/jsonSchema';
export { BUILTIN_PROVIDERS, CONFLICTING_PROVIDERS, providerOf } from './spec/providers';
export { AUTO_ID_PREFIX, ID_PATTERN, isReservedId, isValidId, RESERVED_IDS } from './spec/identifiers';
export { MAX_ALIAS_NODES, MAX_DEPTH, MAX_SPEC_CHARS } from './spec/limits';
export { metadataSchema, TOP_LEVEL_KEYS } from './spec/sectionSchemas';
export { HIDDEN_IDS } from './spec/buildModel';
export { SPEC_CODES } from './spec/specCodes';
export { scriptFunctionNames } from './spec/scriptFunctionNames';
export { checkProviderFields } from './spec/providerFields';

// The designer's check of a Painter image (docs/components.md#painter).
export {
  checkPainterImage,
  PAINTER_IMAGE_MAX_BYTES,
  PAINTER_IMAGE_TOO_BIG_MESSAGE,
  painterImageBytes,
  type PainterImageCheck,
} from './components/painter/imageCheck';

// Diagnostics.
export type { Diagnostic, DiagnosticOrigin, Severity, SourceRange, SpecPath } from './diagnostics/diagnostic';
export { NO_RANGE } from './diagnostics/diagnostic';
export { catalogue, formatMessage, type CatalogueEntry, type DiagnosticCode } from './diagnostics/catalogue';
export { catalogueHelp } from './diagnostics/catalogueHelp';
export { createDiagnostic, hasErrors, type DiagnosticInit } from './diagnostics/create';

// Component definitions.
export type {
  ComponentDefinition,
  ComponentFamily,
  PropertySchema,
  SchemaFragment,
  ValueKind,
} from './components/definition';
export {
  ALIGNMENTS,
  COLUMN_SPLITS,
  commonProperties,
  pickCommon,
  SIZE_KEYWORDS,
  SIZE_PATTERN,
  SPACING_VALUES,
} from './components/common';
export {
  componentDefinitions,
  getComponentDefinition,
  toolboxEntries,
  type ToolboxEntry,
} from './components/registry';
export { componentSchema, getComponentValidator, validateComponentProps } from './components/schema';
export { codingProperty, codingSchema } from './components/coding';
export type { Coding } from './components/propTypes';
export {
  describePattern,
  FORMULA_PATTERN,
  LANG_PATTERN,
  NON_BLANK_PATTERN,
  PATTERN_PHRASES,
  URI_PATTERN,
} from './components/patterns';
export { simplifySchemaErrors } from './components/schemaErrors';
export type {
  BehaviourContext,
  BehaviourEffect,
  ComponentBehaviour,
  ComponentInput,
  MandatoryLevel,
} from './components/behaviour';
export { componentBehaviours, getBehaviour } from './components/behaviours';

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
export { MAX_NESTING, MAX_TREE_DEPTH } from './expr/nesting';
export {
  compileFormula,
  compileFormulaDetailed,
  type CompileOptions,
  type DetailedCompileResult,
  type HelperLookup,
} from './expr/compile';
export { analyzeFormula, type FormulaAnalysis } from './expr/deps';
export { arity, checkFormula, type CheckContext, type CheckFinding } from './expr/check';
export { INIT_MARKER, parsePropertyValue } from './expr/property';
export {
  compileTemplate,
  parseTemplate,
  type ExprTemplate,
  type RenderedPart,
  type TemplatePart,
} from './expr/template';
export { isEmpty } from './expr/empty';
export {
  defaultTexts,
  EN_TEXTS,
  LAYOUT_KEYS,
  TEXT_LANGUAGES,
  TRANSLATIONS,
  textLanguage,
  type TextKey,
  type TextLanguage,
  type TranslatedKey,
} from './expr/texts';

// Static checks of outputs, and the IDS7 version a form needs.
export { checkStaticOutputs } from './output/checkStaticOutputs';
export { reportItemPlace, reportOutputLocator } from './output/reportItemPlaces';
export { metadataDefaultPlace, metadataRange } from './output/metadataPlaces';
export {
  compareVersions,
  ids7Diagnostics,
  ids7FeaturesOf,
  lesionTrackingSite,
  requiredIds7Version,
  type Ids7Features,
  type Ids7Requirement,
  type Ids7SpecFacts,
} from './output/ids7Version';

// openEHR import: a web template or OPT 1.4 becomes a specification (docs/openehr.md).
export {
  DATA_TYPES,
  IMPORT_DEFAULTS,
  importOpenEhrTemplate,
  MAX_TEMPLATE_CHARS,
  MAX_TEMPLATE_NODES,
  type ImportDiagnostic,
  type ImportOpenEhrOptions,
  type ImportOpenEhrResult,
} from './openehr';

// FHIR: a form as an R4 Questionnaire (docs/fhir.md).
export { exportQuestionnaire, type ExportNote, type QuestionnaireExport } from './fhir/exportQuestionnaire';
export { FHIR_URLS } from './fhir/types';
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
