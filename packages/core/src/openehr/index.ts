/**
 * openEHR import: a web template (JSON) or an operational template (OPT 1.4 XML) becomes a Formwright
 * specification (docs/openehr.md). Framework-free: text in, YAML text and diagnostics out.
 */
export { importOpenEhrTemplate, type ImportOpenEhrOptions, type ImportOpenEhrResult } from './importTemplate';
export { IMPORT_DEFAULTS } from './toForm';
export { MAX_TEMPLATE_CHARS, MAX_TEMPLATE_NODES, type ImportDiagnostic } from './importDiagnostics';
export { DATA_TYPES } from './webTemplate';
