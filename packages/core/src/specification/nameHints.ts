import { helpers, LIST_ITEM_VARS } from '../expr';
import type { FormSpec } from './model';
import { nearestName } from './suggest';

/** Names shorter than this get no suggestion: one or two letters are close to too many names. */
const MIN_LENGTH = 3;

/** `; did you mean X?` for a suggestion, or '' when nothing is close. */
function didYouMean(near: string | undefined): string {
  return near === undefined ? '' : `; did you mean ${near}?`;
}

/**
 * The suggestion for an unrecognized reference: for `id.prop` the nearest property of that component
 * (`size.valeu` → size.value), for `ListItem.x` the nearest ListItem variable, otherwise the nearest id the
 * author wrote (generated `#Auto` ids are never suggested) or template name (`{value}` in a formatter).
 */
export function referenceHint(
  name: string,
  spec: FormSpec,
  propsOf: (id: string) => ReadonlySet<string> | undefined,
  names: readonly string[] = [],
): string {
  const dot = name.indexOf('.');
  if (dot > 0) {
    const id = name.slice(0, dot);
    const member = name.slice(dot + 1);
    const props = id === 'ListItem' ? LIST_ITEM_VARS : propsOf(id);
    const near = props && member.length >= MIN_LENGTH ? nearestName(member, props) : undefined;
    return didYouMean(near === undefined ? undefined : `${id}.${near}`);
  }
  if (name.length < MIN_LENGTH) return '';
  const ids = spec.all.filter((n) => n.explicitId).map((n) => n.id);
  return didYouMean(nearestName(name, [...ids, ...names]));
}

/** The suggestion for an unknown function: the nearest helper or function of the form script. */
export function functionHint(name: string, scriptFunctions: readonly string[]): string {
  if (name.length < MIN_LENGTH) return '';
  return didYouMean(nearestName(name, [...helpers.map((h) => h.name), ...scriptFunctions]));
}
