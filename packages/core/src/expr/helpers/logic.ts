import { isEmpty } from '../empty';
import type { HelperDef } from './types';
import { force, looseEq, toText, truthy } from './values';

const any = (name: string, optional = false) => ({ name, type: 'any', ...(optional ? { optional } : {}) });
const rest = (name: string) => ({ name, type: 'any', optional: true, rest: true });

/** The IsEmpty family, boolean logic, comparisons and the conditional helpers (docs/helpers.md#logic). */
export const logicHelpers: readonly HelperDef[] = [
  {
    name: 'IsEmpty',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    description:
      "True when the value is empty: undefined, null, '', NaN, or an array whose entries are all empty.",
    example: "IsEmpty(['', null])",
    exampleResult: true,
    fn: (args) => isEmpty(args[0]),
  },
  {
    name: 'IsNotEmpty',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    description: 'True when the value is not empty (0, false and [0] are not empty).',
    example: 'IsNotEmpty(0)',
    exampleResult: true,
    fn: (args) => !isEmpty(args[0]),
  },
  {
    name: 'IsAllEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    description: 'True when every argument is empty (and when there is none).',
    example: "IsAllEmpty('', null, [])",
    exampleResult: true,
    fn: (args) => args.every(isEmpty),
  },
  {
    name: 'IsAnyEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    description: 'True when at least one argument is empty (false when there is none).',
    example: "IsAnyEmpty(12, '')",
    exampleResult: true,
    fn: (args) => args.some(isEmpty),
  },
  {
    name: 'IsAllNotEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    description: 'True when no argument is empty (and when there is none).',
    example: "IsAllNotEmpty(12, 'mm')",
    exampleResult: true,
    fn: (args) => !args.some(isEmpty),
  },
  {
    name: 'IsAnyNotEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    description: 'True when at least one argument is not empty (false when all are empty or there is none).',
    example: "IsAnyNotEmpty('', 3)",
    exampleResult: true,
    fn: (args) => !args.every(isEmpty),
  },
  {
    name: 'Not',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    description: "Negation: true for empty, false, 0 and 'false'; false for everything else.",
    example: 'Not(0)',
    exampleResult: true,
    fn: (args) => !truthy(args[0]),
  },
  {
    name: 'And',
    category: 'logic',
    params: [rest('conditions')],
    returns: 'boolean',
    description: 'True when every condition is true (empty counts as false); stops at the first false one.',
    example: "And(true, 'yes', 1)",
    exampleResult: true,
    lazy: true,
    fn: (args) => {
      for (const a of args) if (!truthy(force(a))) return false;
      return true;
    },
  },
  {
    name: 'Or',
    category: 'logic',
    params: [rest('conditions')],
    returns: 'boolean',
    description: 'True when any condition is true (empty counts as false); stops at the first true one.',
    example: "Or('', false, 2)",
    exampleResult: true,
    lazy: true,
    fn: (args) => {
      for (const a of args) if (truthy(force(a))) return true;
      return false;
    },
  },
  {
    name: 'IsTrue',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    description: "True only for true and the text 'true' (any case); empty is neither true nor false.",
    example: "IsTrue('TRUE')",
    exampleResult: true,
    fn: (args) => isTrueValue(args[0]),
  },
  {
    name: 'IsFalse',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    description: "True only for false and the text 'false' (any case); empty gives false (it is not false).",
    example: 'IsFalse(null)',
    exampleResult: false,
    fn: (args) =>
      args[0] === false || (typeof args[0] === 'string' && args[0].trim().toLowerCase() === 'false'),
  },
  {
    name: 'Eq',
    category: 'logic',
    params: [any('a'), any('b')],
    returns: 'boolean',
    description:
      "Equality: two empties are equal, empty never equals a value, 5 equals '5', arrays entry by entry.",
    example: "Eq(5, '5.0')",
    exampleResult: true,
    fn: (args) => looseEq(args[0], args[1]),
  },
  {
    name: 'EqS',
    category: 'logic',
    params: [any('a'), any('b')],
    returns: 'boolean',
    description: "Text equality: both sides as text (empty as ''), compared exactly, case-sensitive.",
    example: "EqS(5, '5.0')",
    exampleResult: false,
    fn: (args) => toText(args[0]) === toText(args[1]),
  },
  {
    name: 'NotEq',
    category: 'logic',
    params: [any('a'), any('b')],
    returns: 'boolean',
    description: 'The negation of Eq: an empty differs from every value but not from another empty.',
    example: "NotEq('', null)",
    exampleResult: false,
    fn: (args) => !looseEq(args[0], args[1]),
  },
  {
    name: 'If',
    category: 'logic',
    params: [any('condition'), any('then'), any('else', true)],
    returns: 'any',
    description:
      'then when the condition is true, else otherwise (empty when else is missing); only one branch runs.',
    example: "If(3 > 2, 'larger', 'smaller')",
    exampleResult: 'larger',
    lazy: true,
    fn: (args) => (truthy(force(args[0])) ? force(args[1]) : force(args[2])),
  },
  {
    name: 'IfEmpty',
    category: 'logic',
    params: [any('value'), any('fallback')],
    returns: 'any',
    description: 'The value, or the fallback when the value is empty (the fallback runs only then).',
    example: "IfEmpty('', 'not measured')",
    exampleResult: 'not measured',
    lazy: true,
    fn: (args) => {
      const value = force(args[0]);
      return isEmpty(value) ? force(args[1]) : value;
    },
  },
  {
    name: 'IfNotEmpty',
    category: 'logic',
    params: [any('value'), any('then'), any('else', true)],
    returns: 'any',
    description: 'then when the value is not empty, else otherwise (empty when else is missing).',
    example: "IfNotEmpty(12, 'measured', 'not measured')",
    exampleResult: 'measured',
    lazy: true,
    fn: (args) => (isEmpty(force(args[0])) ? force(args[2]) : force(args[1])),
  },
  {
    name: 'Coalesce',
    category: 'logic',
    params: [rest('values')],
    returns: 'any',
    description:
      'The first argument that is not empty; empty when all are; later arguments run only when needed.',
    example: "Coalesce('', null, 'left', 'right')",
    exampleResult: 'left',
    lazy: true,
    fn: (args) => {
      for (const a of args) {
        const v = force(a);
        if (!isEmpty(v)) return v;
      }
      return undefined;
    },
  },
];

function isTrueValue(v: unknown): boolean {
  return v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true');
}
