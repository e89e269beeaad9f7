/**
 * The compile step of a build alone (`@formwright/packaging/compile`): what the server's analysis worker runs
 * (apps/server/src/worker/tasks.ts), without the zip (fflate) or the runtime's files on disk.
 */
export { compileForm, type Compiled } from './compileForm';
export { apiDiagnostic } from './apiDiagnostic';
