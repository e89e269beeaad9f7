import { createDiagnostic, type Diagnostic } from '../../diagnostics';
import { loadSandboxModule } from './loadQuickJS';
import { DEFAULTS } from './sandboxLimits';
import { parseDiagnostic, readErrorInfo } from './scriptErrors';

/**
 * Checks that a form script parses, without running it (`formwright validate`): the same QuickJS parser
 * the runner uses, so validate and render agree. Resolves to the spec's 'script-parse' diagnostic at its
 * place in the script, or none; 'no-script-runner' when the sandbox cannot start.
 */
export async function checkScriptSyntax(source: string): Promise<Diagnostic[]> {
  if (source.trim() === '') return [];
  let module;
  try {
    module = await loadSandboxModule(DEFAULTS.memoryBytes);
  } catch (e) {
    return [createDiagnostic('no-script-runner', { params: { detail: String(e) }, origin: 'none' })];
  }
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(DEFAULTS.memoryBytes);
  runtime.setMaxStackSize(DEFAULTS.stackBytes);
  const ctx = runtime.newContext();
  try {
    const parsed = ctx.evalCode(source, 'script.js', { compileOnly: true });
    if (!parsed.error) {
      parsed.value.dispose();
      return [];
    }
    const info = readErrorInfo(ctx, parsed.error);
    parsed.error.dispose();
    return [parseDiagnostic(source, info)];
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}
