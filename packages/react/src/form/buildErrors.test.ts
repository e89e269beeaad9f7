import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@formwright/core/runtime';
import { buildErrors } from './buildErrors';

/** A diagnostic with a place (line 7) unless `placed` is false (then only its spec path). */
function diag(severity: Diagnostic['severity'], message: string, placed = true): Diagnostic {
  const range = placed
    ? { line: 7, column: 3, endLine: 7, endColumn: 9, from: 120, to: 126 }
    : { line: 1, column: 1, endLine: 1, endColumn: 1, from: 0, to: 0 };
  return {
    ...range,
    severity,
    code: 'runtime-error',
    message,
    path: ['Components', 2, 'Number'],
  } as Diagnostic;
}

describe('buildErrors', () => {
  it.each([
    ['error', 'Unknown component: Bogus', 'YAML error: Unknown component: Bogus at line: 7'],
    ['warning', 'Property x is not allowed', 'YAML warning: Property x is not allowed at line: 7'],
  ] as const)('writes a specification %s as the designer preview does', (severity, message, text) => {
    expect(buildErrors([diag(severity, message)], [])).toEqual([{ key: 's0', severity, text, line: 7 }]);
  });

  it("writes 'at path' for a specification finding without a place in the text", () => {
    const [entry] = buildErrors([diag('error', 'No components!', false)], []);
    expect(entry?.text).toBe('YAML error: No components! at path: Components.2.Number');
    expect(entry?.line).toBeUndefined();
  });

  it.each([
    ['error', 'Expression failed in n.value: boom', 'Runtime error: Expression failed in n.value: boom'],
    ['error', 'Runtime error: already prefixed', 'Runtime error: already prefixed'],
    [
      'warning',
      'Calculation needed 12 iterations to settle',
      'Runtime warning: Calculation needed 12 iterations to settle',
    ],
  ] as const)('writes a runtime %s finding as %s', (severity, message, text) => {
    expect(buildErrors([], [diag(severity, message)])[0]?.text).toBe(text);
  });

  it('leaves infos out and lists specification findings before runtime ones', () => {
    const out = buildErrors([diag('info', 'i'), diag('error', 'a')], [diag('error', 'b'), diag('info', 'j')]);
    expect(out.map((e) => e.text)).toEqual(['YAML error: a at line: 7', 'Runtime error: b']);
  });

  it("points a runtime finding without a place at its component's line", () => {
    const d = { ...diag('error', 'boom', false), componentId: 'size' };
    const [entry] = buildErrors([], [d], (id) => (id === 'size' ? 12 : undefined));
    expect(entry?.line).toBe(12);
  });
});
