/**
 * The editor options as compartments: line wrapping, the keymap (sublime, the default keys, or vim), and
 * the light or dark theme. Indent 2 and line numbers are fixed (docs/users-guide.md#users-guide, docs/designer.md#the-designer).
 */
import { indentUnit } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { vim } from '@replit/codemirror-vim';
import type { EditorOptions } from '../../protocol/messages';
import { editorTheme } from './theme';

/** The editor indent (docs/designer.md#the-designer). */
export const INDENT = 2;

/** The compartments one editor reconfigures when an option changes. */
export class OptionCompartments {
  readonly wrap = new Compartment();
  readonly keys = new Compartment();
  readonly theme = new Compartment();

  /** The initial extensions for `options`. */
  extensions(options: EditorOptions): Extension[] {
    return [
      lineNumbers(),
      indentUnit.of(' '.repeat(INDENT)),
      EditorState.tabSize.of(INDENT),
      this.wrap.of(options.lineWrapping ? EditorView.lineWrapping : []),
      // Vim's keymap must come before the others to see keys first.
      this.keys.of(options.keymap === 'vim' ? vim() : []),
      this.theme.of(editorTheme(options.theme)),
    ];
  }

  /** The effects that switch a view to `options`. */
  reconfigure(options: EditorOptions) {
    return [
      this.wrap.reconfigure(options.lineWrapping ? EditorView.lineWrapping : []),
      this.keys.reconfigure(options.keymap === 'vim' ? vim() : []),
      this.theme.reconfigure(editorTheme(options.theme)),
    ];
  }
}
