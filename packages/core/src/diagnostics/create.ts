import { catalogue, formatMessage, type DiagnosticCode } from './catalogue';
import {
  NO_RANGE,
  type Diagnostic,
  type DiagnosticOrigin,
  type Severity,
  type SourceRange,
  type SpecPath,
} from './diagnostic';

/** Options for {@link createDiagnostic}: parameters for the message, a place, and optional overrides. */
export interface DiagnosticInit {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly range?: SourceRange;
  readonly path?: SpecPath;
  readonly severity?: Severity;
  readonly componentId?: string;
  readonly property?: string;
  readonly origin?: DiagnosticOrigin;
}

/** Makes a diagnostic from a catalogue code: the only way diagnostics are created. */
export function createDiagnostic(code: DiagnosticCode, init: DiagnosticInit = {}): Diagnostic {
  const range = init.range ?? NO_RANGE;
  return {
    severity: init.severity ?? catalogue[code].severity,
    code,
    message: formatMessage(code, init.params),
    line: range.line,
    column: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn,
    from: range.from,
    to: range.to,
    path: init.path ?? [],
    ...(init.componentId === undefined ? {} : { componentId: init.componentId }),
    ...(init.property === undefined ? {} : { property: init.property }),
    ...(init.origin === undefined ? {} : { origin: init.origin }),
  };
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
