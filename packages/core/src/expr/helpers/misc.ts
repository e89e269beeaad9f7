import { formatMessage } from '../../diagnostics';
import { cookieJar } from './hostParts';
import type { HelperDef } from './types';
import { toText } from './values';

/** The cookie helper (docs/diagnostics.md#diagnostics): stores through the host, never touches the DOM. */
export const miscHelpers: readonly HelperDef[] = [
  {
    name: 'Cookie',
    category: 'misc',
    params: [
      { name: 'name', type: 'string' },
      { name: 'value', type: 'boolean | number | string', optional: true },
    ],
    returns: 'any',
    dynamic: true,
    effect: true,
    fn: (args, scope) => {
      const name = toText(args[0]);
      if (args.length < 2) return cookieJar(scope)?.cookie?.(name);
      const value = args[1];
      if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') {
        throw new Error(formatMessage('cookie-type'));
      }
      cookieJar(scope)?.cookie?.(name, value);
      return value;
    },
  },
];
