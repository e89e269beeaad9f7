/**
 * The Preview tab: 'Reload data sources' and 'Clear state', and the last good form in build mode
 * (packages/react's FormView: its error list, 'YAML error: … at line: N' and 'Runtime error: …', and
 * Ctrl+Alt+click both report a specification line, which the editor highlights for 1000 ms). Before the
 * first good parse there is no form: the errors are listed here. While the text has a fatal error (no
 * form can be made of it) the preview says so and lists the errors instead of showing the last good form,
 * which would look like the text's; the store keeps its values for when the text is mended. The live report
 * (preview/LiveReport.tsx) sits under the form, or beside it in a wide pane; 'Live report' hides it.
 */
import type { Diagnostic } from '@formwright/core/authoring';
import type { FormStore } from '@formwright/core/runtime';
import { buildErrors, FormView } from '@formwright/react';
import { useMemo, useState } from 'react';
import { LiveReport } from './preview/LiveReport';
import { OwnRoot } from './preview/OwnRoot';

/** The preview's notice while the text has a fatal error. */
export const FATAL_NOTICE =
  'The specification has an error that stops the form from being made: the preview returns when it is mended.';

/** Props of PreviewPane. */
export interface PreviewPaneProps {
  readonly store: FormStore | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /** The latest parse could not make a form (usePreview's `fatal`). */
  readonly fatal?: boolean;
  readonly theme: 'dark' | 'light';
  readonly onLine: (line: number) => void;
  readonly onReloadData: () => void;
  readonly onClearState: () => void;
}

/** The preview with its errors and buttons. */
export function PreviewPane({
  store,
  diagnostics,
  fatal = false,
  theme,
  onLine,
  onReloadData,
  onClearState,
}: PreviewPaneProps) {
  const shown = fatal ? undefined : store;
  const errors = shown ? [] : buildErrors(diagnostics, []);
  const [showReport, setShowReport] = useState(true);
  const waiting = errors.length === 0;
  // The form and the report in their own root, made again only when what they show changes: an editor
  // render for a keystroke whose parse has not finished leaves them alone.
  const inOwnRoot = useMemo(
    () => (
      <>
        <div className="fw-preview-form">
          {shown ? (
            <FormView
              store={shown}
              theme={theme}
              buildMode
              onSpecLine={onLine}
              specDiagnostics={diagnostics}
            />
          ) : waiting ? (
            <p className="fw-empty">Loading, please wait...</p>
          ) : null}
        </div>
        {shown && showReport ? <LiveReport store={shown} /> : null}
      </>
    ),
    [shown, theme, onLine, diagnostics, showReport, waiting],
  );
  return (
    <div className="fw-preview">
      <div className="fw-toolbar">
        <button type="button" onClick={onReloadData}>
          Reload data sources
        </button>
        <button type="button" onClick={onClearState}>
          Clear state
        </button>
        <button type="button" aria-pressed={showReport} onClick={() => setShowReport((s) => !s)}>
          Live report
        </button>
      </div>
      {fatal ? (
        <p className="fw-banner fw-banner-error" role="alert">
          {FATAL_NOTICE}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul className="fw-error-list" aria-label="Errors">
          {errors.map((e) => (
            <li key={e.key}>
              <button
                type="button"
                className="fw-error"
                disabled={e.line === undefined}
                onClick={() => e.line !== undefined && onLine(e.line)}
              >
                {e.text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="fw-preview-split">
        <OwnRoot>{inOwnRoot}</OwnRoot>
      </div>
    </div>
  );
}
