/**
 * `@formwright/core/script`: the QuickJS (WebAssembly) sandbox for a form's script (docs/engine.md#scripts). Its
 * own entry so a browser runtime loads it lazily, only for a form that has a script.
 */
export {
  createScriptRunner,
  type SandboxScriptRunner,
  type ScriptRunnerOptions,
} from './engine/script/createScriptRunner';
export { checkMirrorTargets } from './engine/script/checkMirrorTargets';
