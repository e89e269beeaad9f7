import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { ActionLog } from './actionLog';
import { parseOnce, PREVIEW_DEBOUNCE_MS, previewDelay, previewWait, sameForm } from './usePreview';

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

describe('the wait before a parse', () => {
  it('is none after a pause: a keystroke after the last parse has settled is parsed at once', () => {
    expect(previewWait(1000, 0, 20)).toBe(0);
    expect(previewWait(1000, Number.NEGATIVE_INFINITY, 0)).toBe(0);
  });

  it('lasts until previewDelay after the last parse while typing goes on', () => {
    expect(previewWait(1010, 1000, 20)).toBe(PREVIEW_DEBOUNCE_MS - 10);
    // A parse and store of 300 ms: the next waits 300 ms after it ended.
    expect(previewWait(1100, 1000, 300)).toBe(200);
  });
});

describe('the same-form check', () => {
  const form = (extra: string, label = 'Size') =>
    parseSpec(
      `Metadata:\n  lang: en\n  title: T\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Number:\n      id: size\n      label: ${label}\n${extra}`,
    ).runnable!;

  it('is equal when only a trailing comment changed, so the store and its values are kept', () => {
    expect(sameForm(form('# a'), form('# ab'))).toBe(true);
    expect(sameForm(form(''), form('\n\n# a comment'))).toBe(true);
  });

  it('differs when a property changes', () => {
    expect(sameForm(form('', 'Size'), form('', 'Width'))).toBe(false);
  });

  it('differs when a component moves to another line (error lines and Ctrl+Alt+click read positions)', () => {
    const moved = parseSpec(
      `# moved\nMetadata:\n  lang: en\n  title: T\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Number:\n      id: size\n      label: Size\n`,
    ).runnable!;
    expect(sameForm(form(''), moved)).toBe(false);
  });
});

describe('one parse per text', () => {
  const yaml =
    'Metadata:\n  lang: en\n  title: T\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Number:\n      id: size\n';
  const input = (names: string[], providerData?: unknown) => ({
    yaml,
    script: '',
    providerNames: names,
    log: new ActionLog(),
    providerData,
  });

  it('reuses the last parse when only the provider data changed (it arrives after the first parse)', () => {
    const last = { current: undefined };
    const first = parseOnce(last, input(['a']));
    expect(parseOnce(last, input(['a'], [{ x: 1 }]))).toBe(first);
  });

  it('parses again when the provider names or the text change', () => {
    const last = { current: undefined };
    const first = parseOnce(last, input(['a']));
    const second = parseOnce(last, input(['a', 'b']));
    expect(second).not.toBe(first);
    expect(parseOnce(last, { ...input(['a', 'b']), yaml: `${yaml}# c\n` })).not.toBe(second);
  });
});
