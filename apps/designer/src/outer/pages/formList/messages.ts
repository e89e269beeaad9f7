/** The form list's texts that the spec gives word for word (docs/designer.md, error catalogue). */
export { NEW_FOLDER_NAME } from '@formwright/api';

/** A move, copy or folder move by drag (or 'Move to…') that the server refused or failed. */
export const MOVE_FAILED = 'Unable to move form, server error';
/** A folder delete the server refused or failed. */
export const DELETE_FOLDER_FAILED = 'Unable to delete folder, server error';
/** A soft delete or its undo that failed. */
export const DELETE_FORM_FAILED = 'Could not delete form from server';
/** The name of the package 'Export all forms' downloads. */
export const PACKAGE_FILE = 'FormPackage.fp';
/** Why Delete is disabled for a folder that is not empty. */
export const ONLY_EMPTY = 'Only empty folders can be deleted';

/** The question before a shared or curated form is copied (non-ProviderAdmin). */
export function copyPrompt(rootName: string): string {
  return `Do you want to copy this form into your site root folder (${rootName})?`;
}
