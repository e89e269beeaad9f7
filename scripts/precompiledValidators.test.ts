// The validators core precompiles at build time (packages/core/scripts/validators.ts; not committed, issue
// 21 item 3): what the generator writes serves every schema core compiles, and compiles nothing at run time.
import { describe, expect, it } from 'vitest';
import { coreSchemas, generateValidatorsModule, schemasLine } from '../packages/core/scripts/validators';
import { schemaKey } from '../packages/core/src/precompiled/schemaKey';

describe('the precompiled validators of the parse chunk', () => {
  let text: string;
  const generated = async (): Promise<string> => (text ??= await generateValidatorsModule());

  it('serve every schema core compiles, and name them in the header the build checks', async () => {
    const fresh = await generated();
    const schemas = coreSchemas();
    expect(schemas.length).toBeGreaterThan(10);
    for (const schema of schemas) expect(fresh).toContain(`export const ${schemaKey(schema)} =`);
    expect(fresh).toContain(schemasLine(schemas));
  }, 60_000);

  it('hold no runtime compilation: no new Function and no eval', async () => {
    const fresh = await generated();
    expect(fresh).not.toMatch(/new Function|\beval\(/);
    expect(fresh).not.toMatch(/\brequire\(/);
  }, 60_000);
});

describe('schemaKey', () => {
  it('is the same for equal schemas and differs when a schema changes', () => {
    expect(schemaKey({ type: 'object', properties: { a: { type: 'string' } } })).toBe(
      schemaKey({ type: 'object', properties: { a: { type: 'string' } } }),
    );
    expect(schemaKey({ type: 'string' })).not.toBe(schemaKey({ type: 'number' }));
  });
});
