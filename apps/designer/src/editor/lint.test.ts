import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { toCmDiagnostics } from './lint';

const SPEC = [
  'Metadata:',
  '  lang: en',
  '  title: T',
  '  description: D',
  'ReportOutput:',
  "  - text: '{size}'",
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
  '      colour: red',
].join('\n');

describe('lint markers', () => {
  it("maps each of the core's diagnostics one for one, at its offsets", () => {
    const { diagnostics } = parseSpec(SPEC);
    const markers = toCmDiagnostics(diagnostics, SPEC.length);
    expect(markers).toHaveLength(diagnostics.length);
    const error = diagnostics.find((d) => d.severity === 'error');
    expect(error?.line).toBe(11);
    const marker = markers.find((m) => m.severity === 'error');
    expect(marker?.from).toBe(error?.from);
    expect(marker?.message).toContain(error?.message ?? '?');
    expect(marker?.message).toContain(error?.code ?? '?');
  });

  it('clamps markers to a document that has become shorter', () => {
    const { diagnostics } = parseSpec(SPEC);
    for (const m of toCmDiagnostics(diagnostics, 10)) expect(m.to).toBeLessThanOrEqual(10);
  });

  it('leaves out findings about the script', () => {
    const script = { ...parseSpec(SPEC).diagnostics[0]!, origin: 'script' as const };
    expect(toCmDiagnostics([script], SPEC.length)).toEqual([]);
  });
});
