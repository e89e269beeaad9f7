import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { PREVIEW_DEBOUNCE_MS, previewDelay, specFingerprint } from './usePreview';

describe('the preview parse delay', () => {
  it.each([
    [0, PREVIEW_DEBOUNCE_MS],
    [30, PREVIEW_DEBOUNCE_MS],
    [250, 250],
    [5000, 800],
  ])('after a parse of %i ms waits %i ms', (cost, delay) => {
    expect(previewDelay(cost)).toBe(delay);
  });
});

describe('the spec fingerprint', () => {
  const form = (extra: string, label = 'Size') =>
    parseSpec(
      `Metadata:\n  lang: en\n  title: T\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Number:\n      id: size\n      label: ${label}\n${extra}`,
    ).runnable!;

  it('is equal when only a trailing comment changed, so the store and its values are kept', () => {
    expect(specFingerprint(form('# a'))).toBe(specFingerprint(form('# ab')));
  });

  it('differs when a property changes', () => {
    expect(specFingerprint(form('', 'Size'))).not.toBe(specFingerprint(form('', 'Width')));
  });

  it('differs when a component moves to another line (error lines and Ctrl+Alt+click read positions)', () => {
    const moved = parseSpec(
      `# moved\nMetadata:\n  lang: en\n  title: T\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Number:\n      id: size\n      label: Size\n`,
    ).runnable!;
    expect(specFingerprint(form(''))).not.toBe(specFingerprint(moved));
  });
});
