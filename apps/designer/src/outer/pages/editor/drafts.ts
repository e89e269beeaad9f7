/**
 * Unsaved text kept locally until saved (issue 13 "Bad input": it survives a reload of the page). The
 * outer app keeps it in local storage, keyed by the form (id, or new/demo/fromFile).
 */

/** A kept draft: the texts and the version they were based on. */
export interface Draft {
  readonly yaml: string;
  readonly script: string;
  /** The form tests' text (absent in drafts kept before the Tests tab). */
  readonly tests?: string;
  readonly baseVersion: number | undefined;
}

const PREFIX = 'formwright.draft:';

/** The storage key of a form's draft. */
export function draftKey(formKey: string): string {
  return PREFIX + formKey;
}

/** Reads a draft, if one is kept. */
export function readDraft(formKey: string, storage: Storage | undefined = safeStorage()): Draft | undefined {
  try {
    const text = storage?.getItem(draftKey(formKey));
    if (!text) return undefined;
    const draft = JSON.parse(text) as Draft;
    return typeof draft.yaml === 'string' && typeof draft.script === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a draft (quietly does nothing when storage refuses). */
export function writeDraft(
  formKey: string,
  draft: Draft,
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(draftKey(formKey), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the text stays in the editor, only the reload safety net is lost.
  }
}

/** Forgets a draft (after a save). */
export function dropDraft(formKey: string, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(draftKey(formKey));
  } catch {
    // See writeDraft.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
