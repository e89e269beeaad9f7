/**
 * Makes one CodeMirror editor: the specification (YAML, completion, hover, lint, highlight) or the
 * script (JavaScript). Each feature is one extension file beside this one.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching } from '@codemirror/language';
import { searchKeymap } from '@codemirror/search';
import { completionKeymap } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap } from '@codemirror/view';
import type { EditorOptions } from '../../protocol/messages';
import { specCompletion } from './completion';
import { specHover } from './hover';
import { lineHighlight } from './lineHighlight';
import { specLint } from './lint';
import { OptionCompartments } from './options';
import { wrappedIndent, yamlKeys } from './yamlEditing';
import { specYamlLanguage } from './yamlLanguage';

/** What the editor tells its owner. */
export interface EditorCallbacks {
  /** The text after each change. */
  readonly onChange: (text: string) => void;
}

/** An editor and its option compartments. */
export interface Editor {
  readonly view: EditorView;
  readonly options: OptionCompartments;
}

/** Makes the editor in `parent`. */
export function createEditor(
  parent: HTMLElement,
  language: 'yaml' | 'javascript',
  doc: string,
  options: EditorOptions,
  callbacks: EditorCallbacks,
): Editor {
  const compartments = new OptionCompartments();
  const languageExtensions =
    language === 'yaml'
      ? [specYamlLanguage(), specCompletion(), specHover(), specLint(), lineHighlight(), wrappedIndent()]
      : [javascript()];
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        ...compartments.extensions(options),
        history(),
        highlightActiveLine(),
        highlightActiveLineGutter(),
        bracketMatching(),
        keymap.of([
          ...completionKeymap,
          ...(language === 'yaml' ? yamlKeys : []),
          ...defaultKeymap,
          ...historyKeymap,
          ...searchKeymap,
          indentWithTab,
        ]),
        ...languageExtensions,
        EditorView.contentAttributes.of({
          'aria-label': language === 'yaml' ? 'Specification' : 'Script',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  // The scroller is a keyboard stop of its own too (axe: scrollable regions must be reachable by keyboard).
  view.scrollDOM.tabIndex = 0;
  return { view, options: compartments };
}

/** Replaces the whole text (loading, undo from the content history, clear). */
export function replaceText(view: EditorView, text: string): void {
  if (view.state.doc.toString() === text) return;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
