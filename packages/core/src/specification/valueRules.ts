import { FORMULA_PATTERN, readOptions } from '../components';
import { createDiagnostic } from '../diagnostics';
import { isFormula, type CheckContext } from './checkContext';
import type { RuleTarget } from './componentRules';
import { ruleProperties } from './ruleProperties';

/** The date pattern of the schemas, without the empty case: only written dates are checked. */
const WRITTEN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORMULA = new RegExp(FORMULA_PATTERN);

/** True for year-month-day that names a day of the calendar (2026-02-30 and 2026-13-01 do not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no time zone shifts the date.
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return day <= last.getUTCDate();
}

/**
 * Dates written as YYYY-MM-DD that pass the schema pattern but name no day (2026-02-30) are
 * 'invalid-value' errors at the value, in every property the definition marks `date` (Date's value,
 * minValue and maxValue, docs/components.md#date).
 */
export function checkDateValues(t: RuleTarget, ctx: CheckContext): void {
  for (const name of ruleProperties(t.def).dates) {
    const v = t.props[name];
    if (typeof v !== 'string') continue;
    const m = WRITTEN_DATE.exec(v);
    if (!m || isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) continue;
    ctx.diagnostics.push(
      createDiagnostic('invalid-value', {
        componentId: t.id,
        property: name,
        range: ctx.sourceMap.entryRange(t.props, name),
        path: [...t.path, name],
        params: { name, detail: `must be a real date YYYY-MM-DD (${v} does not exist)` },
      }),
    );
  }
}

/**
 * In a component of the choice family, a value written as a constant that none of the static options has
 * is a 'value-not-option' warning at the value (or at the list item), naming the allowed values. Options
 * or values given by formulas are only known at run time and are not checked; a choice with an 'other'
 * entry (CheckboxList `otherOption` other than no) accepts any value.
 */
export function checkStaticChoiceValue(t: RuleTarget, ctx: CheckContext): void {
  const { def, props } = t;
  if (def.family !== 'choice' || !Array.isArray(props.options)) return;
  const value = props.value;
  if (value === undefined || value === null || isFormulaText(value)) return;
  if (props.otherOption !== undefined && props.otherOption !== 'no') return;
  const allowed = readOptions(props.options).map((o) => o.value);
  const allowedText = allowed.length === 0 ? '(none)' : allowed.map((v) => String(v)).join(', ');
  const isAllowed = (v: unknown) => allowed.some((a) => looseEqual(a, v));
  const report = (v: unknown, range: ReturnType<typeof ctx.sourceMap.entryRange>, path: typeof t.path) =>
    ctx.diagnostics.push(
      createDiagnostic('value-not-option', {
        componentId: t.id,
        property: 'value',
        range,
        path,
        params: { value: String(v), name: `${t.id}.value`, allowed: allowedText },
      }),
    );
  const valuePath = [...t.path, 'value'];
  if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      if (!isScalar(item) || item === '' || isAllowed(item)) return;
      report(item, ctx.sourceMap.entryRange(value, i), [...valuePath, i]);
    });
    return;
  }
  // An empty value means nothing is chosen.
  if (!isScalar(value) || value === '' || isAllowed(value)) return;
  report(value, ctx.sourceMap.entryRange(props, 'value'), valuePath);
}

/** Formulas (`=…`, `:=…`) and values with an `||init=` part are computed at run time. */
function isFormulaText(v: unknown): boolean {
  return isFormula(v) || (typeof v === 'string' && FORMULA.test(v));
}

function isScalar(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** The comparison choice lists use at run time: strictly, or equal as strings ('1' and 1). */
function looseEqual(a: unknown, b: unknown): boolean {
  return a === b || (isScalar(a) && isScalar(b) && String(a) === String(b));
}
