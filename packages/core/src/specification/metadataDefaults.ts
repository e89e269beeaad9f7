import { LANG_PATTERN, SPACING_VALUES } from '../components';
import { createDiagnostic } from '../diagnostics';
import { EN_TEXTS, textLanguage } from '../expr';
import { isMapping, type CheckContext } from './checkContext';
import { nearestName } from './suggest';

const TEXT_KEYS = Object.keys(EN_TEXTS);

/**
 * Checks what Metadata says about default texts: a `defaults` key that is no default-text key is ignored
 * at run time, so it is a warning naming the nearest key ('unknown-default-key'); a `rowSpacing` that is
 * no spacing value is ignored too ('invalid-default-value'); a `lang` without
 * built-in texts (not en, sv, nl, ge or de) gets an info that English texts are used.
 */
export function checkMetadataDefaults(
  metadata: Record<string, unknown> | undefined,
  ctx: CheckContext,
): void {
  if (!metadata) return;
  const { sourceMap, diagnostics } = ctx;
  const defaults = metadata.defaults;
  if (isMapping(defaults)) {
    for (const key of Object.keys(defaults)) {
      if (Object.hasOwn(EN_TEXTS, key)) continue;
      const near = nearestName(key, TEXT_KEYS);
      diagnostics.push(
        createDiagnostic('unknown-default-key', {
          range: sourceMap.entryRange(defaults, key, 'key'),
          path: ['Metadata', 'defaults', key],
          property: 'defaults',
          params: {
            name: key,
            suggestion: near ? `; did you mean ${near}?` : ' (the keys are listed in docs/default-texts.md)',
          },
        }),
      );
    }
    const spacing = defaults.rowSpacing;
    if (spacing !== undefined && !(SPACING_VALUES as readonly unknown[]).includes(spacing)) {
      diagnostics.push(
        createDiagnostic('invalid-default-value', {
          range: sourceMap.entryRange(defaults, 'rowSpacing'),
          path: ['Metadata', 'defaults', 'rowSpacing'],
          property: 'defaults',
          params: {
            name: 'rowSpacing',
            value: String(spacing),
            allowed: SPACING_VALUES.join(', '),
            fallback: EN_TEXTS.rowSpacing,
          },
        }),
      );
    }
  }
  const lang = metadata.lang;
  if (typeof lang === 'string' && new RegExp(LANG_PATTERN).test(lang)) {
    const code = lang.toLowerCase();
    if (code !== 'en' && textLanguage(code) === 'en') {
      diagnostics.push(
        createDiagnostic('default-texts-fallback', {
          range: sourceMap.entryRange(metadata, 'lang'),
          path: ['Metadata', 'lang'],
          property: 'lang',
          params: { lang },
        }),
      );
    }
  }
}
