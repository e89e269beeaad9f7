/**
 * The release notes of Formwright's own versions (the /help page). Only versions this product has
 * shipped are listed: the version numbers of the product the specification describes are not ours.
 */

/** One released version and what it brought. */
export interface ReleaseNote {
  readonly version: string;
  /** The release date, ISO yyyy-mm-dd. */
  readonly date: string;
  readonly changes: readonly string[];
}

/** Our versions, newest first. The first entry must match the version text file. */
export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    version: '0.1.0',
    date: '2026-11-27',
    changes: [
      'The form runtime: every component of the form specification, the calculation, the report output, diagnostic codes and scripts.',
      'The command line: validate, run, test, build and serve forms; import openEHR templates.',
      'The designer: sign-in, the form list with folders, the editor with completion, hover help, a live preview and its tabs, form tests, build, share and export.',
      'The server: forms with versions, folders, builds, sharing, public previews, data providers, users and sites on SQLite or PostgreSQL.',
    ],
  },
];
