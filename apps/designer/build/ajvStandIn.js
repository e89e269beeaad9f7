/**
 * Stands in for ajv in the designer's build (vite.config.ts aliases `ajv` here). The server's
 * Content-Security-Policy forbids `new Function`, which ajv's compiler needs, so schemas are served by the
 * validators compiled ahead of time for the runtime's parse chunk (apps/runtime/src/lazy). A schema
 * missing there (the generated file is stale) falls back to compiling, which works only where the page
 * allows it (vite dev and preview), and says so in the console.
 */
import PrecompiledAjv from '../../runtime/src/lazy/ajvPrecompiled.ts';
import Ajv from '../../../packages/core/node_modules/ajv/dist/ajv.js';

export default class DesignerAjv {
  constructor(options) {
    this.options = options;
    this.precompiled = new PrecompiledAjv(options);
    this.compiler = undefined;
  }

  compile(schema) {
    try {
      return this.precompiled.compile(schema);
    } catch (error) {
      console.warn(String(error instanceof Error ? error.message : error));
      this.compiler ??= new Ajv(this.options);
      return this.compiler.compile(schema);
    }
  }
}
