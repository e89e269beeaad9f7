/** A CodeMirror editor as a React component; the view is handed out through `onReady`. */
import { useEffect, useRef } from 'react';
import type { EditorView } from '@codemirror/view';
import type { EditorOptions } from '../protocol/messages';
import { createEditor, type Editor } from './editor/createEditor';

/** Props of CodeEditor. */
export interface CodeEditorProps {
  readonly language: 'yaml' | 'javascript';
  readonly initialText: string;
  readonly options: EditorOptions;
  readonly onChange: (text: string) => void;
  readonly onReady?: (view: EditorView) => void;
}

/** Mounts one editor; later option changes reconfigure it in place. */
export function CodeEditor({ language, initialText, options, onChange, onReady }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | undefined>(undefined);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const made = createEditor(host.current, language, initialText, options, {
      onChange: (t) => change.current(t),
    });
    editor.current = made;
    onReady?.(made.view);
    return () => made.view.destroy();
    // The editor is made once, with the text and options of its mount; options are applied by the effect
    // below, the text is the editor's own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per mount, on purpose
  }, []);

  useEffect(() => {
    const e = editor.current;
    if (e) e.view.dispatch({ effects: e.options.reconfigure(options) });
  }, [options]);

  return <div ref={host} className="fw-code-editor" data-language={language} />;
}
