import { useMemo } from 'react';
import { defaultTexts, type DefaultTexts, type FormSnapshot } from '@formwright/core/runtime';
import { useFormSelector } from '../store/useFormSelector';

const selectSpec = (s: FormSnapshot) => s.spec;

/**
 * The default texts of the form's language (en, sv, nl, ge; else en) with Metadata.defaults laid over
 * them: core's `defaultTexts`, computed once per spec.
 */
export function useTexts(): DefaultTexts {
  const spec = useFormSelector(selectSpec);
  return useMemo(() => defaultTexts(spec.metadata.lang, spec.metadata.defaults), [spec]);
}

/** One default text as a string (a number setting is turned into its text). */
export function textOf(texts: DefaultTexts, key: string): string {
  const v = texts[key];
  return v === undefined ? '' : String(v);
}
