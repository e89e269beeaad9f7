import { describe, expect, it } from 'vitest';
import type { HelperHost } from '../contract';
import { call, testScope } from '../testing/testScope';

function cookieHost(): { host: HelperHost; jar: Map<string, unknown> } {
  const jar = new Map<string, unknown>();
  const host = {
    cookie: (name: string, ...value: unknown[]) =>
      value.length > 0 ? void jar.set(name, value[0]) : jar.get(name),
  } as unknown as HelperHost;
  return { host, jar };
}

describe('Cookie', () => {
  it.each([[true], [12.5], ['text'], ['']])('stores %j through the host and returns it', (value) => {
    const { host, jar } = cookieHost();
    expect(call('Cookie', ['c', value], testScope({ host }))).toBe(value);
    expect(jar.get('c')).toBe(value);
    expect(call('Cookie', ['c'], testScope({ host }))).toBe(value);
  });

  it.each([[undefined], [null], [[1]], [{ a: 1 }]])('throws the catalogue message for %j', (value) => {
    expect(() => call('Cookie', ['c', value])).toThrow(
      new Error('Cookie values must be boolean, number or string'),
    );
  });

  it('reads empty without a host and returns written values anyway', () => {
    expect(call('Cookie', ['c'])).toBeUndefined();
    expect(call('Cookie', ['c', 3])).toBe(3);
  });
});
