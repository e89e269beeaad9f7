export type * from './contract';
export type { HelperDef, HelperParam, HelperCategory } from './helpers/types';
export { helpers, getHelper } from './helpers/registry';
export { defaultTexts, EN_TEXTS, TEXT_LANGUAGES, type TextKey } from './texts';
