/**
 * The preview's findings: the parse's, and where the site's provider test data is at hand (the Data
 * providers screen's, as the preview gets it) a warning for every dataarg naming a field that data lacks
 * (core's checkProviderFields, 'dataarg-field-missing'): validation alone cannot know a site's data.
 */
import { checkProviderFields, type Diagnostic, type FormSpec } from '@formwright/core/authoring';

/** The parse's diagnostics with the provider-field warnings merged in, sorted by line and column. */
export function previewDiagnostics(
  parsed: { readonly diagnostics: readonly Diagnostic[]; readonly runnable?: FormSpec },
  providerData: unknown,
): readonly Diagnostic[] {
  if (!parsed.runnable) return parsed.diagnostics;
  const extra = checkProviderFields(parsed.runnable, providerData);
  if (extra.length === 0) return parsed.diagnostics;
  return [...parsed.diagnostics, ...extra].sort((a, b) => a.line - b.line || a.column - b.column);
}
