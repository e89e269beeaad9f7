/**
 * The editor's toolbar (Insert snippet, Clear, Undo, Import, the options Line wrapping, Vim mode and Light
 * editor, the completion hint) and the toolbox it opens; each acts on the specification's editor.
 */
import { useMemo, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { EditorOptions } from '../protocol/messages';
import { replaceText } from './editor/createEditor';
import { insertSnippet, toolbox } from './editor/toolbox';
import type { useContentHistory } from './useContentHistory';

/** The question Clear asks before it empties the specification (Undo brings the text back). */
export const CLEAR_CONFIRM = 'Clear the whole specification? Undo brings it back.';

/** The completion hint of the options bar. */
export const COMPLETION_HINT = 'Use ctrl+space to trigger auto-complete';

/** Props of EditorToolbar. */
export interface EditorToolbarProps {
  readonly spec: ReturnType<typeof useContentHistory>;
  readonly specView: RefObject<EditorView | undefined>;
  readonly options: EditorOptions;
  readonly onOptions: (next: EditorOptions) => void;
  readonly ask: (text: string) => Promise<boolean>;
  readonly onImport: () => void;
}

/** The toolbar, then the toolbox while it is open. */
export function EditorToolbar({ spec, specView, options, onOptions, ask, onImport }: EditorToolbarProps) {
  const [showToolbox, setShowToolbox] = useState(false);
  const toolboxItems = useMemo(toolbox, []);
  return (
    <>
      <div className="fw-toolbar" role="toolbar" aria-label="Editor">
        <button type="button" aria-expanded={showToolbox} onClick={() => setShowToolbox((s) => !s)}>
          Insert snippet
        </button>
        <button
          type="button"
          onClick={() => {
            if (spec.text.trim() === '') return;
            void ask(CLEAR_CONFIRM).then((yes) => {
              if (!yes) return;
              spec.replace('');
              if (specView.current) replaceText(specView.current, '');
            });
          }}
        >
          Clear
        </button>
        <button
          type="button"
          disabled={spec.historyLength === 0 && !spec.unsaved}
          onClick={() => {
            const text = spec.undo();
            if (text !== undefined && specView.current) replaceText(specView.current, text);
          }}
        >
          Undo
        </button>
        <button type="button" onClick={onImport}>
          Import
        </button>
        <label>
          <input
            type="checkbox"
            checked={options.lineWrapping}
            onChange={(e) => onOptions({ ...options, lineWrapping: e.target.checked })}
          />
          Line wrapping
        </label>
        <label>
          <input
            type="checkbox"
            checked={options.keymap === 'vim'}
            onChange={(e) => onOptions({ ...options, keymap: e.target.checked ? 'vim' : 'sublime' })}
          />
          Vim mode
        </label>
        <label>
          <input
            type="checkbox"
            checked={options.theme === 'light'}
            onChange={(e) => onOptions({ ...options, theme: e.target.checked ? 'light' : 'dark' })}
          />
          Light editor
        </label>
        <span className="fw-hint">{COMPLETION_HINT}</span>
      </div>
      {showToolbox ? (
        <ul className="fw-toolbox" aria-label="Toolbox">
          {toolboxItems.map((entry) => (
            <li key={entry.type}>
              <button
                type="button"
                title={entry.description}
                onClick={() => {
                  if (specView.current) insertSnippet(specView.current, entry.snippet);
                }}
              >
                {entry.type}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
