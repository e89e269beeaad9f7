import { isEmpty } from '../empty';
import { logWriter } from './hostParts';
import type { HelperDef } from './types';
import { toNumber, toText } from './values';

/**
 * Builds an openEHR FLAT fragment: each key is a FLAT suffix (`|code`), so the output writes the entries
 * 1:1 as `path|code`, `path|value`, … for the component's oEhrId. Empty parts are left out; when the
 * required parts are empty the whole result is empty (undefined), so nothing is written.
 */
function flat(
  parts: Readonly<Record<string, unknown>>,
  required: readonly string[],
): Record<string, unknown> | undefined {
  if (required.some((k) => isEmpty(parts[k]))) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parts)) if (!isEmpty(v)) out[`|${k}`] = v;
  return out;
}

/** The openEHR proportion kind for a denominator: 100 → 2 (percent), 1 → 1 (unitary), else 0 (ratio). */
export function proportionKind(denominator: number): number {
  return denominator === 100 ? 2 : denominator === 1 ? 1 : 0;
}

const text = (name: string, optional = false) => ({
  name,
  type: 'string',
  ...(optional ? { optional } : {}),
});

/** openEHR output helpers (FLAT suffix objects) and LogAndRet (docs/helpers.md#output). */
export const outputHelpers: readonly HelperDef[] = [
  {
    name: 'OehrCode',
    category: 'output',
    params: [text('code'), text('value', true), text('terminology', true)],
    returns: "{ '|code', '|value', '|terminology' }",
    fn: (args) =>
      flat(
        {
          code: isEmpty(args[0]) ? undefined : toText(args[0]),
          value: isEmpty(args[1]) ? undefined : toText(args[1]),
          terminology: isEmpty(args[2]) ? 'local' : toText(args[2]),
        },
        ['code'],
      ),
  },
  {
    name: 'OehrQuantity',
    category: 'output',
    params: [{ name: 'magnitude', type: 'number' }, text('unit')],
    returns: "{ '|magnitude', '|unit' }",
    fn: (args) =>
      flat({ magnitude: toNumber(args[0]), unit: isEmpty(args[1]) ? undefined : toText(args[1]) }, [
        'magnitude',
      ]),
  },
  {
    name: 'OehrProportion',
    category: 'output',
    params: [
      { name: 'numerator', type: 'number' },
      { name: 'denominator', type: 'number', optional: true },
      { name: 'type', type: 'number', optional: true },
    ],
    returns: "{ '|numerator', '|denominator', '|type' }",
    fn: (args) => {
      const denominator = toNumber(args[1]) ?? 100;
      return flat(
        { numerator: toNumber(args[0]), denominator, type: toNumber(args[2]) ?? proportionKind(denominator) },
        ['numerator'],
      );
    },
  },
  {
    name: 'OehrIdentifier',
    category: 'output',
    params: [text('id'), text('issuer', true), text('assigner', true), text('type', true)],
    returns: "{ '|id', '|issuer', '|assigner', '|type' }",
    fn: (args) =>
      flat(
        Object.fromEntries(
          ['id', 'issuer', 'assigner', 'type'].map((k, i) => [
            k,
            isEmpty(args[i]) ? undefined : toText(args[i]),
          ]),
        ),
        ['id'],
      ),
  },
  {
    name: 'LogAndRet',
    category: 'output',
    params: [text('label'), { name: 'value', type: 'any' }],
    returns: 'any',
    fn: (args, scope) => {
      logWriter(scope)?.log(toText(args[0]), args[1]);
      return args[1];
    },
  },
];
