import type { ComponentDefinition } from '../../components/definition';
import type { Diagnostic } from '../../diagnostics';
import type { FormSpec } from '../model';

/**
 * The compiled form (docs/architecture.md#entry-points): a validated specification as plain JSON, made once by the
 * authoring side (`compileSpec`) and loaded by the runtime (`loadCompiledSpec`) without YAML, ajv or
 * the definitions' help texts. docs/architecture.md describes the format.
 */

/** The `format` marker of every compiled form. */
export const COMPILED_SPEC_FORMAT = 'formwright-compiled-form';

/** The format version this code writes and reads; a change of the shape below raises it. */
export const COMPILED_SPEC_VERSION = 1;

/** A FormSpec without its indexes (`byId`, `all`), which the loader rebuilds from the component tree. */
export type SerializedSpec = Omit<FormSpec, 'byId' | 'all'>;

/** A compiled form: plain JSON (`JSON.stringify` writes it, `JSON.parse` reads it back unchanged). */
export interface CompiledSpec {
  readonly format: typeof COMPILED_SPEC_FORMAT;
  readonly version: number;
  readonly spec: SerializedSpec;
  /**
   * What the engine reads of each component type the form uses (property schemas, value kind, derived
   * names), by canonical type name. The prose (descriptions, snippet, example, derived help) is empty.
   */
  readonly definitions: Readonly<Record<string, ComponentDefinition>>;
  /** The warnings of validation, so a build-mode display can still list them. */
  readonly warnings: readonly Diagnostic[];
}
