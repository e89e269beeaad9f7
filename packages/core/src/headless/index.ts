/**
 * `@formwright/core/headless`: what the CLI, the server and the form tests use to run a form without a
 * screen. Everything of the runtime entry, plus `createForm` over a parsed spec (with the full component
 * catalogue), every output at once (`collectOutputs`, the JSON of docs/cli.md#the-formwright-command), the output formatting,
 * a manual clock for reproducible runs, the QuickJS script sandbox, the actions file and the headless runner.
 */
export * from '../runtime';
export * from '../script';
export { createForm } from '../engine/store';
export { ManualClock } from '../engine/clock';
export { collectOutputs, type FormOutputs } from '../output/collectOutputs';

export { nodesToMarkup } from '../output/nodesToMarkup';

export type { ParseResult } from '../specification/model';

export { parseActionsFile, type ActionsFileResult } from './parseActionsFile';
export {
  runHeadless,
  HEADLESS_START,
  type HeadlessInput,
  type HeadlessResult,
  type HeadlessRun,
} from './runHeadless';
export { checkedScriptFacts, loadForm, type LoadedForm, type LoadFormOptions } from './loadForm';
export { formatOutputs, type FormattedOutput, type OutputFormat } from './formatOutputs';
export { jsonDiagnostic } from './jsonOutputs';
export * from './formTests';
