import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED, generateValidatorsModule } from '../../server/validators';
import { schemaKey } from './schemaKey';

describe('the precompiled validators of the parse chunk', () => {
  it('are current: regenerating them from core schemas gives the committed file', async () => {
    const fresh = await generateValidatorsModule();
    // When this fails, core's schemas changed: run `npx tsx apps/runtime/server/validators.ts`.
    expect(readFileSync(GENERATED, 'utf8') === fresh).toBe(true);
  }, 60_000);

  it('hold no runtime compilation: no new Function and no eval', () => {
    const text = readFileSync(GENERATED, 'utf8');
    expect(text).not.toMatch(/new Function|\beval\(/);
    expect(text).not.toMatch(/\brequire\(/);
  });
});

describe('schemaKey', () => {
  it('is the same for equal schemas and differs when a schema changes', () => {
    expect(schemaKey({ type: 'object', properties: { a: { type: 'string' } } })).toBe(
      schemaKey({ type: 'object', properties: { a: { type: 'string' } } }),
    );
    expect(schemaKey({ type: 'string' })).not.toBe(schemaKey({ type: 'number' }));
  });
});
