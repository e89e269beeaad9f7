import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { on } from './http';
import { contractViolation, routeFor } from './testing/contractCheck';

describe('answers are serialised by their route schema', () => {
  async function serve(operation: 'getIsUpgrading' | 'getOpenApi', answer: unknown) {
    const app = Fastify();
    on(app, operation, async () => answer as never);
    await app.ready();
    return app.inject({
      method: 'GET',
      url: operation === 'getOpenApi' ? '/api/openapi.json' : '/api/status/isupgrading',
    });
  }

  it('a field the contract does not name never leaves the server', async () => {
    const res = await serve('getIsUpgrading', { IsUpgrading: true, PasswordHash: 'secret' });
    expect(res.json()).toEqual({ IsUpgrading: true });
  });

  it('an object the contract leaves open keeps every field', async () => {
    const res = await serve('getOpenApi', { openapi: '3.1.0', paths: { '/a': { get: {} } } });
    expect(res.json()).toEqual({ openapi: '3.1.0', paths: { '/a': { get: {} } } });
  });

  it('an answer missing a required field fails loudly instead of drifting', async () => {
    const res = await serve('getIsUpgrading', {});
    expect(res.statusCode).toBe(500);
  });
});

describe('the test client checks every answer against the contract', () => {
  it('finds the route of a method and URL without regard to case, optional parameters included', () => {
    expect(routeFor('GET', '/api/status')?.operation).toBe('getStatus');
    expect(routeFor('GET', '/API/STATUS/isUpgrading?x=1')?.operation).toBe('getIsUpgrading');
    expect(routeFor('POST', '/api/status')).toBeUndefined();
    // A static segment wins over a parameter.
    expect(routeFor('GET', '/api/Templates/folder/formwright')?.operation).toBe('getFormwrightFolders');
  });

  it('names the operation and the broken field', () => {
    const json = 'application/json; charset=utf-8';
    expect(contractViolation('GET', '/api/status', 200, json, '{"Status":"OK"}')).toBeUndefined();
    expect(contractViolation('GET', '/api/status', 200, json, '{"Status":"Fine"}')).toMatch(
      /getStatus.*Status must be equal to one of the allowed values/,
    );
    expect(contractViolation('GET', '/api/status', 200, json, '{}')).toMatch(
      /must have required property 'Status'/,
    );
    // Only 200 JSON answers of the table are checked.
    expect(contractViolation('GET', '/api/status', 503, json, '{}')).toBeUndefined();
    expect(contractViolation('GET', '/api/auth/csrf', 200, 'text/plain', 'token')).toBeUndefined();
  });
});
