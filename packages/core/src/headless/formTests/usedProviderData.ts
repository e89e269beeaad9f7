import { providerOf, type FormSpec } from '../../specification';

/** The fields each provider gives the form: a dataarg's path after the provider's name. */
function fieldsRead(spec: FormSpec): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  const add = (provider: string, field: string | undefined) => {
    const set = fields.get(provider) ?? new Set<string>();
    if (field) set.add(field);
    fields.set(provider, set);
  };
  for (const node of spec.byId.values()) {
    const dataarg = node.props.dataarg;
    if (typeof dataarg !== 'string' || dataarg.trim() === '') continue;
    const provider = providerOf(dataarg);
    const rest = dataarg.trim().slice(provider.length + 1);
    // The field's first segment: a nested path (`Lab.values.crp`) keeps the whole object it lives in.
    add(provider, rest.split('.')[0]);
  }
  return fields;
}

/**
 * The part of provider data (`{results: [...]}` or the bare list) a form uses, for a recorded scenario
 * (docs/form-tests.md#recording-in-the-designer): only the providers its dataargs and Metadata
 * (`forwardProviders`, `explicitDataSources`) name, and of those only the fields its dataargs read, unless
 * the form has a script (the data-retrieve event hands the script the whole answer, so a used provider is
 * kept whole). Anything that is not provider data is returned as it is.
 */
export function usedProviderData(spec: FormSpec, data: unknown, hasScript: boolean): unknown {
  const results = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && Array.isArray((data as { results?: unknown }).results)
      ? ((data as { results: unknown[] }).results as unknown[])
      : undefined;
  if (!results) return data;
  const read = fieldsRead(spec);
  const named = new Set([
    ...read.keys(),
    ...(spec.metadata.forwardProviders ?? []),
    ...(spec.metadata.explicitDataSources ?? []),
  ]);
  const kept = results.flatMap((r) => {
    if (typeof r !== 'object' || r === null) return [];
    const name = (r as { providerName?: unknown }).providerName;
    if (typeof name !== 'string' || !named.has(name)) return [];
    const fields = read.get(name);
    const rows = (r as { providerData?: unknown }).providerData;
    if (hasScript || !fields || !Array.isArray(rows)) return [r];
    return [
      {
        ...r,
        providerData: rows.map((row: unknown) =>
          typeof row === 'object' && row !== null
            ? Object.fromEntries(
                Object.entries(row).filter(([k]) => fields.has(k) || fields.has(k.split('.')[0]!)),
              )
            : row,
        ),
      },
    ];
  });
  return Array.isArray(data) ? kept : { ...(data as object), results: kept };
}
