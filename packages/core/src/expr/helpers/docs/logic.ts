import type { HelperDocs } from '../types';

/** The docs of the logic helpers (`../logic.ts`), by name: authoring only, never in the runtime bundle. */
export const logicHelperDocs = {
  IsEmpty: { description: "True when the value is empty: undefined, null, '', NaN, or an array whose entries are all empty.", example: "IsEmpty(['', null])", exampleResult: true },
  IsNotEmpty: { description: "True when the value is not empty (0, false and [0] are not empty).", example: "IsNotEmpty(0)", exampleResult: true },
  IsAllEmpty: { description: "True when every argument is empty (and when there is none).", example: "IsAllEmpty('', null, [])", exampleResult: true },
  IsAnyEmpty: { description: "True when at least one argument is empty (false when there is none).", example: "IsAnyEmpty(12, '')", exampleResult: true },
  IsAllNotEmpty: { description: "True when no argument is empty (and when there is none).", example: "IsAllNotEmpty(12, 'mm')", exampleResult: true },
  IsAnyNotEmpty: { description: "True when at least one argument is not empty (false when all are empty or there is none).", example: "IsAnyNotEmpty('', 3)", exampleResult: true },
  Not: { description: "Negation: true for empty, false, 0 and 'false'; false for everything else.", example: "Not(0)", exampleResult: true },
  And: { description: "True when every condition is true (empty counts as false); stops at the first false one.", example: "And(true, 'yes', 1)", exampleResult: true },
  Or: { description: "True when any condition is true (empty counts as false); stops at the first true one.", example: "Or('', false, 2)", exampleResult: true },
  IsTrue: { description: "True only for true and the text 'true' (any case); empty is neither true nor false.", example: "IsTrue('TRUE')", exampleResult: true },
  IsFalse: { description: "True only for false and the text 'false' (any case); empty gives false (it is not false).", example: "IsFalse(null)", exampleResult: false },
  Eq: { description: "Equality: two empties are equal, empty never equals a value, 5 equals '5', arrays entry by entry.", example: "Eq(5, '5.0')", exampleResult: true },
  EqS: { description: "Text equality: both sides as text (empty as ''), compared exactly, case-sensitive.", example: "EqS(5, '5.0')", exampleResult: false },
  NotEq: { description: "The negation of Eq: an empty differs from every value but not from another empty.", example: "NotEq('', null)", exampleResult: false },
  If: { description: "then when the condition is true, else otherwise (empty when else is missing); only one branch runs.", example: "If(3 > 2, 'larger', 'smaller')", exampleResult: "larger" },
  IfEmpty: { description: "The value, or the fallback when the value is empty (the fallback runs only then).", example: "IfEmpty('', 'not measured')", exampleResult: "not measured" },
  IfNotEmpty: { description: "then when the value is not empty, else otherwise (empty when else is missing).", example: "IfNotEmpty(12, 'measured', 'not measured')", exampleResult: "measured" },
  Coalesce: { description: "The first argument that is not empty; empty when all are; later arguments run only when needed.", example: "Coalesce('', null, 'left', 'right')", exampleResult: "left" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
