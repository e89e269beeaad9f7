/** The package maker shared by the server's build endpoint and `formwright build` (same bytes). */
export {
  FIXED_MTIME,
  makePackage,
  packageFileName,
  type PackageInput,
  type PackageManifest,
} from './makePackage';
export { readRuntimeFiles } from './runtimeFiles';
export { analyse, compileForm, type Analysis, type Compiled } from '../services/analyse';
export { coreFormTests } from './formTests';
export type { FormTestRunner } from '../services/builds';
