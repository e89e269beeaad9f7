import type { Diagnostic } from '../diagnostics';
import type { FormSpec } from './model';

/**
 * Compiles every formula and text template of a validated spec and reports errors with component,
 * property, line and column. (Filled in by the expression-language work.)
 */
export function checkFormulas(_spec: FormSpec, _diagnostics: Diagnostic[]): void {}
