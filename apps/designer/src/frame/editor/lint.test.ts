// @vitest-environment jsdom
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

describe('the quick fix of a misspelled name', () => {
  it('writes the suggested property over the misspelled one', async () => {
    const { EditorState } = await import('@codemirror/state');
    const { EditorView } = await import('@codemirror/view');
    const { quickFix } = await import('./lint');
    const text = 'Components:\n  - Text:\n      id: a\n      lable: b\n';
    const fix = quickFix('Property lable is not allowed (not a property of Text; did you mean label?)');
    expect(fix?.name).toBe('Change to label');
    const view = new EditorView({ state: EditorState.create({ doc: text }) });
    const from = text.indexOf('lable');
    fix?.apply(view, from, from + 5);
    expect(view.state.doc.toString()).toBe(text.replace('lable', 'label'));
    expect(quickFix('No metadata!')).toBeUndefined();
  });
});
