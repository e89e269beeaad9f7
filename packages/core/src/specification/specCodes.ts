import type { DiagnosticCode } from '../diagnostics';

/**
 * The diagnostic codes the specification parser itself produces (the formula checker adds its own). The
 * reference page lists them and the table test covers each one.
 */
export const SPEC_CODES = [
  'fatal-parse',
  'exception-while-parsing',
  'invalid-yaml-tab',
  'yaml-mistake',
  'no-metadata',
  'no-components',
  'no-report-output',
  'property-not-allowed',
  'missing-property',
  'invalid-type',
  'invalid-enum',
  'invalid-value',
  'value-clamped',
  'unknown-component',
  'unknown-component-structure',
  'invalid-identifier',
  'unallowed-identifier',
  'duplicate-id',
  'undefined-provider',
  'provider-conflict',
  'sectioned-output',
  'summary-item-text',
  'option-empty',
  'choice-no-options',
  'option-duplicate',
  'option-object',
  'invalid-regex',
  'tab-spec',
  'list-in-list',
  'unknown-default-key',
  'invalid-default-value',
  'empty-dataarg',
  'default-texts-fallback',
] as const satisfies readonly DiagnosticCode[];
