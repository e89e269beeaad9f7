import { createDiagnostic, type SourceRange } from '@formwright/core/authoring';
import { describe, expect, it } from 'vitest';
import { diagnosticLine, formatDiagnostics, jsonDiagnostic } from './printDiagnostics';

const at: SourceRange = { line: 3, column: 7, endLine: 3, endColumn: 9, from: 40, to: 42 };
const files = { form: 'form.yaml', script: 'form.js' };

describe('printing diagnostics by the text they point into', () => {
  it.each([
    ['a place in the form (no origin)', undefined, 'form.yaml:3:7'],
    ["a place in the form (origin 'spec')", 'spec', 'form.yaml:3:7'],
    ["a place in the script (origin 'script')", 'script', 'form.js:3:7'],
    ["no place in any text (origin 'none'): line and column 0", 'none', 'form.yaml:0:0'],
  ] as const)('%s', (_name, origin, place) => {
    const d = createDiagnostic('runaway', { range: at, ...(origin ? { origin } : {}) });
    expect(diagnosticLine(d, files)).toBe(`${place} error runaway ${d.message.replace(/\s*\n\s*/g, ' ')}`);
  });

  it('names the script place even when no script file was given', () => {
    const d = createDiagnostic('runaway', { range: at, origin: 'script' });
    expect(diagnosticLine(d, { form: 'f.yaml' })).toMatch(/^f\.yaml \(script\):3:7 /);
  });

  it('prints one line per diagnostic', () => {
    const ds = [
      createDiagnostic('report-sections-v1'),
      createDiagnostic('report-sections-v1', { origin: 'none' }),
    ];
    expect(formatDiagnostics(ds, files).split('\n')).toEqual([
      'form.yaml:1:1 warning report-sections-v1 Report split by section needs metadata reportVersion v2',
      'form.yaml:0:0 warning report-sections-v1 Report split by section needs metadata reportVersion v2',
      '',
    ]);
  });

  it("gives every JSON diagnostic its origin, 'spec' when it does not say", () => {
    expect(jsonDiagnostic(createDiagnostic('report-sections-v1')).origin).toBe('spec');
    expect(jsonDiagnostic(createDiagnostic('report-sections-v1', { origin: 'script' })).origin).toBe(
      'script',
    );
    expect(jsonDiagnostic(createDiagnostic('report-sections-v1', { origin: 'none' }))).toMatchObject({
      origin: 'none',
      line: 1,
      column: 1,
    });
  });
});
