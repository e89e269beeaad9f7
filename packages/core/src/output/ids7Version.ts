import {
  createDiagnostic,
  type Diagnostic,
  type DiagnosticInit,
  type SourceRange,
  type SpecPath,
} from '../diagnostics';

/**
 * The IDS7 version a built form needs (docs/outputs.md#the-required-ids7-version): 22.1 by default; 23.1 if a template field has a
 * Destination; 24.2 with reportVersion v2; 26.2 with sectioned output; 27.1 with a findings provider; 27.2
 * with diagnostic codes; and an upper bound of 26.2 with a lesion-tracking provider.
 */

/** What decides the required version. */
export interface Ids7Features {
  readonly hasDestination?: boolean;
  readonly reportVersion?: 'v1' | 'v2';
  readonly sectionedOutput?: boolean;
  readonly findingsProvider?: boolean;
  readonly diagnosticCodes?: boolean;
  readonly lesionTrackingProvider?: boolean;
}

/** The required range: at least `min`, and at most `max` when a feature caps it. */
export interface Ids7Requirement {
  readonly min: string;
  readonly max?: string;
  /** True when min exceeds max: no IDS7 version runs the form (for example codes with lesion tracking). */
  readonly impossible: boolean;
}

const RULES: readonly (readonly [keyof Ids7Features, string])[] = [
  ['hasDestination', '23.1'],
  ['reportVersion', '24.2'],
  ['sectionedOutput', '26.2'],
  ['findingsProvider', '27.1'],
  ['diagnosticCodes', '27.2'],
];

/** Compares dotted versions numerically (`26.2` < `27.1`). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The IDS7 version range a form with these features needs. */
export function requiredIds7Version(f: Ids7Features): Ids7Requirement {
  let min = '22.1';
  for (const [key, version] of RULES) {
    const on = key === 'reportVersion' ? f.reportVersion === 'v2' : Boolean(f[key]);
    if (on && compareVersions(version, min) > 0) min = version;
  }
  if (!f.lesionTrackingProvider) return { min, impossible: false };
  const max = '26.2';
  return { min, max, impossible: compareVersions(min, max) > 0 };
}

/** The spec facts the features are read from. */
export interface Ids7SpecFacts {
  readonly metadata: { readonly reportVersion: 'v1' | 'v2' };
  readonly reportOutput: readonly { readonly sectionId?: string }[];
  readonly diagnosticCodes?: { readonly codeGroups?: unknown; readonly calculatedCodeGroups?: unknown };
  readonly dataSources: readonly string[];
}

/**
 * Reads the features from a spec and its template fields. The providers are the built-in `Findings` and
 * `LesionTracking` (specification/providers.ts); diagnostic codes count when codeGroups or calculatedCodeGroups hold
 * anything.
 */
export function ids7FeaturesOf(
  spec: Ids7SpecFacts,
  templateFields: readonly { readonly Destination: string }[],
): Ids7Features {
  const has = (v: unknown): boolean =>
    v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  return {
    hasDestination: templateFields.some((t) => t.Destination !== ''),
    reportVersion: spec.metadata.reportVersion,
    sectionedOutput: spec.reportOutput.some((r) => typeof r.sectionId === 'string' && r.sectionId !== ''),
    findingsProvider: spec.dataSources.includes('Findings'),
    diagnosticCodes: has(spec.diagnosticCodes?.codeGroups) || has(spec.diagnosticCodes?.calculatedCodeGroups),
    lesionTrackingProvider: spec.dataSources.includes('LesionTracking'),
  };
}

/** How the diagnostic names each feature that raises the minimum version. */
const FEATURE_NAMES: Readonly<Record<string, string>> = {
  hasDestination: 'a free-field destination',
  reportVersion: 'reportVersion v2',
  sectionedOutput: 'sectioned output',
  findingsProvider: 'the Findings provider',
  diagnosticCodes: 'diagnostic codes',
};

/**
 * The 'ids7-impossible' warning when no IDS7 version can run the form (the LesionTracking provider caps it
 * at 26.2 while other features need later versions), naming both sides; none otherwise. A warning, not an
 * error: the form itself is valid and renders, but no IDS7 installation can host it as it is. It points at
 * `capSite`, where the capping provider is named (see {@link lesionTrackingSite}), else has no position.
 */
export function ids7Diagnostics(
  f: Ids7Features,
  capSite: Pick<DiagnosticInit, 'range' | 'origin' | 'path' | 'componentId' | 'property'> = {
    path: ['Metadata'],
    origin: 'none',
  },
): Diagnostic[] {
  const req = requiredIds7Version(f);
  if (!req.impossible || req.max === undefined) return [];
  const max = req.max;
  const needs = RULES.filter(([key, version]) => {
    const on = key === 'reportVersion' ? f.reportVersion === 'v2' : Boolean(f[key]);
    return on && compareVersions(version, max) > 0;
  }).map(([key, version]) => `${FEATURE_NAMES[key] ?? key} ${version}`);
  return [
    createDiagnostic('ids7-impossible', {
      params: { min: req.min, max, needs: needs.join(', '), caps: 'the LesionTracking provider' },
      ...capSite,
    }),
  ];
}

/** A dataarg's provider: its first dotted segment (as specification/providers.ts reads it). */
const providerOfDataarg = (dataarg: string): string => dataarg.split('.')[0]?.trim() ?? '';

/**
 * Where a form names the LesionTracking provider that caps the IDS7 version: the first component whose
 * dataarg reads from it, else the Metadata entry that lists it (when the model keeps Metadata places),
 * else no position.
 */
export function lesionTrackingSite(
  all: readonly {
    readonly id: string;
    readonly explicitId: boolean;
    readonly props: Readonly<Record<string, unknown>>;
    readonly path: SpecPath;
    readonly propRanges: Readonly<Record<string, SourceRange>>;
  }[],
  metadataRange: (key: string) => SourceRange | undefined,
): Pick<DiagnosticInit, 'range' | 'origin' | 'path' | 'componentId' | 'property'> {
  for (const node of all) {
    const dataarg = node.props.dataarg;
    const range = node.propRanges.dataarg;
    if (typeof dataarg === 'string' && providerOfDataarg(dataarg) === 'LesionTracking' && range) {
      return {
        range,
        origin: 'spec',
        path: [...node.path, 'dataarg'],
        property: 'dataarg',
        ...(node.explicitId ? { componentId: node.id } : {}),
      };
    }
  }
  for (const key of ['explicitDataSources', 'forwardProviders']) {
    const range = metadataRange(key);
    if (range) return { range, origin: 'spec', path: ['Metadata', key] };
  }
  return { path: ['Metadata'], origin: 'none' };
}
