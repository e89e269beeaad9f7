import { describe, expect, it } from 'vitest';
import { scriptFunctionNames } from './scriptFunctionNames';

describe('the top-level function names of a form script, read without running it', () => {
  it.each([
    ['function Loop(x) { while (true) {} }', ['Loop']],
    ['async function load() {}\nfunction* gen() {}', ['load', 'gen']],
    ['var a = function (x) { return x; };\nlet b = (x, y) => x + y;\nconst c = x => x;', ['a', 'b', 'c']],
    ['const d = async () => 1;\nvar e = 5;\nlet f = g;', ['d']],
    ['function outer() { function inner() {} var h = function () {}; }', ['outer']],
    ['if (x) { function notTop() {} }', []],
    ['// function commented() {}\n/* function block() {} */ function real() {}', ['real']],
    ["var s = 'function inString() {'; function afterString() {}", ['afterString']],
    ['var t = `${ {a: 1}.a } function inTemplate() {`; function afterTemplate() {}', ['afterTemplate']],
    ['var r = /function inRegex\\(\\{/g; function afterRegex() {}', ['afterRegex']],
    ['var q = a / b / c; function afterDivision() {}', ['afterDivision']],
    ['function Åsa_$1() {}', ['Åsa_$1']],
    ['function twice() {}\nfunction twice() {}', ['twice']],
    ['function (x) {}', []],
    ['', []],
  ])('%j → %j', (source, expected) => {
    expect(scriptFunctionNames(source)).toEqual(expected);
  });

  it('never hangs on unterminated strings, comments, templates or regular expressions', () => {
    for (const source of ["'abc", '/* open', '`abc ${', 'var r = /abc', 'function']) {
      expect(Array.isArray(scriptFunctionNames(source))).toBe(true);
    }
  });
});
