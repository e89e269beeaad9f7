/**
 * FHIR R4 (decisions D13, docs/fhir.md): a form as a Questionnaire, a filled form as a Bundle of a
 * QuestionnaireResponse, a DiagnosticReport and coded Observations, and a Questionnaire as a form.
 * Framework-free: objects in, objects out.
 */
export type * from './types';
export { FHIR_URLS } from './types';
export { exportQuestionnaire, type ExportNote, type QuestionnaireExport } from './exportQuestionnaire';
export { fhirBundle, snapshotFhirBundle, type FhirOutputOptions, type FhirReportParts } from './bundle';
export {
  importQuestionnaire,
  MAX_QUESTIONNAIRE_CHARS,
  type ImportQuestionnaireResult,
} from './importQuestionnaire';
