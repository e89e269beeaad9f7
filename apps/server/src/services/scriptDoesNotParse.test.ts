import { SCRIPT_DOES_NOT_PARSE as FORM } from '@formwright/core/testing';
import { describe, expect, it } from 'vitest';
import { analyseHere } from './analyse';

// docs/architecture.md#loading-a-form: the server's analysis follows core's one rule for a script that does not parse.
describe("the server's analysis of a form whose script does not parse", () => {
  it('reports the script parse error once, as validate does, and no unknown function', async () => {
    const analysis = await analyseHere(FORM.spec, FORM.script, [], 64);
    const { severity, code, message, line, column } = FORM.expected;
    expect(analysis.diagnostics).toEqual([{ severity, code, message, line, column, path: '' }]);
    expect(analysis.hasErrors).toBe(true);
    expect(analysis.title).toBe('Script that does not parse');
  });
});
