/**
 * Import of a `.srtbp` provider package on the data provider screen: a file dropped on the drop zone or
 * chosen with 'Load' is read by the server (POST /api/Dataproviders/import, which saves nothing), its
 * providers are listed with checkboxes, ids that already exist are flagged and left unselected with the
 * spec's warning, and 'Add selected' saves the selected ones (a save of an existing Id overwrites it).
 */
import { useRef, useState, type DragEvent } from 'react';
import { Button } from 'react-aria-components';
import { useApp } from '../../session/SessionContext';
import {
  IDS_EXIST,
  SAVE_FAILED,
  importFailure,
  type PackageProvider,
  type ProviderSave,
} from './providerRules';
import { ListTable } from '../../layout/ServerList';
import './dataProviders.css';

/** The import panel; `onAdded` runs after the selected providers were saved. */
export function ProviderImport({ onAdded }: { readonly onAdded: () => void }) {
  const { ops } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const [providers, setProviders] = useState<readonly PackageProvider[] | undefined>(undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    try {
      const text = await file.text();
      const answer = await ops.op('importProviders', undefined, { Package: text });
      setProviders(answer.Providers);
      setSelected(new Set(answer.Providers.filter((p) => !p.Exists).map((p) => p.Id)));
    } catch (e) {
      setProviders(undefined);
      setFailure(importFailure(e));
    }
  };

  const add = async () => {
    if (!providers) return;
    setBusy(true);
    try {
      for (const p of providers.filter((q) => selected.has(q.Id))) {
        const provider: ProviderSave = { Id: p.Id, Uid: p.Uid, Version: p.Version, MockData: p.MockData };
        await ops.saveProvider(provider);
      }
      setProviders(undefined);
      setSelected(new Set());
      onAdded();
    } catch {
      window.alert(SAVE_FAILED);
      onAdded();
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };

  return (
    <section className="fw-provider-import" aria-labelledby="fw-provider-import-title">
      <h2 id="fw-provider-import-title">Import provider package (.srtbp)</h2>
      <div
        className={`fw-drop-zone${over ? ' fw-drop-zone-over' : ''}`}
        role="group"
        aria-label="Drop a .srtbp provider package here"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span>Drop a .srtbp provider package here, or</span>
        <Button onPress={() => input.current?.click()}>Load</Button>
        <input
          ref={input}
          type="file"
          accept=".srtbp"
          hidden
          data-testid="provider-package-input"
          onChange={(e) => {
            void read(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {failure !== undefined ? (
        <p role="alert" className="fw-error">
          {failure}
        </p>
      ) : null}
      {providers ? (
        <div className="fw-import-list">
          {providers.some((p) => p.Exists) ? (
            <p className="fw-import-warning" role="status">
              {IDS_EXIST}
            </p>
          ) : null}
          {providers.length === 0 ? (
            <p className="fw-empty">The package holds no providers.</p>
          ) : (
            <ListTable columns={[{ hidden: 'Selected' }, 'Id', 'Uid', 'Version', { hidden: 'Note' }]}>
              {providers.map((p) => (
                <tr key={p.Id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${p.Id}`}
                      checked={selected.has(p.Id)}
                      onChange={(e) => toggle(p.Id, e.target.checked)}
                    />
                  </td>
                  <td>{p.Id}</td>
                  <td>{p.Uid}</td>
                  <td>{p.Version}</td>
                  <td>{p.Exists ? <span className="fw-import-exists">Id already exists</span> : null}</td>
                </tr>
              ))}
            </ListTable>
          )}
          <div className="fw-toolbar">
            <Button isDisabled={busy || selected.size === 0} onPress={() => void add()}>
              Add selected
            </Button>
            <Button
              onPress={() => {
                setProviders(undefined);
                setSelected(new Set());
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
