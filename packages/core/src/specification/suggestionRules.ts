import { suggestionProblem } from '../components/suggestion';
import { createDiagnostic } from '../diagnostics';
import { isFormula, type CheckContext } from './checkContext';
import type { RuleTarget } from './componentRules';

/**
 * A `suggestedValue` written as a constant that is not a valid value of its component (not an enabled
 * option, out of range, a date that does not exist, the wrong type) is a `suggested-value-invalid` warning at
 * the property: the engine never offers it. A suggestion, options or range given by formulas is only known
 * at run time, where the same rule ({@link suggestionProblem}) leaves it out.
 */
export function checkSuggestedValue(t: RuleTarget, ctx: CheckContext): void {
  const { def, props } = t;
  if (!('suggestedValue' in def.properties) || !('suggestedValue' in props)) return;
  const s = props.suggestedValue;
  if (isFormula(s)) return;
  // Only what is written as a constant is known here: drop properties given by formulas.
  const known: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!isFormula(v)) known[k] = v;
  const problem = suggestionProblem(def, known);
  if (problem === undefined) return;
  ctx.diagnostics.push(
    createDiagnostic('suggested-value-invalid', {
      componentId: t.id,
      property: 'suggestedValue',
      range: ctx.sourceMap.entryRange(props, 'suggestedValue'),
      path: [...t.path, 'suggestedValue'],
      params: { value: JSON.stringify(s) ?? String(s), name: `${t.id}.suggestedValue`, detail: problem },
    }),
  );
}
