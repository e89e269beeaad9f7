import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { createDiagnostic, type Diagnostic, type SourceRange } from '../../diagnostics';
import { helpers, type DefaultTexts, type EvalScope, type HelperDef, type HelperHost } from '../../expr';
import { scriptFunctionNames } from '../../specification';
import type { ScriptEvent, ScriptRunner } from '../scripting';
import { loadSandboxModule } from './loadQuickJS';
import {
  currentScriptRange,
  parseDiagnostic,
  rangeAt,
  readErrorInfo,
  sameDiagnostic,
  type ErrorInfo,
} from './scriptErrors';
import { fromHandle, MARSHAL_PRELUDE, toHandle, type Marshal } from './marshal';
import { shapeGlobals } from './sandboxGlobals';
import { DEFAULTS, definedOnly, MAX_DEPTH, MAX_DIAGNOSTICS } from './sandboxLimits';
import { bindingReaders, globalFunctions, globalNames } from './topLevelFunctions';

/** Options of {@link createScriptRunner}. */
export interface ScriptRunnerOptions {
  /** Time one call (or the init run) may take before it is interrupted; default 100 ms. */
  readonly deadlineMs?: number;
  /** Memory the script may allocate; default 32 MiB. */
  readonly memoryBytes?: number;
  /** Stack the script may use (deep recursion fails with 'stack overflow'); default 256 KiB. */
  readonly stackBytes?: number;
  /** Designer preview: run errors use script-run-build (shown) instead of script-run (logged). */
  readonly buildMode?: boolean;
  /** Default texts and report version seen by helpers called from the script. */
  readonly texts?: DefaultTexts;
  readonly reportVersion?: 'v1' | 'v2';
  /** Called with every diagnostic as it is made (the list is also kept in `diagnostics`). */
  readonly onDiagnostic?: (d: Diagnostic) => void;
  /** The helper library to expose; default the whole registry of expr/helpers. */
  readonly helpers?: readonly HelperDef[];
  /**
   * The time the script's top level sees (`Date`, in epoch milliseconds); default the machine's time.
   * During a call the script reads the clock of the call's host instead (`HelperHost.now`).
   */
  readonly now?: () => number;
}

/** The QuickJS-backed runner: the engine's {@link ScriptRunner} plus a few extras for tools and tests. */
export interface SandboxScriptRunner extends ScriptRunner {
  /** True when the script defines this function. */
  has(name: string): boolean;
  /** Returns the diagnostics so far and forgets them. */
  takeDiagnostics(): Diagnostic[];
}

/**
 * Loads a form script into a QuickJS sandbox (docs/engine.md#scripts): plain JavaScript whose top-level functions
 * become callable from formulas, with the helper library inside (state helpers routed to the host given
 * per call). The script is untrusted: it runs under a deadline, a memory cap and a stack cap, without DOM,
 * network, storage or host globals. Failures never throw: a parse error gives 'script-parse' and no
 * functions; a failing call returns undefined and gives 'script-run' (or 'script-run-build'); the sandbox
 * stays usable, and is rebuilt after running out of memory.
 */
export async function createScriptRunner(
  source: string,
  options: ScriptRunnerOptions = {},
): Promise<SandboxScriptRunner> {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  if (source.trim() === '') return new QuickJSScriptRunner(source, settings, options, undefined);
  let module: QuickJSWASMModule | undefined;
  try {
    module = await loadSandboxModule(settings.memoryBytes);
  } catch (e) {
    const runner = new QuickJSScriptRunner(source, settings, options, undefined);
    runner.report(createDiagnostic('no-script-runner', { params: { detail: String(e) } }));
    return runner;
  }
  return new QuickJSScriptRunner(source, settings, options, module);
}

