/**
 * Form tests (issue 15, docs/form-tests.md, docs/form-tests.md): a form's scenarios read from its tests file,
 * run headless and compared with their expected outputs, accepted as golden, and run against a newer version.
 */
export {
  EXPECT_KEYS,
  type ExpectKey,
  type Expectations,
  type FailureKind,
  type FormTestScenario,
  type OutputDifference,
  type OutputsJson,
  type ScenarioPlaces,
  type ScenarioResult,
} from './types';
export { parseFormTests, SCENARIO_KEYS, type ParsedFormTests } from './parseFormTests';
export {
  runFormTests,
  traceFormTest,
  type FormTestTrace,
  SCENARIO_TIMEOUT_MS,
  type FormTestsRun,
  type RunFormTestsOptions,
} from './runFormTests';
export { compareOutputs, projectActual } from './compare';
export { usedProviderData } from './usedProviderData';
export { unifiedDiff, diffLines, type DiffLine } from './unifiedDiff';
export { differenceText, differencesText } from './differenceText';
export { acceptOutputs, addScenario, expectationsFrom, type AcceptedOutputs } from './acceptOutputs';
export {
  versionImpact,
  outputsImpact,
  reportSentences,
  sentenceChanges,
  type ChangedPath,
  type ChangedSentence,
  type ScenarioImpact,
  type VersionImpactOptions,
} from './versionImpact';
