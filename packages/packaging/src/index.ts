/**
 * Building a package (docs/architecture.md#entry-points): compile a form, run its tests (the build gate), zip
 * the `.srtpkg`. The server's build endpoint and `formwright build` both use it, so the same input gives the
 * same bytes; it loads no server module.
 */
export {
  FIXED_MTIME,
  makePackage,
  packageFileName,
  type PackageInput,
  type PackageManifest,
} from './makePackage';
export { readRuntimeFiles } from './runtimeFiles';
export { compileForm, type Compiled } from './compileForm';
export { apiDiagnostic } from './apiDiagnostic';
export { coreFormTests, type FormTestRunner } from './formTests';
