/**
 * The preview's provider data from the structured-data answer (docs/rest.md: GetStructuredData
 * answers propValues, a map of provider name to properties, "converted to provider results"). A provider's
 * properties become a one-item providerData list (docs/embedding.md: a list whose first item holds the
 * properties); a list is taken as it is; a provider with nothing to give is left out, so the preview gets
 * no empty results.
 */
export function providerResults(
  propValues: Readonly<Record<string, unknown>>,
): { providerName: string; providerData: unknown[] }[] {
  return Object.entries(propValues).flatMap(([providerName, value]) => {
    if (Array.isArray(value)) return value.length > 0 ? [{ providerName, providerData: value }] : [];
    if (value !== null && typeof value === 'object' && Object.keys(value).length > 0)
      return [{ providerName, providerData: [value] }];
    return [];
  });
}
