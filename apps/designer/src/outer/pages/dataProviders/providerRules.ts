/**
 * The data provider screen's rules: the sample test data a new provider starts with, the Test data JSON
 * check and its message, and which providers may not be deleted (the internal ones and GenericDataProvider).
 */
import { PROTECTED_PROVIDERS, type ClientBody, type DataProvider, type ResponseOf } from '@formwright/api';

/** The message under an edit form whose test data is not JSON. */
export const INVALID_JSON = 'Invalid Test data JSON. (Click here to see exception)';
/** The provider Version is a whole number, 1 or more (docs/rest.md: the version is an integer). */
export const INVALID_VERSION = 'Version must be a whole number (1 or more).';
/** The alert when deleting a protected provider. */
export const CANNOT_DELETE = 'Internal providers and GenericDataProvider cannot be deleted.';
/** The alert when a save fails. */
export const SAVE_FAILED = 'Save Failed';
/** The alert when a delete fails on the server. */
export const DELETE_FAILED = 'Unable to delete provider, server error';
/** The empty list's text. */
export const NO_PROVIDERS = 'No dataproviders, create one!';

/** A provider in the edit form: a listed one, or a new one (no DbId yet). */
export type EditedProvider = Pick<DataProvider, 'Id' | 'Uid' | 'Version' | 'MockData'> &
  Partial<Pick<DataProvider, 'DbId' | 'Internal'>>;

/** What a provider save sends. */
export type ProviderSave = ClientBody<'saveProvider'>;

/** The sample test data shown for a new provider (field name to value). */
export const SAMPLE_TEST_DATA = JSON.stringify({ fieldName: 'value' }, null, 2);

/** The question before deleting a provider. */
export function deleteQuestion(id: string): string {
  return `Are you sure you want to delete the dataprovider ${id}?`;
}

/** Whether the provider is internal or GenericDataProvider (never deleted). */
export function isProtected(provider: { readonly Id: string; readonly Internal?: boolean }): boolean {
  return provider.Internal === true || (PROTECTED_PROVIDERS as readonly string[]).includes(provider.Id);
}

/** The JSON parser's exception for the test data, or undefined when it parses. */
export function testDataError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The warning when ids of an imported package already exist (they start unselected). */
export const IDS_EXIST =
  'One or more provider ids already exist. Select them manually before adding to overwrite.';

/** One provider of a `.srtbp` package as the server reads it, flagged when its Id already exists. */
export type PackageProvider = ResponseOf<'importProviders'>['Providers'][number];

/** What a refused package shows: the server's reason (not JSON, no valid Id, …) or the call's message. */
export function importFailure(error: unknown): string {
  const answer = (error as { answer?: unknown } | null)?.answer as { message?: unknown } | undefined;
  if (answer && typeof answer.message === 'string' && answer.message !== '') return answer.message;
  return error instanceof Error ? error.message : String(error);
}
