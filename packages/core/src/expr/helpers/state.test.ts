import { describe, expect, it } from 'vitest';
import type { HelperHost } from '../contract';
import { getHelper } from './registry';
import { call, testScope } from '../testing/testScope';

/** A host that records every call. */
function recordingHost(event?: HelperHost['event']): { host: HelperHost; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const host: HelperHost = {
    ...(event ? { event } : {}),
    get: (id, prop) => (calls.push(['get', id, prop]), `${id}.${prop ?? 'value'}`),
    set: (...args) => void calls.push(['set', ...args]),
    getDynamicAll: (pattern, prop) => (calls.push(['getDynamicAll', pattern, prop]), [1, 2]),
    mirror: (s, t) => void calls.push(['mirror', s, t]),
    requestProviderUpdate: (names) => void calls.push(['requestProviderUpdate', names]),
    log: () => undefined,
  };
  return { host, calls };
}

const STATE = [
  'Get',
  'Set',
  'GetDynamicAll',
  'MirrorComponentValues',
  'RequestDataProviderUpdate',
  'IsEvent',
  'StateChangeReasonIs',
];

describe('state and event helpers', () => {
  it.each(STATE)('%s gives empty without a host', (name) => {
    expect(call(name, ['a', 'b'])).toBeUndefined();
  });

  it('flags readers as dynamic and writers as effects', () => {
    for (const name of ['Get', 'GetDynamicAll', 'IsEvent', 'StateChangeReasonIs'])
      expect(getHelper(name)?.dynamic, name).toBe(true);
    for (const name of ['Set', 'MirrorComponentValues', 'RequestDataProviderUpdate'])
      expect(getHelper(name)?.effect, name).toBe(true);
  });

  it('delegates reads and writes to the host', () => {
    const { host, calls } = recordingHost();
    const scope = testScope({ host });
    expect(call('Get', ['size'], scope)).toBe('size.value');
    expect(call('Get', ['size', 'displayValue'], scope)).toBe('size.displayValue');
    expect(call('GetDynamicAll', ['lesions_*_size'], scope)).toEqual([1, 2]);
    expect(call('Set', ['a', 5], scope)).toBeUndefined();
    call('Set', ['a', 'hidden', true], scope);
    call('MirrorComponentValues', [['a1'], ['b1']], scope);
    call('RequestDataProviderUpdate', [], scope);
    call('RequestDataProviderUpdate', [['Lesions', ''], 'Findings'], scope);
    expect(calls).toEqual([
      ['get', 'size', undefined],
      ['get', 'size', 'displayValue'],
      ['getDynamicAll', 'lesions_*_size', undefined],
      ['set', 'a', 5],
      ['set', 'a', 'hidden', true],
      ['mirror', ['a1'], ['b1']],
      ['requestProviderUpdate', undefined],
      ['requestProviderUpdate', ['Lesions', 'Findings']],
    ]);
  });

  it('IsEvent and StateChangeReasonIs read the current event', () => {
    const scope = testScope({ host: recordingHost({ reason: 'click', source: 'calc' }).host });
    expect(call('IsEvent', ['click'], scope)).toBe(true);
    expect(call('IsEvent', ['click', 'calc'], scope)).toBe(true);
    expect(call('IsEvent', ['click', 'other'], scope)).toBe(false);
    expect(call('IsEvent', ['init'], scope)).toBe(false);
    expect(call('StateChangeReasonIs', ['init', 'click'], scope)).toBe(true);
    expect(call('StateChangeReasonIs', [['init', 'userInput']], scope)).toBe(false);
    const noEvent = testScope({ host: recordingHost().host });
    expect(call('IsEvent', ['init'], noEvent)).toBe(false);
    expect(call('StateChangeReasonIs', ['init'], noEvent)).toBe(false);
  });
});
