export type * from './contract';
export type { HelperDef, HelperParam, HelperCategory } from './helpers/types';
export { helpers, getHelper } from './helpers/registry';
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
} from './texts';
export type * from './ast';
export { isEmpty } from './empty';
export { parseFormula } from './parser';
export { MAX_NESTING, MAX_TREE_DEPTH } from './nesting';
export {
  compileFormula,
  compileFormulaDetailed,
  type CompileOptions,
  type DetailedCompileResult,
  type HelperLookup,
} from './compile';
export { analyzeFormula, type FormulaAnalysis } from './deps';
export { checkFormula, arity, type CheckContext, type CheckFinding } from './check';
export { parsePropertyValue, INIT_MARKER } from './property';
export {
  compileTemplate,
  parseTemplate,
  valueText,
  type ExprTemplate,
  type RenderedPart,
  type TemplatePart,
} from './template';
export {
  smartFilter,
  smartFilterDetailed,
  smartFilterParts,
  toSmartFilterStyle,
  SMART_FILTER_REASONS,
  SMART_FILTER_STYLES,
  SMART_FILTER_TAGS,
  type SmartFilterInput,
  type SmartFilterReason,
  type SmartFilterResult,
  type SmartFilterSegment,
  type SmartFilterStyle,
} from './smartFilter';
export { smartFilterHazards, type SmartFilterHazard } from './smartFilterHazards';
export { stripMarks, MARK_OPEN, MARK_CLOSE, MARK_EMPTY, MARK_PIPE } from './marks';
export { renderFormatter, renderItemName, type ItemNameVars } from './format';
export { overlayScope } from './overlayScope';
export { readMember } from './member';
export { roundResult, SIGNIFICANT_DIGITS } from './numbers';
export { BLOCKED_MEMBERS, LIST_ITEM_VARS } from './names';
