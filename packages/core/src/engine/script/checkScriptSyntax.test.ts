import { describe, expect, test } from 'vitest';
import { checkScriptSyntax } from './checkScriptSyntax';
import { createScriptRunner } from './createScriptRunner';

describe('checkScriptSyntax reads a script as the runner does, without running it', () => {
  test.each([
    ['a script that parses', 'const a = (x) => x * 2;\nfunction b() { return a(1); }\n', []],
    ['an empty script', '  \n', []],
    ['a missing closing brace', 'function a(x) {\n  return x;\n\nfunction b() {}\n', ['script-parse']],
    ['a stray operator', 'function ok() {}\nfunction broken() { return 1 +* 2 }\n', ['script-parse']],
  ])('%s', async (_name, source, codes) => {
    const found = await checkScriptSyntax(source);
    expect(found.map((d) => d.code)).toEqual(codes);
    const runner = await createScriptRunner(source);
    try {
      expect(found).toEqual(runner.diagnostics);
    } finally {
      runner.dispose();
    }
  });

  test('a script whose top level never finishes is not run', async () => {
    expect(await checkScriptSyntax('while (true) {}')).toEqual([]);
  });
});
