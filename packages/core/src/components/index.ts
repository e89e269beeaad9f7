export type {
  ComponentDefinition,
  ComponentFamily,
  PropertySchema,
  SchemaFragment,
  ValueKind,
} from './definition';
export {
  commonProperties,
  pickCommon,
  SIZE_KEYWORDS,
  SPACING_VALUES,
  COLUMN_SPLITS,
  SIZE_PATTERN,
  ALIGNMENTS,
} from './common';
export { componentDefinitions, getComponentDefinition, toolboxEntries } from './registry';
export type * from './propsByType';
export { codingProperty, codingSchema } from './coding';
export type {
  Choice,
  Coding,
  ColumnSplit,
  CommonProps,
  FormulaResult,
  FreeFieldProp,
  Offset,
  OptionSpec,
  OptionValue,
  ReportItemSpec,
  Size,
  Spacing,
} from './propTypes';
export type { ToolboxEntry } from './registry';
export { componentSchema, getComponentValidator, validateComponentProps } from './schema';
export { FORMULA_PATTERN, LANG_PATTERN, PATTERN_PHRASES, describePattern } from './patterns';
export { simplifySchemaErrors } from './schemaErrors';
export type {
  BehaviourContext,
  BehaviourEffect,
  ComponentBehaviour,
  ComponentInput,
  MandatoryLevel,
} from './behaviour';
export { componentBehaviours, getBehaviour } from './behaviours';
export {
  search as searchAutoComplete,
  AUTOCOMPLETE_PROMPTS,
  type AutoCompleteSearch,
} from './autoComplete/behaviour';
export { filterNumberInput, type NumberFilterOptions } from './number/filterNumberInput';
export { roundToScale, formatNumber, parseNumberText, MAX_SCALE } from './number/decimal';
export { normalizeNumber } from './number/behaviour';
export { parseDate, normalizeDate } from './date/behaviour';
export { summaryState, type SummaryState } from './summary/behaviour';
export { selectFormatter, formFieldValue, type FormatterKey } from './staticText/behaviour';
export { listItemCount, listBounds } from './list/behaviour';
export { textBoxHeight, textAreaRows } from './textArea/behaviour';
export { activeTabIndex, visibleTabs } from './tabs/behaviour';
export { readOptions, effectiveOptions, compileDisableFilter, type ChoiceOption } from './choice';
export {
  createSpinnerRepeat,
  tooltipState,
  SPINNER_FIRST_REPEAT_MS,
  SPINNER_REPEAT_MS,
  TOOLTIP_DELAY_MS,
  type SpinnerClock,
  type SpinnerRepeat,
} from './number/spinner';
export {
  ANNOTATION_TYPES,
  SAME_POINT_TOLERANCE,
  MIN_SECTOR_FILL_AREA,
  isValidAnnotation,
  parseAnnotations,
  polygonArea,
  samePoint,
  undoLast,
  type Annotation,
  type AnnotationType,
  type PainterPoint,
  type RightClickUndo,
} from './painter/annotation';
export { pointerIntent, type PointerIntent, type PointerPress } from './painter/pointerIntent';
export {
  PAINTER_PALETTE,
  paletteColor,
  listItemPainter,
  sprayPoints,
  sprayDotPosition,
  type ListItemPainter,
  type SprayDot,
} from './painter/palette';
export {
  parsePolygon,
  readSectorMap,
  pointInPolygon,
  annotationAnchor,
  sectorOf,
  sectorOutputs,
  type Sector,
  type SectorCount,
  type SectorOutputs,
  type SectorScale,
} from './painter/sectors';
export { painterBehaviour } from './painter/behaviour';
