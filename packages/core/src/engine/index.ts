export type * from './contract';
export { createForm, type FormOptions, type FormStore } from './store';
export {
  applyStep,
  interactionToStep,
  isInteraction,
  stepToCommand,
  HOST_STEPS,
  INTERACTION_TYPES,
  type ActionStep,
  type Interaction,
  type StepTarget,
} from './interactions';
export { ManualClock, realClock, type Clock, type TimerId } from './clock';
export { DEFAULT_SCRIPT_DELAYS, scriptDelay, type ScriptDelays, type InputKind } from './timing';
export type { ScriptEvent, ScriptRunner } from './scripting';
export type { SavedState, SavedComponentState } from './state';
export type { ProviderData, ProviderResult } from './providers';
export {
  renderReportItems,
  renderReportItem,
  joinParts,
  changedSections,
  isTruthy,
  type CompiledReportItem,
  type RenderedReport,
  type ReportPart,
} from './report';
export { compileReportItems } from './cells';
export { parseCodeString, formatCodeGroups, codeGroupsFromValue } from './codeGroups';
export { escapeReportText, reportTextScope } from './reportScope';
export { LOOP_LIMITS } from './calculate';
export { createScriptRunner, type ScriptRunnerOptions, type SandboxScriptRunner } from './script';
export { checkMirrorTargets, checkScriptSyntax } from './script';
