import { useSyncExternalStore } from 'react';
import type { FormSnapshot, FormStore } from '@formwright/core/runtime';
import { SUGGESTION_KEYS } from './suggestionKeys';

/**
 * The form's help for its keys: shown when the form suggests values (suggestedValue), as a short line the
 * radiologist can open; the keys are also on the form as `aria-keyshortcuts`.
 */
export function KeysHelp({
  store,
  hasSuggestions,
}: {
  readonly store: FormStore;
  readonly hasSuggestions: (snapshot: FormSnapshot) => boolean;
}) {
  const readSpec = () => store.getSnapshot().spec;
  const spec = useSyncExternalStore(store.subscribe, readSpec, readSpec);
  // Whether the form suggests anything depends on its specification only: read once per spec.
  const shown = useSyncExternalStore(
    store.subscribe,
    () => suggests(spec, store, hasSuggestions),
    () => suggests(spec, store, hasSuggestions),
  );
  if (!shown) return null;
  return (
    <details className="fw-keys-help">
      <summary>Keys</summary>
      <dl>
        {Object.values(SUGGESTION_KEYS).map((k) => (
          <div key={k.keys}>
            <dt>
              <kbd>{k.keys}</kbd>
            </dt>
            <dd>{k.does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const cache = new WeakMap<object, boolean>();

function suggests(
  spec: object,
  store: FormStore,
  hasSuggestions: (snapshot: FormSnapshot) => boolean,
): boolean {
  let known = cache.get(spec);
  if (known === undefined) {
    known = hasSuggestions(store.getSnapshot());
    cache.set(spec, known);
  }
  return known;
}
