import { afterEach, describe, expect, it } from 'vitest';
import type { HelperDef, HelperHost } from '../../expr';
import { createScriptRunner, type SandboxScriptRunner } from './createScriptRunner';

/** A host double recording what the script asked for. */
function makeHost(values: Record<string, unknown> = {}, event?: { reason: string; source?: string }) {
  const calls: { sets: unknown[][]; mirrors: unknown[][]; updates: unknown[]; logs: unknown[][] } = {
    sets: [],
    mirrors: [],
    updates: [],
    logs: [],
  };
  const host: HelperHost = {
    ...(event ? { event } : {}),
    get: (id, prop) => (prop === undefined ? values[id] : values[`${id}.${prop}`]),
    set: (...args: unknown[]) => void calls.sets.push(args),
    getDynamicAll: (pattern) =>
      Object.keys(values)
        .filter((k) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`).test(k))
        .map((k) => values[k]),
    mirror: (a, b) => void calls.mirrors.push([a, b]),
    requestProviderUpdate: (names) => void calls.updates.push(names),
    log: (m, v) => void calls.logs.push([m, v]),
  };
  return { host, calls };
}

const runners: SandboxScriptRunner[] = [];
async function load(source: string, options: Parameters<typeof createScriptRunner>[1] = {}) {
  const r = await createScriptRunner(source, options);
  runners.push(r);
  return r;
}
afterEach(() => {
  for (const r of runners.splice(0)) r.dispose();
});

function rss(): number {
  const proc = (globalThis as unknown as { process: { memoryUsage(): { rss: number } } }).process;
  return proc.memoryUsage().rss;
}

describe('script functions', () => {
  it('lists the top-level functions and calls them with JSON data both ways', async () => {
    const r = await load(`
      function add(a, b) { return a + b }
      function shape(list) { return { n: list.length, first: list[0], nested: [list, { ok: true }] } }
      const notAFunction = 3;
    `);
    expect([...r.functionNames].sort()).toEqual(['add', 'shape']);
    const { host } = makeHost();
    expect(r.call('add', [2, 3], host)).toBe(5);
    expect(r.call('shape', [['a', 'b']], host)).toEqual({
      n: 2,
      first: 'a',
      nested: [['a', 'b'], { ok: true }],
    });
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps NaN and undefined as empty values across the boundary', async () => {
    const r = await load('function f(x) { return [x, NaN, 0 / 0 + 1] } function g() { return undefined }');
    const out = r.call('f', [NaN], makeHost().host) as number[];
    expect(out.every((n) => Number.isNaN(n))).toBe(true);
    expect(r.call('g', [], makeHost().host)).toBeUndefined();
  });

  it('lists and calls top-level const and let functions, as validate reads them', async () => {
    const r = await load(`
      const double = (x) => x * 2;
      let triple = function (x) { return x * 3 };
      var quad = (x) => x * 4;
      const notAFunction = 3;
      let later = () => 1;
      later = () => 2;
      const Round = (x) => 'own ' + x;
    `);
    expect([...r.functionNames].sort()).toEqual(['Round', 'double', 'later', 'quad', 'triple']);
    const { host } = makeHost();
    expect([r.call('double', [4], host), r.call('triple', [4], host), r.call('quad', [4], host)]).toEqual([
      8, 12, 16,
    ]);
    expect(r.call('later', [], host)).toBe(2);
    expect(r.call('Round', [1.5], host)).toBe('own 1.5');
    expect(r.diagnostics).toEqual([]);
  });

  it('leaves out a const function the top level never reached', async () => {
    const r = await load("function early() { return 1 }\nthrow new Error('stop');\nconst late = () => 2;\n");
    expect(r.functionNames).toEqual(['early']);
    expect(r.call('late', [], makeHost().host)).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['script-run']);
  });

  it('returns undefined for a name the script does not define', async () => {
    const r = await load('function f() { return 1 }');
    expect(r.call('missing', [], makeHost().host)).toBeUndefined();
    expect(r.diagnostics).toEqual([]);
  });

  it('calls the helper library from inside the script', async () => {
    const r = await load(`
      function total(a) { return Sum(a) }
      function mapped(a) { return ArrayMap(a, (x) => x * 2) }
      function label(x) { return IfEmpty(x, 'none') }
    `);
    const { host } = makeHost();
    expect(r.call('total', [[1, 2, 3]], host)).toBe(6);
    expect(r.call('mapped', [[1, 2]], host)).toEqual([2, 4]);
    expect(r.call('label', [''], host)).toBe('none');
  });

  it('routes the state helpers to the host of the call', async () => {
    const r = await load(`
      function run() {
        Set('comment', 'value', Get('size') * 2);
        MirrorComponentValues(['a'], ['b']);
        RequestDataProviderUpdate('Lesions');
        console.log('sizes', GetDynamicAll('l_*_size'));
        return LogAndRet('done', 7);
      }
    `);
    const { host, calls } = makeHost({ size: 4, l_1_size: 1, l_2_size: 2 });
    expect(r.call('run', [], host)).toBe(7);
    expect(calls.sets).toEqual([['comment', 'value', 8]]);
    expect(calls.mirrors).toEqual([[['a'], ['b']]]);
    expect(calls.updates).toEqual([['Lesions']]);
    expect(calls.logs[0]).toEqual(['sizes', [1, 2]]);
  });

  it('runs onStateChange with the event, which IsEvent and StateChangeReasonIs see', async () => {
    const r = await load(`
      function onStateChange(e) {
        Set('seen', [e.reason, e.source, IsEvent('click', 'btn'), StateChangeReasonIs('init', 'click')]);
      }
    `);
    const { host, calls } = makeHost();
    r.runEvent({ reason: 'click', source: 'btn' }, host);
    r.runEvent({ reason: 'init' }, host);
    expect(calls.sets).toEqual([
      ['seen', ['click', 'btn', true, true]],
      ['seen', ['init', null, false, true]],
    ]);
  });

  it('does nothing on events when the script has no onStateChange', async () => {
    const r = await load('function f() {}');
    const { host, calls } = makeHost();
    r.runEvent({ reason: 'init' }, host);
    expect(calls.sets).toEqual([]);
  });

  it('does not load QuickJS for an empty script', async () => {
    const r = await load('   \n');
    expect(r.functionNames).toEqual([]);
    expect(r.call('f', [], makeHost().host)).toBeUndefined();
  });
});

describe('faulty scripts', () => {
  it('reports a parse error with the catalogue message and its line', async () => {
    const r = await load('function ok() { return 1 }\nfunction broken() { return 1 +* 2 }\n');
    expect(r.functionNames).toEqual([]);
    const [d] = r.diagnostics;
    expect(d?.code).toBe('script-parse');
    expect(d?.message).toMatch(
      /^Exception during script parse with error: SyntaxError: .+ \(line 2\)\. Review the Script and Generated code tab for further advice\.$/,
    );
    expect(d?.line).toBe(2);
    expect(r.call('ok', [], makeHost().host)).toBeUndefined();
  });

  it.each([
    ['normal mode', false, 'script-run', /Contact your form designer for further advice\.$/],
    ['build mode', true, 'script-run-build', /Review the Script and Generated code tab$/],
  ])('reports a thrown error in %s and stays usable', async (_m, buildMode, code, tail) => {
    const r = await load("function bad() { throw new Error('boom') }\nfunction good() { return 'fine' }", {
      buildMode,
    });
    expect(r.call('bad', [], makeHost().host)).toBeUndefined();
    expect(r.diagnostics[0]?.code).toBe(code);
    expect(r.diagnostics[0]?.message).toMatch(
      /Exception during script run with error Error: boom \(in bad\(\), line 1\)\./,
    );
    expect(r.diagnostics[0]?.message).toMatch(tail);
    expect(r.call('good', [], makeHost().host)).toBe('fine');
  });

  it('reports top-level code that throws but keeps the declared functions', async () => {
    const r = await load('function f() { return 2 }\nnull.x;');
    expect(r.functionNames).toEqual(['f']);
    expect(r.diagnostics[0]?.code).toBe('script-run');
    expect(r.call('f', [], makeHost().host)).toBe(2);
  });

  it('interrupts a function that never returns at the deadline', async () => {
    const r = await load('function spin() { while (true) {} }\nfunction ok() { return 1 }', {
      deadlineMs: 50,
    });
    const start = Date.now();
    expect(r.call('spin', [], makeHost().host)).toBeUndefined();
    expect(Date.now() - start).toBeLessThan(2000);
    expect(r.diagnostics[0]?.message).toContain('did not finish within 50 ms');
    expect(r.call('ok', [], makeHost().host)).toBe(1);
  });

  it('interrupts a top-level loop and a callback loop inside a helper', async () => {
    const r = await load(
      'function f(a) { return ArrayMap(a, (x) => { while (true) {} }) }\nwhile (true) {}',
      {
        deadlineMs: 50,
      },
    );
    expect(r.functionNames).toEqual(['f']);
    expect(r.call('f', [[1]], makeHost().host)).toBeUndefined();
    expect(r.diagnostics.length).toBe(2);
  });

  it('stops unbounded recursion with a stack overflow', async () => {
    const r = await load(
      'function down(n) { return down(n + 1) + 1 }\nfunction deep(n) { return n <= 0 ? 0 : 1 + deep(n - 1) }',
    );
    expect(r.call('down', [0], makeHost().host)).toBeUndefined();
    expect(r.diagnostics[0]?.message).toContain('stack overflow');
    expect(r.call('deep', [500], makeHost().host)).toBe(500);
  });

  it.each([
    ['objects', 'const a = []; while (true) a.push({ n: a.length, list: [1, 2, 3] })'],
    ['large strings', "const a = []; while (true) a.push('x'.repeat(100000) + a.length)"],
    ['arrays', 'const a = []; while (true) a.push(new Array(10000).fill(1))'],
    ['buffers', 'const a = []; while (true) a.push(new ArrayBuffer(1000000))'],
  ])('stops a script allocating %s without bound within the memory limit', async (_what, body) => {
    const before = rss();
    const r = await load(`function hog() { ${body} }\nfunction ok() { return 'alive' }`, {
      deadlineMs: 5000,
    });
    for (let i = 0; i < 3; i++) expect(r.call('hog', [], makeHost().host)).toBeUndefined();
    // Three times the same failure at the same place: reported once.
    expect(r.diagnostics.length).toBe(1);
    expect(r.diagnostics[0]?.message).toContain('out of memory');
    expect(r.call('ok', [], makeHost().host)).toBe('alive');
    expect(rss() - before).toBeLessThan(100 * 1024 * 1024);
  });

  it.each([
    ['process', 'return process.env'],
    ['require', "return require('fs')"],
    ['fetch', "return fetch('http://example.com')"],
    ['eval', "return eval('1')"],
    ['the Function constructor', "return globalThis.constructor.constructor('return process')()"],
    ['the DOM', 'return document.cookie'],
    ['storage', 'return localStorage.getItem("x")'],
  ])('cannot reach %s', async (_what, body) => {
    const r = await load(`function reach() { ${body} }`);
    expect(r.call('reach', [], makeHost().host)).toBeUndefined();
    expect(r.diagnostics[0]?.code).toBe('script-run');
  });

  it.each([
    ['a function', '(function () {})'],
    ['an arrow function', '(() => 1)'],
    ['a class', '(class {})'],
    ['an async function', '(async function () {})'],
    ['a generator', '(function* () {})'],
    ['an async generator', '(async function* () {})'],
  ])('cannot build code from text through the constructor of %s', async (_what, fn) => {
    const r = await load(`function build() { return typeof ${fn}.constructor('return 7') }`);
    expect(r.call('build', [], makeHost().host)).toBeUndefined();
    expect(r.diagnostics[0]?.message).toContain('EvalError');
  });

  it('sees no host objects on its global object', async () => {
    const r = await load(
      'function globals() { return Object.getOwnPropertyNames(globalThis).filter((n) => /process|require|fetch|window|document|XMLHttpRequest|setTimeout|WebAssembly/.test(n)) }',
    );
    expect(r.call('globals', [], makeHost().host)).toEqual([]);
  });

  it('reports a failure once however often the same call fails the same way', async () => {
    const r = await load('function bad(x) { throw new Error(String(x)) }');
    for (const x of [1, 1, 2, 1]) r.call('bad', [x], makeHost().host);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('Error: 1 (in bad()'),
      expect.stringContaining('Error: 2 (in bad()'),
    ]);
  });

  it('names the function that threw, so one failure reached through two callers is reported once', async () => {
    const r = await load("function inner() { throw new Error('no') }\nfunction outer() { return inner() }");
    r.call('outer', [], makeHost().host);
    r.call('inner', [], makeHost().host);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('Error: no (in inner(), line 1)'),
    ]);
  });

  it('keeps at most 100 diagnostics however often a call fails', async () => {
    const r = await load('function bad(i) { throw i }');
    for (let i = 0; i < 150; i++) r.call('bad', [i], makeHost().host);
    expect(r.diagnostics.length).toBe(100);
    expect(r.takeDiagnostics().length).toBe(100);
    expect(r.diagnostics.length).toBe(0);
  });

  it('turns a helper that throws on the host into a script error the script may catch', async () => {
    const boom: HelperDef = {
      name: 'Boom',
      category: 'misc',
      params: [],
      returns: 'any',
      fn: () => {
        throw new Error('invalid align');
      },
    };
    const r = await load(
      "function f() { return Boom() }\nfunction g() { try { Boom() } catch (e) { return 'caught' } }",
      {
        helpers: [boom],
      },
    );
    expect(r.call('f', [], makeHost().host)).toBeUndefined();
    expect(r.diagnostics[0]?.message).toContain('invalid align');
    expect(r.call('g', [], makeHost().host)).toBe('caught');
  });

  it('calls nothing after dispose', async () => {
    const r = await load('function f() { return 1 }');
    r.dispose();
    expect(r.call('f', [], makeHost().host)).toBeUndefined();
  });
});
