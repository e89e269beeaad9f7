/**
 * `@formwright/core/headless`: what the CLI, the server and the form tests use to run a form without a
 * screen. Everything of the runtime entry, plus `createForm` over a parsed spec (with the full component
 * catalogue), every output at once (`collectOutputs`, the JSON of docs/cli.md#the-formwright-command), the output formatting,
 * a manual clock for reproducible runs, and the QuickJS script sandbox.
 */
export * from './runtime';
export * from './script';
export { createForm } from './engine/store';
export { ManualClock } from './engine/clock';
export { collectOutputs, type FormOutputs } from './output/collectOutputs';
export { unknownSection } from './output/formRtf';
export { nodesToMarkup } from './output/nodesToMarkup';
export { cleanReportText, type CleanedText } from './output/cleanText';
export type { ParseResult } from './spec/model';
