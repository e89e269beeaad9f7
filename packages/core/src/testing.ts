/**
 * `@formwright/core/testing`: support for tests of forms and of code built on the core: a manual clock,
 * forms built from a few YAML component entries, and a script double. Not for production code.
 */
export { ManualClock } from './engine/clock';
export { fakeScript, formOf, specOf } from './engine/testing';
export { SCRIPT_DOES_NOT_PARSE } from './headless/testing/scriptDoesNotParse';
