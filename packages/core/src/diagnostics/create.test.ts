import { describe, expect, it } from 'vitest';
import { createDiagnostic, hasErrors } from './create';
import { NO_RANGE } from './diagnostic';

const range = { line: 3, column: 5, endLine: 3, endColumn: 9, from: 40, to: 44 };

describe('createDiagnostic', () => {
  it('takes severity and message from the catalogue and the place from the range', () => {
    expect(
      createDiagnostic('duplicate-id', { range, params: { id: 'size' }, path: ['Components', 0] }),
    ).toEqual({
      severity: 'error',
      code: 'duplicate-id',
      message: 'Duplicate id: size',
      ...range,
      path: ['Components', 0],
    });
  });

  it('places a diagnostic without a range at line 1, column 1', () => {
    const d = createDiagnostic('no-metadata');
    expect([d.line, d.column, d.from, d.to]).toEqual([NO_RANGE.line, NO_RANGE.column, 0, 0]);
    expect(d.path).toEqual([]);
  });

  it('lets the caller override the severity', () => {
    expect(createDiagnostic('exception-while-parsing', { severity: 'warning' }).severity).toBe('warning');
  });

  it('adds componentId and property only when given', () => {
    expect(createDiagnostic('tab-spec')).not.toHaveProperty('componentId');
    expect(createDiagnostic('tab-spec', { componentId: 'tabs1', property: 'tabs' })).toMatchObject({
      componentId: 'tabs1',
      property: 'tabs',
    });
  });
});

describe('hasErrors', () => {
  it('is true only when some diagnostic is an error', () => {
    expect(hasErrors([])).toBe(false);
    expect(hasErrors([createDiagnostic('tab-spec')])).toBe(false);
    expect(hasErrors([createDiagnostic('tab-spec'), createDiagnostic('no-metadata')])).toBe(true);
  });
});
