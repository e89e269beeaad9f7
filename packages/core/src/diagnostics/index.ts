export type { Diagnostic, DiagnosticOrigin, Severity, SourceRange, SpecPath } from './diagnostic';
export { NO_RANGE } from './diagnostic';
export { catalogue, formatMessage, type CatalogueEntry, type DiagnosticCode } from './catalogue';
export { createDiagnostic, hasErrors, type DiagnosticInit } from './create';