class QuickJSScriptRunner implements SandboxScriptRunner {
  functionNames: readonly string[] = [];
  private readonly kept: Diagnostic[] = [];
  private runtime: QuickJSRuntime | undefined;
  private ctx: QuickJSContext | undefined;
  private marshal: Marshal | undefined;
  /** Helper function handles as installed, to tell a script's own function of the same name from ours. */
  private installed = new Map<string, QuickJSHandle>();
  /** Readers of the script's top-level `const`/`let` functions, which the global object does not hold. */
  private bindings = new Map<string, QuickJSHandle>();
  private readonly hosts: HelperHost[] = [];
  private deadline = Infinity;
  private depth = 0;
  private disposed = false;
  private needsRebuild = false;
  private readonly helperList: readonly HelperDef[];

  constructor(
    private readonly source: string,
    private readonly settings: typeof DEFAULTS,
    private readonly options: ScriptRunnerOptions,
    private readonly module: QuickJSWASMModule | undefined,
  ) {
    this.helperList = options.helpers ?? helpers;
    if (module) this.build(true);
  }

  get diagnostics(): readonly Diagnostic[] {
    return this.kept;
  }

  takeDiagnostics(): Diagnostic[] {
    return this.kept.splice(0, this.kept.length);
  }

  /** Records a diagnostic (bounded list; one already kept is not repeated) and tells the listener. */
  report(d: Diagnostic): void {
    if (this.kept.some((k) => sameDiagnostic(k, d))) return;
    if (this.kept.length >= MAX_DIAGNOSTICS) this.kept.shift();
    this.kept.push(d);
    this.options.onDiagnostic?.(d);
  }

  has(name: string): boolean {
    return this.functionNames.includes(name);
  }

  call(name: string, args: readonly unknown[], host: HelperHost): unknown {
    if (this.disposed || !this.module || !this.has(name)) return undefined;
    if (this.depth >= MAX_DEPTH) {
      this.runError({ name: 'RangeError', message: `script calls nested deeper than ${MAX_DEPTH}` }, name);
      return undefined;
    }
    if (this.needsRebuild && this.depth === 0) this.build(false);
    const ctx = this.ctx;
    const marshal = this.marshal;
    if (!ctx || !marshal) return undefined;
    const outer = this.depth === 0;
    if (outer) this.deadline = Date.now() + this.settings.deadlineMs;
    this.depth++;
    this.hosts.push(host);
    const argHandles: QuickJSHandle[] = [];
    try {
      const fn = this.functionHandle(ctx, name);
      for (const a of args) argHandles.push(toHandle(ctx, marshal, a));
      const res = ctx.callFunction(fn, ctx.undefined, argHandles);
      fn.dispose();
      if (res.error) {
        this.runError(readErrorInfo(this.ctx, res.error), name);
        res.error.dispose();
        return undefined;
      }
      const out = fromHandle(ctx, marshal, res.value);
      res.value.dispose();
      return out;
    } catch (e) {
      // A failure of the sandbox itself (not of the script): report it and start afresh on the next call.
      this.runError({ name: 'InternalError', message: String(e) }, name);
      this.needsRebuild = true;
      return undefined;
    } finally {
      for (const h of argHandles) if (h.alive) h.dispose();
      this.hosts.pop();
      this.depth--;
      if (outer) this.deadline = Infinity;
    }
  }

  /** The function a name means at the script's top level: a `const`/`let` binding, else a global. */
  private functionHandle(ctx: QuickJSContext, name: string): QuickJSHandle {
    const reader = this.bindings.get(name);
    if (!reader) return ctx.getProp(ctx.global, name);
    const res = ctx.callFunction(reader, ctx.undefined);
    if (!res.error) return res.value;
    res.error.dispose();
    return ctx.undefined;
  }

  /** The time the script sees: the clock of the call's host, else the option, else the machine's. */
  private now(): number {
    return this.currentHost()?.now?.() ?? this.options.now?.() ?? Date.now();
  }

  location(): SourceRange | undefined {
    return this.ctx && this.depth > 0 ? currentScriptRange(this.ctx, this.source) : undefined;
  }

