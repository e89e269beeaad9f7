/**
 * IHE MRRT import and export (docs/mrrt.md): an HTML5 report template becomes a specification, and a
 * specification becomes a template. Framework-free: text in, text and diagnostics out.
 */
export {
  importMrrtTemplate,
  MAX_MRRT_CHARS,
  type ImportMrrtOptions,
  type ImportMrrtResult,
  type MrrtDiagnostic,
} from './importMrrt';
export { exportMrrt, type MrrtExport, type MrrtExportNote } from './exportMrrt';
