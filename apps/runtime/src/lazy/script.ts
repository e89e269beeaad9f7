/**
 * The "script" chunk, loaded only for a form with a script: core's QuickJS sandbox and its WebAssembly
 * file (docs/engine.md#scripts). QuickJS runs under a deadline and a memory cap, so a script that loops or
 * allocates without bound cannot hang the page.
 */
export { createScriptRunner } from '@formwright/core/script';