  runEvent(event: ScriptEvent, host: HelperHost): void {
    if (!this.has('onStateChange')) return;
    const eventHost: HelperHost = Object.create(host, {
      event: { value: event, enumerable: true },
    }) as HelperHost;
    const payload: Record<string, unknown> = { reason: event.reason };
    if (event.source !== undefined) payload.source = event.source;
    if (event.data !== undefined) payload.data = event.data;
    this.call('onStateChange', [payload], eventHost);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.teardown();
  }

  private teardown(): void {
    try {
      for (const h of [...this.installed.values(), ...this.bindings.values()]) if (h.alive) h.dispose();
      this.installed.clear();
      this.bindings.clear();
      if (this.marshal) {
        this.marshal.in.dispose();
        this.marshal.out.dispose();
      }
      this.ctx?.dispose();
      this.runtime?.dispose();
    } catch {
      // A runtime that failed badly may not free cleanly; the instance is dropped either way.
    }
    this.marshal = undefined;
    this.ctx = undefined;
    this.runtime = undefined;
  }

  /** Creates the runtime and context, installs the helpers, then parses and runs the script. */
  private build(first: boolean): void {
    this.teardown();
    this.needsRebuild = false;
    const module = this.module;
    if (!module) return;
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(this.settings.memoryBytes);
    runtime.setMaxStackSize(this.settings.stackBytes);
    runtime.setInterruptHandler(() => Date.now() > this.deadline);
    const ctx = runtime.newContext();
    this.runtime = runtime;
    this.ctx = ctx;
    this.marshal = this.installPrelude(ctx);
    shapeGlobals(ctx, () => this.now());
    const builtins = globalNames(ctx);
    this.installHelpers(ctx);

    const parsed = ctx.evalCode(this.source, 'script.js', { compileOnly: true });
    if (parsed.error) {
      const info = readErrorInfo(this.ctx, parsed.error);
      parsed.error.dispose();
      if (first) this.report(parseDiagnostic(this.source, info));
      this.functionNames = [];
      return;
    }
    parsed.value.dispose();

    this.deadline = Date.now() + this.settings.deadlineMs;
    const ran = ctx.evalCode(this.source, 'script.js');
    this.deadline = Infinity;
    if (ran.error) {
      // Function declarations are hoisted: they stay callable even when the top-level code throws.
      if (first) this.runError(readErrorInfo(this.ctx, ran.error), undefined);
      ran.error.dispose();
    } else ran.value.dispose();
    this.bindings = bindingReaders(ctx, scriptFunctionNames(this.source));
    if (first) {
      const names = new Set([...globalFunctions(ctx, builtins, this.installed), ...this.bindings.keys()]);
      this.functionNames = [...names];
    }
  }

  /** The JSON bridge of marshal.ts, kept as host handles only. */
  private installPrelude(ctx: QuickJSContext): Marshal {
    const bridge = ctx.unwrapResult(ctx.evalCode(MARSHAL_PRELUDE, 'prelude.js'));
    const marshal = { out: ctx.getProp(bridge, 'out'), in: ctx.getProp(bridge, 'in') };
    bridge.dispose();
    return marshal;
  }

  /** Installs every helper as a global function, plus console.log/warn/error routed to host.log. */
  private installHelpers(ctx: QuickJSContext): void {
    for (const helper of this.helperList) {
      const fn = ctx.newFunction(helper.name, (...argHandles) => this.runHelper(ctx, helper, argHandles));
      ctx.setProp(ctx.global, helper.name, fn);
      this.installed.set(helper.name, fn);
    }
    const consoleObj = ctx.newObject();
    for (const level of ['log', 'warn', 'error', 'info']) {
      const fn = ctx.newFunction(level, (...argHandles) => {
        const marshal = this.marshal;
        const values = marshal ? argHandles.map((h) => fromHandle(ctx, marshal, h)) : [];
        const first = values[0];
        // console.log('label', value) logs the value under its label; more arguments are logged as a list.
        const rest = values.length === 2 ? values[1] : values.length > 2 ? values.slice(1) : first;
        this.currentHost()?.log(typeof first === 'string' ? first : '', rest);
      });
      ctx.setProp(consoleObj, level, fn);
      fn.dispose();
    }
    ctx.setProp(ctx.global, 'console', consoleObj);
    consoleObj.dispose();
  }

