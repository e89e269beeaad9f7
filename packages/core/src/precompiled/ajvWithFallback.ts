/**
 * Stands in for ajv in the designer (apps/designer/vite.config.ts aliases `ajv` to
 * `@formwright/core/precompiled-ajv/with-fallback`, this file). The server's Content-Security-Policy forbids
 * `new Function`, which ajv's compiler needs, so schemas are served by the validators compiled ahead of
 * time (ajvPrecompiled.ts). A schema missing there (the generated file is stale) falls back to compiling,
 * which works only where the page allows it (vite dev and preview), and says so in the console.
 */
import Ajv, { type Options } from 'ajv/dist/ajv.js';
import PrecompiledAjv from './ajvPrecompiled';

type Validate = ReturnType<PrecompiledAjv['compile']>;

/** The page's console (core is typed without the DOM or Node). */
declare const console: { warn(message: string): void };

export default class DesignerAjv {
  private readonly precompiled: PrecompiledAjv;
  private compiler: Ajv | undefined;

  constructor(private readonly options?: Options) {
    this.precompiled = new PrecompiledAjv(options);
  }

  compile(schema: unknown): Validate {
    try {
      return this.precompiled.compile(schema);
    } catch (error) {
      console.warn(String(error instanceof Error ? error.message : error));
      this.compiler ??= new Ajv(this.options);
      return this.compiler.compile(schema as object) as Validate;
    }
  }
}
