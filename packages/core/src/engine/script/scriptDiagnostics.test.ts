import { afterEach, describe, expect, test } from 'vitest';
import { formOf } from '../testing';
import { createScriptRunner, type SandboxScriptRunner } from './createScriptRunner';

const runners: SandboxScriptRunner[] = [];
async function load(source: string) {
  const r = await createScriptRunner(source);
  runners.push(r);
  return r;
}
afterEach(() => {
  for (const r of runners.splice(0)) r.dispose();
});

const form = ['- Text: { id: x, value: hello }', '- Text: { id: y }'].join('\n');

describe('script diagnostics say they point into the script (origin script)', () => {
  test('a run error carries the line and column of the throw in the script', async () => {
    const script = await load('function f() {\n  return 1;\n}\nfunction onStateChange(e) {\n  null.x;\n}\n');
    const f = formOf(form, { script });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'script-run');
    expect(d).toMatchObject({ origin: 'script', line: 5 });
  });

  test('a parse error carries its line in the script', async () => {
    const script = await load('function ok() {}\nfunction broken() { return 1 +* 2 }\n');
    expect(script.diagnostics[0]).toMatchObject({ code: 'script-parse', origin: 'script', line: 2 });
  });

  test.each([
    [
      'Set on an unknown id',
      "function onStateChange(e) {\n  if (e.reason !== 'init') return;\n  Set('nosuch', 'value', 1);\n}",
      ['unknown-component-id'],
      'Unknown component id nosuch in Set',
      3,
    ],
    [
      'Set of a property the component does not have',
      "function onStateChange(e) {\n  if (e.reason === 'init')\n    Set('x', 'bogus', 1);\n}",
      ['property-not-settable'],
      'Property bogus is not allowed on x',
      3,
    ],
    [
      'Set of a boolean formula property to text',
      "function onStateChange(e) {\n  if (e.reason === 'init')\n    Set('x', 'hidden', 'yes');\n}",
      ['property-wrong-type'],
      'Property hidden of x cannot be set to "yes": it takes boolean',
      3,
    ],
    [
      'MirrorComponentValues into #Report',
      "function onStateChange(e) {\n  if (e.reason === 'init') MirrorComponentValues(['x'], ['#Report']);\n}",
      ['mirror-special'],
      'Highly NOT recommended to use MirrorComponentValues for special component id',
      2,
    ],
    [
      'MirrorComponentValues from an unknown id',
      "function onStateChange(e) {\n\n\n  if (e.reason === 'init') MirrorComponentValues(['zz'], ['y']);\n}",
      ['mirror-unknown'],
      'Reference to non-existing component id in call to MirrorComponentValues',
      4,
    ],
  ])('%s: one warning, at the call in the script', async (_name, source, codes, message, line) => {
    const script = await load(source);
    const f = formOf(form, { script });
    const ds = f.store.getSnapshot().diagnostics;
    expect(ds.map((d) => d.code)).toEqual(codes);
    expect(ds[0]).toMatchObject({ message, origin: 'script', line });
  });
});

describe('a script Set of a value of the wrong type sets nothing', () => {
  test.each([
    ["Set('x', 'hidden', 'yes')", undefined],
    ["Set('x', 'hidden', true)", true],
  ])('%s leaves hidden as %s', async (call, hidden) => {
    const script = await load(`function onStateChange(e) {\n  if (e.reason === 'init') ${call};\n}`);
    const f = formOf(form, { script });
    expect(f.prop('x', 'hidden')).toBe(hidden);
  });
});
