import { affixClassName } from './affixClass';
import { textOf } from './flags';

/** A prefix or suffix (docs/components.md#common-properties): its text with the classes of its style; nothing when empty. */
export function Affix({
  kind,
  text,
  styleSpec,
}: {
  readonly kind: 'prefix' | 'suffix';
  readonly text: unknown;
  readonly styleSpec?: unknown;
}) {
  const shown = textOf(text);
  if (shown === '') return null;
  return <span className={affixClassName(kind, styleSpec)}>{shown}</span>;
}
