/**
 * Data providers every form may read from without registering them (docs/specification.md#data-providers, docs/specification.md#top-level): a
 * dataarg's first dotted segment must name one of these, a provider the designer registered
 * (`parseSpec(text, { knownProviders })`), a Metadata.forwardProviders entry or a
 * Metadata.explicitDataSources entry.
 *
 * - GenericDataProvider: the product's generic provider (docs/specification.md#data-providers: "a provider named GenericDataProvider is special").
 * - Patient, Exam, User: the context the viewer hands every form (provider request body: patient, exam, user).
 * - Findings: the findings provider (IDS7 27.1 or later).
 * - LesionTracking: the lesion-tracking provider (IDS7 up to 26.2); it cannot be combined with Findings.
 */
export const BUILTIN_PROVIDERS: readonly string[] = Object.freeze([
  'GenericDataProvider',
  'Patient',
  'Exam',
  'User',
  'Findings',
  'LesionTracking',
]);

/** Provider pairs that cannot be used in one form ('Can not use both … -provider', docs/diagnostics.md#diagnostics). */
export const CONFLICTING_PROVIDERS: readonly (readonly [string, string])[] = Object.freeze([
  Object.freeze(['LesionTracking', 'Findings'] as const),
]);

/** The provider a dataarg reads from: its first dotted segment (`Patient.name` → `Patient`). */
export function providerOf(dataarg: string): string {
  const dot = dataarg.indexOf('.');
  return (dot < 0 ? dataarg : dataarg.slice(0, dot)).trim();
}
