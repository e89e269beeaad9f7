/**
 * Stands in for ajv inside the runtime's parse chunk (apps/runtime/vite.lazy.config.ts aliases `ajv` to
 * `@formwright/core/precompiled-ajv`, this file) and, with a fallback, in the designer (ajvWithFallback.ts). Core asks ajv to
 * compile a schema; this answers with the validator compiled ahead of time for that exact schema
 * (validators.generated.js, ajv standalone code), found by {@link schemaKey}. Nothing is compiled in the
 * browser, so no `new Function` runs and the chunk works under `script-src 'self'`.
 */
import * as generated from './validators.generated.js';
import { schemaKey } from './schemaKey';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

const validators = generated as unknown as Readonly<Record<string, Validate>>;

/** The message when core asks for a schema the generated module lacks (it is stale). */
export const STALE_VALIDATORS =
  'Formwright: no precompiled validator for a schema core uses; regenerate packages/core/src/precompiled/validators.generated.js (npm run validators -w @formwright/core)';

/** The part of ajv's API core uses: construct with options, `compile(schema)`. */
export default class PrecompiledAjv {
  constructor(_options?: unknown) {}

  compile(schema: unknown): Validate {
    const validate = validators[schemaKey(schema)];
    if (!validate) throw new Error(STALE_VALIDATORS);
    return validate;
  }
}
