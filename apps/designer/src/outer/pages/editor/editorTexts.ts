/** The editor screen's texts and the small pure rules of its header and save (docs/designer.md#the-editor). */
import type { ContentPayload } from '../../../protocol/messages';

/** The prompt on leaving with unsaved changes. */
export const LEAVE_CONFIRM =
  'There are unsaved changes, are you really sure you would like to leave without saving changes?';
/** The confirmation before saving over an older version. */
export const NOT_LATEST_CONFIRM =
  'Are you sure you want to save the current changes that are not based on the latest version of the form?';
/** The alert when a save fails. */
export const SAVE_FAILED = 'Save failed';
/** Save's question when the text has errors (the first few listed). */
export function saveWithErrorsConfirm(errors: readonly string[]): string {
  return `The specification has errors:\n${errors.join('\n')}\n\nSave it anyway?`;
}
/** The confirmation a save leaves in the editor's header. */
export function savedNote(name: string, version: number): string {
  return `Saved: ${name}, version ${version}`;
}
/** The editor header's version text: the save-version and, when the Metadata has them, major.minor. */
export function versionText(version: number | undefined, meta: ContentPayload['meta'] | undefined): string {
  const spec = meta?.versionMajor === undefined ? '' : ` (${meta.versionMajor}.${meta.versionMinor ?? 0})`;
  return version === undefined ? `not saved yet${spec}` : `version ${version}${spec}`;
}

/** The banner when an older version is open. */
export const NOT_LATEST_BANNER = 'You are not editing the latest version.';
/** The banner listing other users of the form. */
export function otherUsersBanner(names: readonly string[]): string {
  return `Other user(s) are currently also viewing and or editing this form: ${names.join(', ')}`;
}

/**
 * The folder a new form is saved into: `?folder=ID` on /new, /demo or /fromFile (the form list passes its
 * selected folder); null lets the server use the site's root folder.
 */
export function folderOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('folder'));
  return Number.isInteger(value) && value >= 1 ? value : null;
}
