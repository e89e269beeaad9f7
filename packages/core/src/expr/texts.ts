import type { DefaultTexts } from './contract';

/** The languages with built-in default texts (docs/default-texts.md#default-texts); anything else falls back to en. */
export const TEXT_LANGUAGES = ['en', 'sv', 'nl', 'ge'] as const;

/** A language with built-in default texts. */
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

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
  inconsistencyWarning:
    'The form has changed since the report was edited. The edited text is no longer used; the generated report is shown below.',
  inconsistencyWarningAllowed:
    'The form has changed since the report was edited. Check that the edited text still matches the form.',
  inconsistencyWarningReferenced:
    'A summary this one refers to has been edited and no longer matches the form.',
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

/** Keys that are layout settings, the same in every language (spacing, column split, fonts, sizes). */
export const LAYOUT_KEYS = [
  'rowSpacing',
  'defaultColSplit',
  'fontFamily',
  'monoFontFamily',
  'fontSize',
  'h1Size',
  'h2Size',
  'h3Size',
  'smallSize',
] as const satisfies readonly TextKey[];

/** A key whose text is translated. */
export type TranslatedKey = Exclude<TextKey, (typeof LAYOUT_KEYS)[number]>;

/**
 * Translations of every text key. The and-words have no serial comma outside English (' och ', ' en ',
 * ' und '): ArrayLangFormat writes "a, b och c". Reports are "utlåtande" (sv), "verslag" (nl) and
 * "Befund" (ge), the words radiology uses.
 */
export const TRANSLATIONS: Readonly<
  Record<Exclude<TextLanguage, 'en'>, Readonly<Record<TranslatedKey, string>>>
> = {
  sv: {
    defaultAndWord: ' och ',
    mandatoryAlert: 'Fältet bör fyllas i',
    mandatoryProhibit: 'Fältet måste fyllas i',
    otherOptionName: 'Annat',
    otherOptionPlaceholder: 'Annat...',
    listItemName: 'Post {index}',
    addButtonText: 'Lägg till',
    numberRefWarning: 'Värdet ligger utanför referensintervallet',
    numberRangeWarning: 'Värdet måste vara mellan {min} och {max}',
    summaryLabel: 'Sammanfattning',
    editLabel: 'Redigera',
    inconsistencyWarning:
      'Formuläret har ändrats sedan utlåtandet redigerades. Den redigerade texten används inte längre; det genererade utlåtandet visas nedan.',
    inconsistencyWarningAllowed:
      'Formuläret har ändrats sedan utlåtandet redigerades. Kontrollera att den redigerade texten fortfarande stämmer med formuläret.',
    inconsistencyWarningReferenced:
      'En sammanfattning som denna hänvisar till har redigerats och stämmer inte längre med formuläret.',
  },
  nl: {
    defaultAndWord: ' en ',
    mandatoryAlert: 'Veld zou ingevuld moeten worden',
    mandatoryProhibit: 'Veld moet ingevuld worden',
    otherOptionName: 'Anders',
    otherOptionPlaceholder: 'Anders...',
    listItemName: 'Item {index}',
    addButtonText: 'Toevoegen',
    numberRefWarning: 'De waarde ligt buiten het referentiebereik',
    numberRangeWarning: 'De waarde moet tussen {min} en {max} liggen',
    summaryLabel: 'Samenvatting',
    editLabel: 'Bewerken',
    inconsistencyWarning:
      'Het formulier is gewijzigd nadat het verslag werd bewerkt. De bewerkte tekst wordt niet meer gebruikt; het gegenereerde verslag staat hieronder.',
    inconsistencyWarningAllowed:
      'Het formulier is gewijzigd nadat het verslag werd bewerkt. Controleer of de bewerkte tekst nog overeenkomt met het formulier.',
    inconsistencyWarningReferenced:
      'Een samenvatting waarnaar deze verwijst is bewerkt en komt niet meer overeen met het formulier.',
  },
  ge: {
    defaultAndWord: ' und ',
    mandatoryAlert: 'Feld sollte ausgefüllt werden',
    mandatoryProhibit: 'Feld muss ausgefüllt werden',
    otherOptionName: 'Sonstige',
    otherOptionPlaceholder: 'Sonstige...',
    listItemName: 'Eintrag {index}',
    addButtonText: 'Hinzufügen',
    numberRefWarning: 'Der Wert liegt außerhalb des Referenzbereichs',
    numberRangeWarning: 'Der Wert muss zwischen {min} und {max} liegen',
    summaryLabel: 'Zusammenfassung',
    editLabel: 'Bearbeiten',
    inconsistencyWarning:
      'Das Formular wurde geändert, nachdem der Befund bearbeitet wurde. Der bearbeitete Text wird nicht mehr verwendet; der erzeugte Befund wird unten angezeigt.',
    inconsistencyWarningAllowed:
      'Das Formular wurde geändert, nachdem der Befund bearbeitet wurde. Prüfen Sie, ob der bearbeitete Text noch zum Formular passt.',
    inconsistencyWarningReferenced:
      'Eine Zusammenfassung, auf die sich diese bezieht, wurde bearbeitet und passt nicht mehr zum Formular.',
  },
};

/**
 * The built-in language for a Metadata.lang: case and a region suffix are ignored (`sv-SE` → sv), the
 * ISO code `de` means ge (the spec's name for German); anything else is en.
 */
export function textLanguage(lang: string): TextLanguage {
  const code = (lang ?? '').trim().toLowerCase().slice(0, 2);
  const mapped = code === 'de' ? 'ge' : code;
  return (TEXT_LANGUAGES as readonly string[]).includes(mapped) ? (mapped as TextLanguage) : 'en';
}

/** The default texts for a language (falling back to en), with Metadata.defaults laid over them. */
export function defaultTexts(lang: string, overrides?: Readonly<Record<string, unknown>>): DefaultTexts {
  const language = textLanguage(lang);
  const out: Record<string, string | number> = {
    ...EN_TEXTS,
    ...(language === 'en' ? {} : TRANSLATIONS[language]),
  };
  if (overrides) {
    for (const [k, v] of Object.entries(overrides)) {
      if (k !== '__proto__' && (typeof v === 'string' || typeof v === 'number')) out[k] = v;
    }
  }
  return out;
}
