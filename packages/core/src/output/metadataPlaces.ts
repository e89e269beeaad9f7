import type { DiagnosticInit, SourceRange } from '../diagnostics';
import type { FormSpec } from '../specification';

/**
 * The range of the first of `keys` the spec has a place for (`spec.metadataRanges`: a Metadata key, or
 * `defaults.<key>` for an entry of Metadata.defaults), or undefined.
 */
export function metadataRange(spec: FormSpec, ...keys: readonly string[]): SourceRange | undefined {
  // A model built by hand (tests, older callers) may lack the places: it then has no positions.
  const ranges: Readonly<Record<string, SourceRange>> | undefined = spec.metadataRanges;
  if (!ranges) return undefined;
  for (const key of keys) {
    const range = ranges[key];
    if (range) return range;
  }
  return undefined;
}

/**
 * The place of an entry of Metadata.defaults for a diagnostic: the entry itself, else the defaults map,
 * else no position (origin 'none') when the model has no place for either.
 */
export function metadataDefaultPlace(
  spec: FormSpec,
  key: string,
): Pick<DiagnosticInit, 'range' | 'origin' | 'path'> {
  const path = ['Metadata', 'defaults', key];
  const range = metadataRange(spec, `defaults.${key}`, 'defaults');
  return range ? { range, origin: 'spec', path } : { origin: 'none', path };
}
