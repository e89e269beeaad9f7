// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import versionFile from '../../../../public/version.txt?raw';
import ReleaseNotesPage from './ReleaseNotesPage';
import { RELEASE_NOTES } from './releaseNotes';

describe('the release notes page', () => {
  afterEach(cleanup);

  it('lists our own versions newest first, the newest being the version text file’s version', () => {
    expect(RELEASE_NOTES[0]?.version).toBe(versionFile.split('\n')[0]?.trim());
    const ordered = [...RELEASE_NOTES].sort((a, b) => b.date.localeCompare(a.date));
    expect(ordered).toEqual(RELEASE_NOTES);
  });

  it('shows a heading per version with its changes', () => {
    render(<ReleaseNotesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Release notes' })).toBeTruthy();
    for (const note of RELEASE_NOTES) {
      const section = screen.getByRole('region', { name: new RegExp(`Version ${note.version}`) });
      expect(section.querySelectorAll('li')).toHaveLength(note.changes.length);
    }
  });
});
