import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  ids7Diagnostics,
  ids7FeaturesOf,
  requiredIds7Version,
  type Ids7Features,
} from './ids7Version';

describe('requiredIds7Version', () => {
  it.each<[string, Ids7Features, string, string | undefined, boolean]>([
    ['nothing special', {}, '22.1', undefined, false],
    ['a template field with a Destination', { hasDestination: true }, '23.1', undefined, false],
    ['reportVersion v2', { reportVersion: 'v2' }, '24.2', undefined, false],
    ['reportVersion v1', { reportVersion: 'v1' }, '22.1', undefined, false],
    ['sectioned output', { sectionedOutput: true, reportVersion: 'v2' }, '26.2', undefined, false],
    ['a findings provider', { findingsProvider: true }, '27.1', undefined, false],
    ['diagnostic codes', { diagnosticCodes: true, hasDestination: true }, '27.2', undefined, false],
    [
      'a lesion-tracking provider',
      { lesionTrackingProvider: true, sectionedOutput: true },
      '26.2',
      '26.2',
      false,
    ],
    [
      'lesion tracking with codes (impossible)',
      { lesionTrackingProvider: true, diagnosticCodes: true },
      '27.2',
      '26.2',
      true,
    ],
  ])('%s', (_n, features, min, max, impossible) => {
    expect(requiredIds7Version(features)).toEqual({ min, ...(max ? { max } : {}), impossible });
  });

  it('compares versions numerically', () => {
    expect(compareVersions('26.10', '26.2')).toBeGreaterThan(0);
    expect(compareVersions('22.1', '22.1')).toBe(0);
  });

  it('reads the features from the spec', () => {
    const f = ids7FeaturesOf(
      {
        metadata: { reportVersion: 'v2' },
        reportOutput: [{ sectionId: 'a' }],
        diagnosticCodes: { codeGroups: [] },
        dataSources: ['Findings'],
      },
      [{ Destination: '' }],
    );
    expect(f).toEqual({
      hasDestination: false,
      reportVersion: 'v2',
      sectionedOutput: true,
      findingsProvider: true,
      diagnosticCodes: false,
      lesionTrackingProvider: false,
    });
  });
});

describe('ids7Diagnostics', () => {
  it('warns when no version can run the form, naming what needs more and what caps it', () => {
    const ds = ids7Diagnostics({
      lesionTrackingProvider: true,
      diagnosticCodes: true,
      findingsProvider: true,
    });
    expect(ds.map((d) => [d.code, d.severity, d.origin, d.message])).toEqual([
      [
        'ids7-impossible',
        'warning',
        'none',
        'No IDS7 version can run this form: it needs at least 27.2 (the Findings provider 27.1, diagnostic codes 27.2) but at most 26.2 (the LesionTracking provider)',
      ],
    ]);
  });

  it.each<[string, Ids7Features]>([
    ['lesion tracking alone', { lesionTrackingProvider: true, sectionedOutput: true, reportVersion: 'v2' }],
    ['codes without lesion tracking', { diagnosticCodes: true }],
  ])('says nothing when a version fits (%s)', (_name, features) => {
    expect(ids7Diagnostics(features)).toEqual([]);
  });
});
