import { describe, expect, it } from 'vitest';
import type {
  CookieJar,
  EventReader,
  HelperHost,
  LogWriter,
  ProviderRequester,
  ScriptWriter,
  TimeReader,
  ValueReader,
} from '../contract';
import { call, testScope } from '../testing/testScope';

/**
 * A host that has only `part`: touching any other member of the host throws, so a helper that reaches
 * past the part it is typed against fails here.
 */
function only(part: object): HelperHost {
  return new Proxy(part, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) throw new Error(`the helper reached host.${key}`);
      return Reflect.get(target, key) as unknown;
    },
  }) as HelperHost;
}

const reader: ValueReader = { get: (id, prop) => `${id}.${prop ?? 'value'}`, getDynamicAll: () => [1, 2] };
const writer: ScriptWriter = { set: () => undefined, mirror: () => undefined };
const requester: ProviderRequester = { requestProviderUpdate: () => undefined };
const event: EventReader = { event: { reason: 'click', source: 'go' } };
const logger: LogWriter = { log: () => undefined };
const jar: CookieJar = { cookie: (name) => `cookie ${name}` };
const clock: TimeReader = { now: () => Date.UTC(2026, 0, 2, 12) };

describe('each helper reaches the form through the one part of the host it needs (expr/contract.ts)', () => {
  it.each([
    ['Get', reader, ['size', 'displayValue'], 'size.displayValue'],
    ['GetDynamicAll', reader, ['lesions_*_size'], [1, 2]],
    ['Set', writer, ['size', 3], undefined],
    ['MirrorComponentValues', writer, ['a', 'b'], undefined],
    ['RequestDataProviderUpdate', requester, ['Lesions'], undefined],
    ['IsEvent', event, ['click', 'go'], true],
    ['StateChangeReasonIs', event, ['init', 'click'], true],
    ['LogAndRet', logger, ['size', 12], 12],
    ['Cookie', jar, ['last'], 'cookie last'],
    ['Today', clock, [], '2026-01-02'],
  ] as const)('%s', (name, part, args, expected) => {
    expect(call(name, args, testScope({ host: only(part) }))).toEqual(expected);
  });
});
