import { isEmpty } from '../empty';
import { eventReader, providerRequester, scriptWriter, valueReader } from './hostParts';
import type { HelperDef } from './types';
import { flattenDeep, toText } from './values';

/** Names as a list of texts: one text, an array of texts, empties dropped. */
function names(value: unknown): string[] {
  return flattenDeep(value)
    .filter((v) => !isEmpty(v))
    .map(toText);
}

/**
 * State and event helpers (docs/helpers.md#state-and-events). Their behaviour belongs to the engine: each
 * delegates to its part of the host (hostParts.ts) and gives empty when there is none (the spec checker evaluates without a host).
 */
export const stateHelpers: readonly HelperDef[] = [
  {
    name: 'Get',
    category: 'state',
    params: [
      { name: 'id', type: 'string' },
      { name: 'prop', type: 'string', optional: true },
    ],
    returns: 'any',
    dynamic: true,
    fn: (args, scope) =>
      valueReader(scope)?.get(toText(args[0]), isEmpty(args[1]) ? undefined : toText(args[1])),
  },
  {
    name: 'Set',
    category: 'state',
    params: [
      { name: 'id', type: 'string' },
      { name: 'propOrValue', type: 'any' },
      { name: 'value', type: 'any', optional: true },
    ],
    returns: 'undefined',
    effect: true,
    fn: (args, scope) => {
      const writer = scriptWriter(scope);
      if (!writer) return undefined;
      if (args.length >= 3) writer.set(toText(args[0]), args[1], args[2]);
      else writer.set(toText(args[0]), args[1]);
      return undefined;
    },
  },
  {
    name: 'GetDynamicAll',
    category: 'state',
    params: [
      { name: 'pattern', type: 'string' },
      { name: 'prop', type: 'string', optional: true },
    ],
    returns: 'array',
    dynamic: true,
    fn: (args, scope) =>
      valueReader(scope)?.getDynamicAll(toText(args[0]), isEmpty(args[1]) ? undefined : toText(args[1])),
  },
  {
    name: 'MirrorComponentValues',
    category: 'state',
    params: [
      { name: 'sourceIds', type: 'string | array' },
      { name: 'targetIds', type: 'string | array' },
    ],
    returns: 'undefined',
    effect: true,
    fn: (args, scope) => {
      scriptWriter(scope)?.mirror(args[0], args[1]);
      return undefined;
    },
  },
  {
    name: 'RequestDataProviderUpdate',
    category: 'state',
    params: [{ name: 'names', type: 'string | array', optional: true }],
    returns: 'undefined',
    effect: true,
    fn: (args, scope) => {
      const requester = providerRequester(scope);
      if (requester) {
        const list = names(args);
        requester.requestProviderUpdate(list.length > 0 ? list : undefined);
      }
      return undefined;
    },
  },
  {
    name: 'IsEvent',
    category: 'state',
    params: [
      { name: 'reason', type: 'string' },
      { name: 'source', type: 'string', optional: true },
    ],
    returns: 'boolean',
    dynamic: true,
    fn: (args, scope) => {
      const host = eventReader(scope);
      if (!host) return undefined;
      const ev = host.event;
      if (!ev || ev.reason !== toText(args[0])) return false;
      return isEmpty(args[1]) || ev.source === toText(args[1]);
    },
  },
  {
    name: 'StateChangeReasonIs',
    category: 'state',
    params: [{ name: 'reasons', type: 'string | array', rest: true }],
    returns: 'boolean',
    dynamic: true,
    fn: (args, scope) => {
      const host = eventReader(scope);
      if (!host) return undefined;
      const reason = host.event?.reason;
      return reason !== undefined && names(args).includes(reason);
    },
  },
];
