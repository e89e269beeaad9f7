export { createScriptRunner, type ScriptRunnerOptions, type SandboxScriptRunner } from './createScriptRunner';
export { checkMirrorTargets } from './checkMirrorTargets';
export { checkScriptSyntax } from './checkScriptSyntax';
