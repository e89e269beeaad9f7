import { describe, expect, it } from 'vitest';
import { PREVIEW_DEBOUNCE_MS, previewDelay } from './usePreview';

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
