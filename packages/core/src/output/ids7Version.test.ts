import { describe, expect, it } from 'vitest';
import { compareVersions, ids7FeaturesOf, requiredIds7Version, type Ids7Features } from './ids7Version';

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
