import { defaultTexts, type DefaultTexts, type FormSnapshot } from '@formwright/core/runtime';
import { useFormSelector } from '../store/useFormSelector';

const textsBySpec = new WeakMap<FormSnapshot['spec'], DefaultTexts>();

/** The texts of a snapshot's spec, computed once per spec. */
function selectTexts(s: FormSnapshot): DefaultTexts {
  let texts = textsBySpec.get(s.spec);
  if (!texts) {
    texts = defaultTexts(s.spec.metadata.lang, s.spec.metadata.defaults);
    textsBySpec.set(s.spec, texts);
  }
  return texts;
}

/** Equal texts: a new spec with the same language and defaults re-renders no view. */
function sameTexts(a: DefaultTexts, b: DefaultTexts): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * The default texts of the form's language (en, sv, nl, ge; else en) with Metadata.defaults laid over
 * them: core's `defaultTexts`, computed once per spec; the same object while they read the same.
 */
export function useTexts(): DefaultTexts {
  return useFormSelector(selectTexts, sameTexts);
}

/** One default text as a string (a number setting is turned into its text). */
export function textOf(texts: DefaultTexts, key: string): string {
  const v = texts[key];
  return v === undefined ? '' : String(v);
}
