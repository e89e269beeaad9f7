import { describe, expect, it } from 'vitest';
import { providerUrlProblem } from './providers';
import { isLinkLocal } from './structuredData';

// Issue 22 item 5: a provider Url an author saves cannot choose the request path or carry credentials.
describe('providerUrlProblem', () => {
  it.each([
    ['https://fhir.example/api', null],
    ['http://fhir.example:8080/base/', null],
    ['ftp://fhir.example/api', 'must start with http:// or https://'],
    ['file:///etc/passwd', 'must start with http:// or https://'],
    ['javascript:alert(1)', 'must start with http:// or https://'],
    ['fhir.example/api', 'absolute http:// or https:// address'],
    ['', 'absolute http:// or https:// address'],
    ['https://user:pw@fhir.example/api', 'user name or password'],
    ['https://user@fhir.example/api', 'user name or password'],
    ['https://@fhir.example/api', 'user name or password'],
    ['https://fhir.example/api?x=', 'query'],
    ['https://fhir.example/api?', 'query'],
    ['https://fhir.example/admin#', 'fragment'],
    ['https://fhir.example/api#/other/path', 'fragment'],
  ])('%s', (url, expected) => {
    const problem = providerUrlProblem(url);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });
});

describe('isLinkLocal', () => {
  it.each([
    ['169.254.169.254', true],
    ['169.254.0.1', true],
    ['::ffff:169.254.169.254', true],
    ['[fe80::1]', true],
    ['fe80::abcd', true],
    ['fd00:ec2::254', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['::1', false],
    ['2001:db8::1', false],
  ])('%s → %s', (address, expected) => {
    expect(isLinkLocal(address)).toBe(expected);
  });
});
