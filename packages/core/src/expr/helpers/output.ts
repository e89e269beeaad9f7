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
    description:
      "A coded text (DV_CODED_TEXT) as FLAT suffixes |code, |value, |terminology (default 'local'); empty code gives empty.",
    example: "OehrCode('at0005', 'Stage 2')",
    exampleResult: { '|code': 'at0005', '|value': 'Stage 2', '|terminology': 'local' },
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
    description:
      'A quantity (DV_QUANTITY) as FLAT suffixes |magnitude (a number) and |unit; empty or non-numeric magnitude gives empty.',
    example: "OehrQuantity('12,5', 'mm')",
    exampleResult: { '|magnitude': 12.5, '|unit': 'mm' },
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
    description:
      'A proportion (DV_PROPORTION) as FLAT suffixes |numerator, |denominator (default 100) and |type (default 2 for 100, 1 for 1, else 0); empty numerator gives empty.',
    example: 'OehrProportion(97)',
    exampleResult: { '|numerator': 97, '|denominator': 100, '|type': 2 },
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
    description:
      'An identifier (DV_IDENTIFIER) as FLAT suffixes |id, |issuer, |assigner, |type (empty parts left out); empty id gives empty.',
    example: "OehrIdentifier('19121212-1212', 'Skatteverket')",
    exampleResult: { '|id': '19121212-1212', '|issuer': 'Skatteverket' },
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
    description:
      'Logs the label and value through the engine (when there is one) and returns the value unchanged, empty included.',
    example: "LogAndRet('size', 12)",
    exampleResult: 12,
    fn: (args, scope) => {
      logWriter(scope)?.log(toText(args[0]), args[1]);
      return args[1];
    },
  },
];
