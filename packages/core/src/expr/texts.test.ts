import { describe, expect, it } from 'vitest';
import { defaultTexts, EN_TEXTS, LAYOUT_KEYS, TEXT_LANGUAGES, TRANSLATIONS, textLanguage } from './texts';

const KEYS = Object.keys(EN_TEXTS);

describe('default texts', () => {
  it.each(TEXT_LANGUAGES)('%s has every key, with a non-empty value', (lang) => {
    const texts = defaultTexts(lang);
    for (const key of KEYS) expect(texts[key], `${lang}.${key}`).toBeTruthy();
    expect(Object.keys(texts).sort()).toEqual([...KEYS].sort());
  });

  it.each(Object.entries(TRANSLATIONS))(
    '%s translates every text key and keeps the placeholders',
    (_lang, texts) => {
      const translated = KEYS.filter((k) => !(LAYOUT_KEYS as readonly string[]).includes(k));
      expect(Object.keys(texts).sort()).toEqual(translated.sort());
      for (const key of translated) {
        const en = String(EN_TEXTS[key as keyof typeof EN_TEXTS]);
        const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(texts[key as keyof typeof texts]), key).toEqual(holes(en));
        if (key !== 'listItemName') expect(texts[key as keyof typeof texts], key).not.toBe(en);
      }
    },
  );

  it.each([
    ['en', ', and '],
    ['sv', ' och '],
    ['nl', ' en '],
    ['ge', ' und '],
  ])('%s joins lists with %j', (lang, word) => {
    expect(defaultTexts(lang)['defaultAndWord']).toBe(word);
  });

  it('keeps layout settings the same in every language', () => {
    for (const lang of TEXT_LANGUAGES)
      for (const key of LAYOUT_KEYS) expect(defaultTexts(lang)[key]).toBe(EN_TEXTS[key]);
  });

  it.each([
    ['sv', 'sv'],
    ['SV', 'sv'],
    ['sv-SE', 'sv'],
    ['de', 'ge'],
    ['nl', 'nl'],
    ['fi', 'en'],
    ['', 'en'],
  ])('reads the language %j as %s', (lang, expected) => {
    expect(textLanguage(lang)).toBe(expected);
  });

  it('falls back to English for other languages', () => {
    expect(defaultTexts('fi')).toEqual(defaultTexts('en'));
    expect(defaultTexts('fi')['summaryLabel']).toBe('Summary');
  });

  it('lays Metadata.defaults over the language texts, ignoring values that are not text or number', () => {
    const texts = defaultTexts('sv', {
      addButtonText: 'Ny rad',
      fontSize: 10,
      editLabel: null,
      summaryLabel: {},
    });
    expect(texts['addButtonText']).toBe('Ny rad');
    expect(texts['fontSize']).toBe(10);
    expect(texts['editLabel']).toBe('Redigera');
    expect(texts['summaryLabel']).toBe('Sammanfattning');
  });

  it('cannot be used to change the prototype of the texts', () => {
    const texts = defaultTexts('en', JSON.parse('{"__proto__": "x"}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(texts)).toBe(Object.prototype);
  });
});
