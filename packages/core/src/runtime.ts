/**
 * `@formwright/core/runtime`: what a browser host needs to run a form built ahead of time. It loads a
 * compiled form (`loadCompiledSpec`, made by `compileSpec` of the authoring entry), runs it
 * (`createLoadedForm`), and turns snapshots into what the runtime shows and hands to the host: report
 * text and rich text, RTF, diagnostic codes, hidden inputs, fields, default texts, and the pure rules the
 * component views use. No YAML, no ajv (no `new Function`), no help texts: a test bundles this entry and
 * checks. The QuickJS script sandbox is apart, in `@formwright/core/script`, loaded only for a form with a
 * script.
 */

// The compiled form and the store.
export {
  COMPILED_SPEC_FORMAT,
  type CompiledSpec,
  type SerializedSpec,
} from './specification/compiled/format';
export {
  loadCompiledSpec,
  type LoadCompiledSpecResult,
  type LoadedSpec,
} from './specification/compiled/load';
export { createLoadedForm } from './engine/createLoadedForm';
// Loading a form as a browser runs it (docs/architecture.md#loading-a-form).
export {
  loadRuntimeForm,
  type CompileText,
  type LoadRuntimeFormOptions,
  type RuntimeForm,
} from './engine/loadRuntimeForm';
export type { ScriptFacts } from './specification/readFormText';
export type { FormOptions, FormStore } from './engine/store';
export { applyStep, type ActionStep, type Interaction, type StepTarget } from './engine/interactions';
export type { ComponentState, FormSnapshot, MandatoryEntry, ReportParts } from './engine/contract';
export type { ProvenanceKind, ProvenancePiece, ProvenanceRead, ReportProvenance } from './engine/provenance';
// What the smart filter removed from a piece, and why (ProvenancePiece.segments; docs/expressions.md#what-the-filter-removed).
export { type SmartFilterReason, type SmartFilterSegment } from './expr/smartFilter';
export { type Clock, type TimerId } from './engine/clock';
export { type ScriptDelays } from './engine/timing';
export type { ScriptEvent, ScriptRunner } from './engine/scripting';
export type { SavedComponentState, SavedState } from './engine/state';

// The model and diagnostics.
export type {
  ComponentNode,
  DiagnosticCodesSpec,
  FormSpec,
  Metadata,
  ReportItem,
  TabNode,
} from './specification/model';

export type {
  ComponentDefinition,
  ComponentFamily,
  PropertySchema,
  SchemaFragment,
  ValueKind,
} from './components/definition';
export type { Diagnostic, DiagnosticOrigin, Severity, SourceRange, SpecPath } from './diagnostics/diagnostic';
export type { DiagnosticCode } from './diagnostics/catalogue';
export { hasErrors } from './diagnostics/create';

// Values and default texts.
export type { DefaultTexts, ListItemVars } from './expr/contract';
export { isEmpty } from './expr/empty';
export { defaultTexts, EN_TEXTS } from './expr/texts';

// What the runtime shows and hands to the host.
export {
  parseReportMarkup,
  type MarkupPlace,
  type ParseMarkupOptions,
  type ParsedMarkup,
} from './output/parseReportMarkup';
export { nodesToPlainText, reportPlainText } from './output/plainText';
export { nodesToMarkup } from './output/nodesToMarkup';
export type {
  RichNode,
  RichRow,
  RichStyle,
  RichTable,
  RichText,
  StyleTag,
  TableSize,
} from './output/richText';
export { declaredSections, formRtfOptions, sectionMarkups, snapshotReportRtf } from './output/formRtf';
export {
  getReportSectionsRtf,
  markupToRtf,
  type RtfOptions,
  type RtfReportParts,
  type RtfResult,
  type SectionRtf,
} from './output/rtf';
export { formCodes } from './output/codes';
export { reportChangeMarkers, type ReportChangeMarker } from './output/changeMarkers';
export { hiddenInputs, type HiddenInput, type HiddenInputSources } from './output/hiddenInputs';
export { toOutputComponent, type OutputComponent } from './output/outputComponent';
export { freeFields, type FreeFieldOutput } from './output/fieldOutputs';
export { templateFieldsOf, type TemplateField, type TemplateFieldNode } from './output/templateFields';
export {
  buildFlatComposition,
  type FlatComposition,
  type FlatOptions,
  type ZoneOffset,
} from './output/openehr';

// The pure rules of the component views.
export { SIZE_KEYWORDS, SIZE_PATTERN } from './components/common';
export { search as searchAutoComplete, type AutoCompleteSearch } from './components/autoComplete/behaviour';
export { filterNumberInput, type NumberFilterOptions } from './components/number/filterNumberInput';

export { effectiveOptions, type ChoiceOption } from './components/choice';
export type { Coding } from './components/propTypes';
export {
  createSpinnerRepeat,
  TOOLTIP_DELAY_MS,
  tooltipState,
  type SpinnerClock,
  type SpinnerRepeat,
} from './components/number/spinner';
export {
  ANNOTATION_TYPES,
  isValidAnnotation,
  parseAnnotations,
  samePoint,
  undoLast,
  type Annotation,
  type AnnotationType,
  type PainterPoint,
  type RightClickUndo,
} from './components/painter/annotation';
export { pointerIntent, type PointerIntent, type PointerPress } from './components/painter/pointerIntent';
export {
  listItemPainter,
  PAINTER_PALETTE,
  paletteColor,
  sprayDotPosition,
  sprayPoints,
  type ListItemPainter,
  type SprayDot,
} from './components/painter/palette';
export { readSectorMap, type Sector } from './components/painter/sectors';
export {
  annotationAt,
  curvePointAt,
  moveAnnotation,
  PAINTER_CANVAS_SCALE,
  PAINTER_STORE_DELAY_MS,
  PAINTER_STORE_SCALE,
  snapPoint,
  SPRAY_TICK_MS,
  type HitOptions,
} from './components/painter/hitTest';
export {
  GRAPH_CAPTURE_DELAY_MS,
  GRAPH_CAPTURE_RETRY_MS,
  graphStoreScale,
  graphTraces,
  type ChartTrace,
  type GraphData,
} from './components/graph/traces';

// FHIR output of a filled form (decisions D13, docs/fhir.md).
export { fhirBundle, snapshotFhirBundle, type FhirOutputOptions, type FhirReportParts } from './fhir/bundle';
export type * from './fhir/types';
