import { useMemo } from 'react';
import type { Diagnostic, FormSnapshot } from '@formwright/core/runtime';
import { useFormSelector } from '../store/useFormSelector';
import { buildErrors } from './buildErrors';

const selectDiagnostics = (s: FormSnapshot) => s.diagnostics;
const selectSpec = (s: FormSnapshot) => s.spec;

/**
 * Build mode's error display at the top of the form: the specification's findings and the running form's,
 * each a button that reports its line (`onSpecLine`) when it has one.
 */
export function BuildErrorList({
  specDiagnostics,
  onSpecLine,
}: {
  readonly specDiagnostics: readonly Diagnostic[];
  readonly onSpecLine?: (line: number) => void;
}) {
  const runtime = useFormSelector(selectDiagnostics);
  const spec = useFormSelector(selectSpec);
  const errors = useMemo(
    () => buildErrors(specDiagnostics, runtime, (id) => spec.byId.get(id)?.range.line),
    [specDiagnostics, runtime, spec],
  );
  if (errors.length === 0) return null;
  return (
    <ul className="fw-build-errors" aria-label="Errors">
      {errors.map((e) => (
        <li key={e.key} className={`fw-build-error fw-build-${e.severity}`}>
          {e.line !== undefined && onSpecLine ? (
            <button type="button" className="fw-link" onClick={() => onSpecLine(e.line as number)}>
              {e.text}
            </button>
          ) : (
            <span>{e.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
