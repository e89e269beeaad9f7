import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';
import base from '@jitl/quickjs-wasmfile-release-sync';
const rss00 = process.memoryUsage().rss/1e6;
const limit = 32*1024*1024;
const t0 = Date.now();
const variant = newVariant(base, { wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: 256 + limit/65536 }) });
const mod = await newQuickJSWASMModuleFromVariant(variant);
console.log('load ms', Date.now()-t0);
const rt = mod.newRuntime();
rt.setMemoryLimit(limit);
rt.setMaxStackSize(262144);
const ctx = rt.newContext();
const rss0 = process.memoryUsage().rss/1e6;
for (const code of process.argv.slice(2)) {
rt.setInterruptHandler(shouldInterruptAfterDeadline(Date.now()+2000));
const t=Date.now();
let res;
try { res = ctx.evalCode(`(function(){${code}})()`); } catch (e) { console.log('HOST THROW', String(e).slice(0,200)); continue; }
if (res.error) { console.log(Date.now()-t, JSON.stringify(ctx.dump(res.error)).slice(0,100)); res.error.dispose(); }
else { console.log(Date.now()-t, ctx.dump(res.value)); res.value.dispose(); }
console.log('growth', (process.memoryUsage().rss/1e6 - rss0).toFixed(0), 'base', (rss0-rss00).toFixed(0));
}
