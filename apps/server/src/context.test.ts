import { describe, expect, it } from 'vitest';
import { signInLimit } from './context';
import { readConfig } from './main';

describe('the sign-in rate limit', () => {
  it.each([
    [{ mode: 'production' as const }, 20],
    [{ mode: 'local' as const }, 1000],
    [{ mode: 'production' as const, signInRateLimit: 5 }, 5],
    [{ mode: 'local' as const, signInRateLimit: 3 }, 3],
  ])('%j allows %i sign-ins a minute', (deps, expected) => {
    expect(signInLimit(deps)).toBe(expected);
  });

  it('is read from SIGNIN_RATE_LIMIT, and a figure that is not a whole number above 0 is refused', () => {
    expect(readConfig({ SIGNIN_RATE_LIMIT: '50' }).signInRateLimit).toBe(50);
    expect(readConfig({}).signInRateLimit).toBeUndefined();
    expect(() => readConfig({ SIGNIN_RATE_LIMIT: 'many' })).toThrow(
      'SIGNIN_RATE_LIMIT must be a whole number above 0, not many',
    );
    expect(() => readConfig({ SIGNIN_RATE_LIMIT: '0' })).toThrow(/SIGNIN_RATE_LIMIT/);
  });
});

describe('the PostgreSQL pool size', () => {
  it('is read from POSTGRES_POOL, and a figure that is not a whole number above 0 is refused', () => {
    expect(readConfig({ POSTGRES_POOL: '4' }).poolSize).toBe(4);
    expect(readConfig({}).poolSize).toBeUndefined();
    expect(() => readConfig({ POSTGRES_POOL: 'lots' })).toThrow(
      'POSTGRES_POOL must be a whole number above 0, not lots',
    );
    expect(() => readConfig({ POSTGRES_POOL: '0' })).toThrow(/POSTGRES_POOL/);
  });
});

describe('the provider hosts allow-list (issue 22 item 5)', () => {
  it('is read from PROVIDER_HOSTS as host or host:port entries, and anything else is refused', () => {
    expect(
      readConfig({ PROVIDER_HOSTS: 'labs.north.example, PACS.north.example:8443' }).providerHosts,
    ).toEqual(['labs.north.example', 'pacs.north.example:8443']);
    expect(readConfig({}).providerHosts).toBeUndefined();
    expect(() => readConfig({ PROVIDER_HOSTS: 'http://labs.example/x' })).toThrow(
      'PROVIDER_HOSTS must list hosts as host or host:port, separated by commas, not http://labs.example/x',
    );
  });
});
