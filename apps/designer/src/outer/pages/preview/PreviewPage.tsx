/**
 * The public preview (/preview/{previewId} and /preview/{previewId}/{previewVersion}): reachable without
 * signing in, it fetches the form's public preview (specification and script), runs it as the runtime does
 * (not in build mode) and shows it with a dark/light colour-mode switch. Any failure (unknown id, preview
 * disabled, a version that does not exist, the network) shows the one failure text of the spec. Mock
 * provider data needs a session: signed in (role User and above) the form gets the site's test data as in
 * the editor's preview; signed out it runs without it.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Switch } from 'react-aria-components';
import { FormView } from '@formwright/react';
import type { Operations } from '../../api/operations';
import { hasRole } from '../../session/roles';
import { useApp } from '../../session/SessionContext';
import { providerResults } from '../editor/providerResults';
import { errorLines, runForm, type RunningForm } from './runForm';
import './preview.css';

/** The failure text (docs/designer.md#the-editor). */
export const PREVIEW_FAILED =
  'Could not load form preview, make sure the form has preview enabled and that the link is correct.';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'ready';
      readonly name: string;
      readonly version: number | undefined;
      readonly form: RunningForm;
    };

/** The version segment of the route: undefined when absent, NaN when it is no positive integer. */
export function previewVersionOf(segment: string | undefined): number | undefined {
  if (segment === undefined) return undefined;
  const version = Number(segment);
  return Number.isInteger(version) && version >= 1 ? version : Number.NaN;
}

/** Hands the site's mock provider data to a form that reads providers; a failure is only logged. */
function fetchProviderData(ops: Operations, store: NonNullable<RunningForm['store']>): void {
  ops
    .getStructuredData()
    .then((answer) => {
      const results = providerResults(answer?.propValues ?? {});
      if (results.length > 0) store.setProviderData(results);
    })
    .catch((e: unknown) => console.info('Public preview: no provider data', e));
}

/** The public preview page. */
export default function PreviewPage() {
  const { previewId = '', previewVersion } = useParams();
  const { ops, session, colorMode, setColorMode } = useApp();
  const withProviders =
    session.mode === 'server' && session.user !== undefined && hasRole(session.user.Role, 1);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let store: RunningForm['store'];
    setLoaded({ kind: 'loading' });
    const version = previewVersionOf(previewVersion);
    void (async () => {
      try {
        if (Number.isNaN(version)) throw new Error('not a version');
        const answer = await ops.getPreviewTemplate(previewId, version);
        if (!answer || typeof answer.Yaml !== 'string') throw new Error('no preview');
        const running: { store?: RunningForm['store'] } = {};
        const form = await runForm(answer.Yaml, answer.FullCode ?? '', {
          onProviderUpdateRequest: () => {
            if (withProviders && running.store) fetchProviderData(ops, running.store);
          },
        });
        store = running.store = form.store;
        if (store && withProviders && form.dataSources.length > 0) fetchProviderData(ops, store);
        if (cancelled) {
          store?.dispose();
          return;
        }
        const named = answer as { Name?: string; Version?: number };
        setLoaded({ kind: 'ready', name: named.Name ?? '', version: named.Version, form });
      } catch {
        if (!cancelled) setLoaded({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      store?.dispose();
    };
  }, [ops, previewId, previewVersion, withProviders]);

  const dark = colorMode === 'dark';
  return (
    <div className="fw-public-preview">
      <header className="fw-public-preview-bar">
        <h1>{loaded.kind === 'ready' && loaded.name !== '' ? loaded.name : 'Form preview'}</h1>
        {loaded.kind === 'ready' && loaded.version !== undefined ? (
          <span className="fw-public-preview-version">Version {loaded.version}</span>
        ) : null}
        <span className="fw-nav-spacer" />
        <Switch
          className="fw-switch"
          isSelected={dark}
          onChange={(on) => setColorMode(on ? 'dark' : 'light')}
        >
          <span className="fw-switch-track" aria-hidden="true">
            <span className="fw-switch-thumb" />
          </span>
          Dark mode
        </Switch>
      </header>
      {loaded.kind === 'loading' ? <p className="fw-loading">Loading, please wait...</p> : null}
      {loaded.kind === 'failed' ? (
        <p role="alert" className="fw-public-preview-failed">
          {PREVIEW_FAILED}
        </p>
      ) : null}
      {loaded.kind === 'ready' ? (
        loaded.form.store ? (
          <div className="fw-public-preview-form">
            <FormView store={loaded.form.store} theme={colorMode} />
          </div>
        ) : (
          <div role="alert" className="fw-public-preview-failed">
            <p>The form cannot be shown: its specification has errors.</p>
            <ul>
              {errorLines(loaded.form.diagnostics).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </div>
  );
}
