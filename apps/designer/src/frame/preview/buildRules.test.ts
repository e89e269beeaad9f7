import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { hasBuild, requiredVersionOf, selectAll } from './buildRules';

const v = (Version: number, BuildNumber: number | null) => ({ Id: 'x', Version, BuildNumber });

describe('the Build tab rules', () => {
  it('lets only versions without a build be checked; select-all skips a latest row with a build', () => {
    const versions = [v(3, 12), v(2, null), v(1, null)];
    expect(hasBuild(versions[0]!)).toBe(true);
    expect(selectAll(versions)).toEqual([2, 1]);
    expect(selectAll([v(3, null), v(2, 5)])).toEqual([3]);
  });

  it('asks IDS7 22.1 of a plain form and 24.2 of a v2 report', () => {
    const base = (extra: string) =>
      parseSpec(
        `Metadata:\n  lang: en\n  title: T\n  description: D\n${extra}ReportOutput:\n  - text: x\nComponents:\n  - Text:\n      id: t\n      label: T\n`,
      ).runnable!;
    expect(requiredVersionOf(base('')).min).toBe('22.1');
    expect(requiredVersionOf(base('  reportVersion: v2\n')).min).toBe('24.2');
  });

  it('asks IDS7 23.1 of a form whose template field has a Destination (a free field)', () => {
    const spec = parseSpec(
      'Metadata:\n  lang: en\n  title: T\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Text:\n      id: t\n      label: T\n      freeField:\n        id: ff1\n',
    ).runnable!;
    expect(requiredVersionOf(spec).min).toBe('23.1');
  });
});
