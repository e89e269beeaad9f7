export {
  parseReportMarkup,
  isMarkupCode,
  type ParseMarkupOptions,
  type ParsedMarkup,
  type MarkupPlace,
} from './parseReportMarkup';
export { decodeMarkupEntities, escapeMarkupText } from './markupEntities';
export { reportOutputLocator, reportItemPlace } from './reportItemPlaces';
export { checkStaticOutputs } from './checkStaticOutputs';
export { nodesToPlainText, reportPlainText, tableToTextLines, cellPlainText } from './plainText';
export { nodesToMarkup } from './nodesToMarkup';
export {
  STYLE_TAGS,
  TABLE_TAGS,
  TABLE_SIZES,
  type RichNode,
  type RichText,
  type RichStyle,
  type RichTable,
  type RichRow,
  type StyleTag,
  type TableTag,
  type TableSize,
} from './richText';
export { cleanReportText, type CleanedText } from './cleanText';
export {
  parseFontSizeInput,
  pointsToHalfPoints,
  DEFAULT_BASE_SIZE,
  DEFAULT_RELATIVE_SIZES,
} from './fontSize';
export {
  markupToRtf,
  getReportRtf,
  getReportSectionsRtf,
  escapeRtfText,
  cellEdges,
  rtfOptionsFromTexts,
  RTF_TABLE_WIDTHS,
  type RtfOptions,
  type RtfResult,
  type RtfReportParts,
  type SectionRtf,
} from './rtf';
export { reportChangeMarkers, type ReportChangeMarker } from './changeMarkers';
export { formCodes } from './codes';
export { outputValueText, isEmptyOutput } from './valueText';
export {
  fieldTypeOf,
  isFieldComponent,
  fieldValueOf,
  readFreeField,
  toOutputComponent,
  type OutputComponent,
  type FieldType,
  type FreeFieldSpec,
  type ComponentStateLike,
} from './outputComponent';
export { templateFieldsOf, type TemplateField, type TemplateFieldNode } from './templateFields';
export { worklistAttributes, freeFields, type FreeFieldOutput } from './fieldOutputs';
export { hiddenInputs, type HiddenInput, type HiddenInputSources } from './hiddenInputs';
export {
  buildFlatComposition,
  createOpenEhrCache,
  isFlatPath,
  type FlatComposition,
  type FlatOptions,
  type NowClock,
  type ZoneOffset,
} from './openehr';
export {
  requiredIds7Version,
  ids7FeaturesOf,
  ids7Diagnostics,
  lesionTrackingSite,
  compareVersions,
  type Ids7Features,
  type Ids7Requirement,
  type Ids7SpecFacts,
} from './ids7Version';
export { collectOutputs, type FormOutputs } from './collectOutputs';
export { metadataRange, metadataDefaultPlace } from './metadataPlaces';
export {
  formRtfOptions,
  snapshotReportRtf,
  snapshotSectionRtf,
  declaredSections,
  sectionMarkups,
  unknownSection,
} from './formRtf';
