import type { Diagnostic } from '@formwright/core/runtime';
import type { Theme } from './options';

/**
 * What shows when the specification cannot run at all (a fatal parse error): its errors with their lines,
 * so an author (or a support engineer in the PACS) sees why the form is empty.
 */
export function SpecErrors({
  diagnostics,
  theme,
}: {
  readonly diagnostics: readonly Diagnostic[];
  readonly theme: Theme;
}) {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return (
    <div className={`fw-root fw-theme-${theme} fw-spec-errors`} role="alert">
      <p>The form cannot be shown: its specification has errors.</p>
      <ul>
        {errors.map((d, i) => (
          <li key={i}>
            {d.line > 0 ? `Line ${d.line}: ` : ''}
            {d.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
