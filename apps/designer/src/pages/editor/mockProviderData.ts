/**
 * A mock provider's test data as the runtime takes it (runtime.md: providerData is a list whose first item
 * holds the properties): an object of properties becomes a one-item list, a list is taken as it is. Test
 * data that is empty or not JSON gives nothing, so the preview gets no empty provider results.
 */
export function mockProviderData(mockData: string): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(mockData);
  } catch {
    return undefined; // not JSON: its page says so
  }
  if (Array.isArray(parsed)) return parsed.length > 0 ? parsed : undefined;
  if (parsed !== null && typeof parsed === 'object' && Object.keys(parsed).length > 0) return [parsed];
  return undefined;
}
