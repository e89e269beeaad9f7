/**
 * The Form data tab (the values of the fields, and the filled form as a FHIR Bundle) and the Form state tab
 * (the saved state as JSON: dump it, edit it, load it back).
 */
import { useState, useSyncExternalStore } from 'react';
import {
  snapshotFhirBundle,
  type ComponentState,
  type FormSnapshot,
  type FormStore,
} from '@formwright/core/runtime';

const noSubscribe = () => () => undefined;

/** Lists every component with a value, then the FHIR Bundle of the filled form (worked out only when opened). */
export function FormDataTab({ store }: { store: FormStore | undefined }) {
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscribe, () => store?.getSnapshot());
  if (!snapshot) return <p className="fw-empty">Currently no data available</p>;
  const rows = [...snapshot.components.values()].filter(
    (c) => c.value !== undefined && !c.id.startsWith('#'),
  );
  return (
    <>
      {rows.length === 0 ? (
        <p className="fw-empty">Currently no data available</p>
      ) : (
        <ValuesTable rows={rows} />
      )}
      <FhirBundleView snapshot={snapshot} />
    </>
  );
}

/** The filled form as the FHIR R4 Bundle of `formwright render --format fhir` (docs/fhir.md), on request. */
function FhirBundleView({ snapshot }: { snapshot: FormSnapshot }) {
  const [open, setOpen] = useState(false);
  let text = '';
  if (open) {
    try {
      text = JSON.stringify(snapshotFhirBundle(snapshot), null, 2);
    } catch (e) {
      text = `The FHIR Bundle could not be made: ${(e as Error).message}`;
    }
  }
  return (
    <details className="fw-fhir" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>FHIR Bundle (R4)</summary>
      {open ? (
        <pre className="fw-code" aria-label="FHIR Bundle">
          {text}
        </pre>
      ) : null}
    </details>
  );
}

/** The values table. */
function ValuesTable({ rows }: { rows: readonly ComponentState[] }) {
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
