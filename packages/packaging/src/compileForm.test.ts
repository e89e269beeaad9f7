import { SCRIPT_DOES_NOT_PARSE as FORM } from '@formwright/core/testing';
import { describe, expect, it } from 'vitest';
import { compileForm } from './compileForm';

// docs/architecture.md#loading-a-form: a build follows core's one rule for a script that does not parse.
describe('compileForm and a form whose script does not parse', () => {
  it('refuses the form with the script parse error, once, and no unknown function', async () => {
    const result = await compileForm(FORM.spec, FORM.script, []);
    const { severity, code, message, line, column } = FORM.expected;
    expect(result).toEqual({ ok: false, diagnostics: [{ severity, code, message, line, column, path: '' }] });
  });

  it('compiles the same form once its script parses', async () => {
    const result = await compileForm(FORM.spec, 'function stage(x) {\n  return x > 3 ? "II" : "I";\n}\n', []);
    expect(result.ok).toBe(true);
  });
});
