/**
 * The views only build mode shows (the designer's preview, TemplateView, a runtime mounted with
 * `buildMode`): the error list, the report's provenance panel and the fields' "feeds" markers. FormView and
 * ComponentView import them only through this module, so the runtime's main bundle can load them as one
 * lazy chunk (`formwright-build.js`, apps/runtime/build/sharedModules.ts): a form outside build mode never
 * loads them, and in build mode they appear once the chunk has loaded.
 */
export { BuildErrorList } from './BuildErrorList';
export { FeedsMarker, ProvenancePanel } from './Provenance';
