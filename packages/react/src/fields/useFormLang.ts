import type { FormSnapshot } from '@formwright/core/runtime';
import { useFormSelector } from '../store/useFormSelector';

const selectLang = (s: FormSnapshot): string | undefined => {
  const lang = s.spec.metadata.lang;
  return typeof lang === 'string' && lang !== '' ? lang : undefined;
};

/** The form's language (Metadata.lang), for the browser's speech recognition; changes only with the spec. */
export function useFormLang(): string | undefined {
  return useFormSelector(selectLang);
}
