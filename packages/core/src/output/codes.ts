import type { FormSnapshot } from '../engine';

/**
 * The diagnostic-codes output (docs/outputs.md#diagnostic-codes, docs/components.md#components): the DiagnosticCodes section, then each
 * DiagnosticCodes component of the form in document order (a list item's one evaluated in its item).
 * The engine computes each one's codes like any other formula (engine/codeCells.ts: static and
 * calculated section joined by its own spacer) into its derived property `codes`; the non-empty ones
 * are joined here by the section's spacer (default a newline), so one code source gives exactly the
 * string it would give alone. Codes whose formula fails are reported by the engine, at the formula.
 */
export function formCodes(snapshot: FormSnapshot): string {
  const section = snapshot.components.get('#DiagnosticCodes');
  const outputs: string[] = [];
  const add = (codes: unknown): void => {
    if (typeof codes === 'string' && codes !== '') outputs.push(codes);
  };
  add(section?.props.codes);
  for (const c of snapshot.components.values())
    if (c.node.type === 'DiagnosticCodes' && !c.node.generated) add(c.props.codes);
  const spacer = section?.props.spacer;
  return outputs.join(typeof spacer === 'string' ? spacer : '\n');
}
