import type * as Variant from '@jitl/quickjs-wasmfile-release-sync';
import type * as Core from 'quickjs-emscripten-core';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';

/** WebAssembly pages are 64 KiB. */
const PAGE = 65536;
/** Linear memory the QuickJS build starts with (its static data, C stack and first heap): 16 MiB. */
const BASE_PAGES = 256;
/** Room above the script's own limit for QuickJS's bookkeeping and allocator fragmentation: 8 MiB. */
const SLACK_PAGES = 128;
/** wasm32 ceiling of the build (2 GiB). */
const MAX_PAGES = 32768;

/** The one WebAssembly API used here (core's lib has no DOM or Node types; both platforms have it). */
interface WasmGlobal {
  readonly WebAssembly: { readonly Memory: new (d: { initial: number; maximum: number }) => object };
}

type Libraries = [typeof Core, typeof Variant];
let libraries: Promise<Libraries> | undefined;

/** Imports QuickJS on first use only: forms without a script never load it (docs/engine.md#scripts). */
function loadLibraries(): Promise<Libraries> {
  libraries ??= Promise.all([
    import('quickjs-emscripten-core'),
    import('@jitl/quickjs-wasmfile-release-sync'),
  ]);
  return libraries;
}

/**
 * A fresh QuickJS WebAssembly instance whose linear memory cannot grow past the script's memory limit.
 * QuickJS's own `setMemoryLimit` undercounts in this build (it adds a constant per allocation because
 * emscripten has no malloc_usable_size; quickjs-emscripten issues #255, #271), so large strings and arrays
 * would escape it. A WebAssembly.Memory with a fixed maximum makes malloc fail instead, which QuickJS
 * reports as 'out of memory' inside the sandbox. One instance per runner: its memory is freed with it.
 */
export async function loadSandboxModule(memoryBytes: number): Promise<QuickJSWASMModule> {
  const [core, variant] = await loadLibraries();
  const maximum = Math.min(MAX_PAGES, BASE_PAGES + SLACK_PAGES + Math.ceil(memoryBytes / PAGE));
  const memory = new (globalThis as unknown as WasmGlobal).WebAssembly.Memory({
    initial: BASE_PAGES,
    maximum,
  });
  const custom = core.newVariant(variant.default, { wasmMemory: memory as never });
  return core.newQuickJSWASMModuleFromVariant(custom);
}
