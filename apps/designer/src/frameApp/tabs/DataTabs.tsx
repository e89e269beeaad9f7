/**
 * The Form data tab (the values of the fields) and the Form state tab (the saved state as JSON: dump it,
 * edit it, load it back).
 */
import { useState, useSyncExternalStore } from 'react';
import type { FormStore } from '@formwright/core/runtime';

const noSubscribe = () => () => undefined;

/** Lists every component with a value. */
export function FormDataTab({ store }: { store: FormStore | undefined }) {
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscribe, () => store?.getSnapshot());
  if (!snapshot) return <p className="fw-empty">Currently no data available</p>;
  const rows = [...snapshot.components.values()].filter(
    (c) => c.value !== undefined && !c.id.startsWith('#'),
  );
  if (rows.length === 0) return <p className="fw-empty">Currently no data available</p>;
  return (
    <table className="fw-table">
      <thead>
        <tr>
          <th>Id</th>
          <th>Type</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>{c.id}</td>
            <td>{c.type}</td>
            <td>{JSON.stringify(c.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Dumps the state to a text box and loads edited JSON back. */
export function FormStateTab({ store }: { store: FormStore | undefined }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <div className="fw-state">
      <div className="fw-toolbar">
        <button
          type="button"
          disabled={!store}
          onClick={() => store && setText(JSON.stringify(store.saveState(), null, 2))}
        >
          Dump state
        </button>
        <button
          type="button"
          disabled={!store}
          onClick={() => {
            try {
              store?.loadState(JSON.parse(text));
              setError(undefined);
            } catch (e) {
              setError(`Invalid state JSON: ${(e as Error).message}`);
            }
          }}
        >
          Restore state
        </button>
      </div>
      <textarea aria-label="Form state" value={text} onChange={(e) => setText(e.target.value)} rows={20} />
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
