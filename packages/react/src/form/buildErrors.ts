import type { Diagnostic } from '@formwright/core/runtime';

/** One line of build mode's error display: its text and the specification line a click shows. */
export interface BuildError {
  readonly key: string;
  readonly severity: Diagnostic['severity'];
  readonly text: string;
  /** The specification line (1-based); undefined when the finding has no place in the text. */
  readonly line: number | undefined;
}

function place(d: Diagnostic): { text: string; line: number | undefined } {
  // A finding without a source range still has its spec path (docs/designer.md: 'at line: N' or 'at path').
  if (d.from === 0 && d.to === 0 && d.path.length > 0)
    return { text: ` at path: ${d.path.join('.')}`, line: undefined };
  return { text: ` at line: ${d.line}`, line: d.line };
}

/**
 * The entries of build mode's error display, like the designer's preview (docs/designer.md): specification
 * findings as 'YAML error: … at line: N' (warnings as 'YAML warning: …'), then the snapshot's run-time
 * findings as 'Runtime error: …' ('Runtime warning: …'). Infos are left out.
 */
export function buildErrors(
  spec: readonly Diagnostic[],
  runtime: readonly Diagnostic[],
  /** The specification line of a component id, for run-time findings that name a component but no place. */
  lineOf?: (componentId: string) => number | undefined,
): BuildError[] {
  const out: BuildError[] = [];
  spec.forEach((d, i) => {
    if (d.severity === 'info') return;
    const at = place(d);
    const kind = d.severity === 'error' ? 'YAML error' : 'YAML warning';
    out.push({ key: `s${i}`, severity: d.severity, text: `${kind}: ${d.message}${at.text}`, line: at.line });
  });
  runtime.forEach((d, i) => {
    if (d.severity === 'info') return;
    const kind = d.severity === 'error' ? 'Runtime error' : 'Runtime warning';
    const line =
      d.from === 0 && d.to === 0
        ? d.componentId !== undefined
          ? lineOf?.(d.componentId)
          : undefined
        : d.line;
    // The catalogue's runtime-error message already reads 'Runtime error: …': never say it twice.
    const text = d.message.startsWith(`${kind}: `) ? d.message : `${kind}: ${d.message}`;
    out.push({ key: `r${i}`, severity: d.severity, text, line });
  });
  return out;
}
