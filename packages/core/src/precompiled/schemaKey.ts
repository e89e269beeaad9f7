/**
 * The stable key of a JSON Schema: FNV-1a (32 bit) over its JSON text, with the text's length. The
 * generator of the precompiled validators and the runtime's ajv stand-in both compute it, so the parse
 * chunk finds the validator core asks for without ever compiling one (no `new Function`).
 */
export function schemaKey(schema: unknown): string {
  const text = JSON.stringify(schema);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `v${hash.toString(16).padStart(8, '0')}_${text.length}`;
}
