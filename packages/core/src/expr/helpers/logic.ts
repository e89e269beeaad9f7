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
    fn: (args) => isEmpty(args[0]),
  },
  {
    name: 'IsNotEmpty',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    fn: (args) => !isEmpty(args[0]),
  },
  {
    name: 'IsAllEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    fn: (args) => args.every(isEmpty),
  },
  {
    name: 'IsAnyEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    fn: (args) => args.some(isEmpty),
  },
  {
    name: 'IsAllNotEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    fn: (args) => !args.some(isEmpty),
  },
  {
    name: 'IsAnyNotEmpty',
    category: 'logic',
    params: [rest('values')],
    returns: 'boolean',
    fn: (args) => !args.every(isEmpty),
  },
  {
    name: 'Not',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    fn: (args) => !truthy(args[0]),
  },
  {
    name: 'And',
    category: 'logic',
    params: [rest('conditions')],
    returns: 'boolean',
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
    fn: (args) => isTrueValue(args[0]),
  },
  {
    name: 'IsFalse',
    category: 'logic',
    params: [any('value')],
    returns: 'boolean',
    fn: (args) =>
      args[0] === false || (typeof args[0] === 'string' && args[0].trim().toLowerCase() === 'false'),
  },
  {
    name: 'Eq',
    category: 'logic',
    params: [any('a'), any('b')],
    returns: 'boolean',
    fn: (args) => looseEq(args[0], args[1]),
  },
  {
    name: 'EqS',
    category: 'logic',
    params: [any('a'), any('b')],
    returns: 'boolean',
    fn: (args) => toText(args[0]) === toText(args[1]),
  },
  {
    name: 'NotEq',
    category: 'logic',
    params: [any('a'), any('b')],
    returns: 'boolean',
    fn: (args) => !looseEq(args[0], args[1]),
  },
  {
    name: 'If',
    category: 'logic',
    params: [any('condition'), any('then'), any('else', true)],
    returns: 'any',
    lazy: true,
    fn: (args) => (truthy(force(args[0])) ? force(args[1]) : force(args[2])),
  },
  {
    name: 'IfEmpty',
    category: 'logic',
    params: [any('value'), any('fallback')],
    returns: 'any',
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
    lazy: true,
    fn: (args) => (isEmpty(force(args[0])) ? force(args[2]) : force(args[1])),
  },
  {
    name: 'Coalesce',
    category: 'logic',
    params: [rest('values')],
    returns: 'any',
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
