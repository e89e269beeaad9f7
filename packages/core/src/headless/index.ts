export {
  ACTIONS_FILE_SCHEMA,
  STEP_KINDS,
  fitsSchema,
  type FieldSchema,
  type StepField,
  type StepKind,
} from './actionsSchema';
export {
  parseActionsFile,
  checkActionSteps,
  checkStepTarget,
  type ActionsFileResult,
} from './parseActionsFile';
export {
  runHeadless,
  HEADLESS_START,
  STEP_CODES,
  type HeadlessInput,
  type HeadlessResult,
  type HeadlessRun,
} from './runHeadless';
export { formatOutputs, type FormattedOutput, type OutputFormat } from './formatOutputs';
export { renderJson, jsonDiagnostic } from './jsonOutputs';
