// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { errorLines } from '../../../frame/EditorApp';
import { savedNote, saveWithErrorsConfirm, versionText } from './EditorPage';

describe("the editor's header and save texts", () => {
  it("shows the save-version and the Metadata's major.minor", () => {
    expect(versionText(3, { title: 'Nodules', versionMajor: 1, versionMinor: 2 })).toBe('version 3 (1.2)');
    expect(versionText(3, { title: 'Nodules', versionMajor: undefined, versionMinor: undefined })).toBe(
      'version 3',
    );
    expect(versionText(undefined, undefined)).toBe('not saved yet');
  });

  it('confirms a save with the name and the new version', () => {
    expect(savedNote('Nodules', 4)).toBe('Saved: Nodules, version 4');
  });

  it('warns before saving a text with errors, naming their lines', () => {
    const text = saveWithErrorsConfirm(['line 3: Unknown property labl']);
    expect(text).toContain('line 3: Unknown property labl');
    expect(text).toMatch(/Save it anyway\?$/);
  });

  it('lists only errors (not warnings) for that warning, at most five', () => {
    const d = (severity: 'error' | 'warning', line: number) =>
      ({ severity, line, message: `m${line}` }) as unknown as Parameters<typeof errorLines>[0][number];
    expect(errorLines([d('warning', 1), d('error', 2)])).toEqual(['line 2: m2']);
    expect(errorLines([1, 2, 3, 4, 5, 6, 7].map((n) => d('error', n)))).toHaveLength(5);
  });
});