  private currentHost(): HelperHost | undefined {
    return this.hosts[this.hosts.length - 1];
  }

  /** One helper call from the script: arguments out, the helper on the host, the result back in. */
  private runHelper(ctx: QuickJSContext, helper: HelperDef, argHandles: QuickJSHandle[]): QuickJSHandle {
    const marshal = this.marshal;
    if (!marshal) return ctx.undefined;
    const callbacks: QuickJSHandle[] = [];
    try {
      const args = argHandles.map((h) => {
        if (ctx.typeof(h) !== 'function') return fromHandle(ctx, marshal, h);
        const fn = h.dup();
        callbacks.push(fn);
        return (...inner: unknown[]) => this.callBack(ctx, marshal, fn, inner);
      });
      const scope = this.scope();
      const result = helper.fn(helper.lazy ? args.map((a) => () => a) : args, scope);
      return toHandle(ctx, marshal, result);
    } finally {
      for (const c of callbacks) if (c.alive) c.dispose();
    }
  }

  /** Calls a script function passed to a helper (ArrayMap(list, x => …)); its errors surface as exceptions. */
  private callBack(
    ctx: QuickJSContext,
    marshal: Marshal,
    fn: QuickJSHandle,
    args: readonly unknown[],
  ): unknown {
    if (!fn.alive) return undefined;
    const handles = args.map((a) => toHandle(ctx, marshal, a));
    try {
      const res = ctx.callFunction(fn, ctx.undefined, handles);
      if (res.error) {
        const info = readErrorInfo(this.ctx, res.error);
        res.error.dispose();
        throw new Error(`${info.name}: ${info.message}`);
      }
      const out = fromHandle(ctx, marshal, res.value);
      res.value.dispose();
      return out;
    } finally {
      for (const h of handles) if (h.alive) h.dispose();
    }
  }

  /** The scope helpers see: component reads go through the host of the current call. */
  private scope(): EvalScope {
    const host = this.currentHost();
    const texts = this.options.texts ?? {};
    const scope: EvalScope = {
      value: (id) => host?.get(id),
      prop: (id, name) => host?.get(id, name),
      callScript: (name, args) => (host ? this.call(name, args, host) : undefined),
      texts,
      reportVersion: this.options.reportVersion ?? 'v1',
      ...(host ? { host } : {}),
    };
    return scope;
  }

  /** Reports a run error with the spec's message for the mode; out of memory rebuilds the sandbox. */
  private runError(info: ErrorInfo, fnName: string | undefined): void {
    let message = info.message;
    if (message === 'interrupted')
      message = `the script did not finish within ${this.settings.deadlineMs} ms`;
    if (message === 'out of memory') {
      message = `the script ran out of memory (limit ${Math.round(this.settings.memoryBytes / 1048576)} MB)`;
      this.needsRebuild = true;
    }
    // The function that threw when the stack names it (a() called from b() is a failure of a()).
    const fn = info.fn ?? fnName;
    const where = fn === undefined ? 'top level' : `${fn}()`;
    const line = info.line === undefined ? '' : `, line ${info.line}`;
    const detail = `${info.name}: ${message} (in ${where}${line}).`;
    const code = this.options.buildMode ? 'script-run-build' : 'script-run';
    this.report(
      createDiagnostic(code, {
        params: { detail },
        range: rangeAt(this.source, info.line, info.column),
        origin: info.line === undefined ? 'none' : 'script',
      }),
    );
  }
}
