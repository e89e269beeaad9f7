/**
 * The toolbox: every component type alphabetically, Section excluded (the core's toolboxEntries), each
 * inserting its snippet at the cursor, indented to the cursor's line.
 */
import type { EditorView } from '@codemirror/view';
import { toolboxEntries, type ToolboxEntry } from '@formwright/core/authoring';

/** The toolbox entries, A–Z, without Section. */
export function toolbox(): ToolboxEntry[] {
  return toolboxEntries();
}

/**
 * The text to insert for `snippet` at a cursor on a line holding `lineText`: on a blank line the snippet
 * takes the line's indent; otherwise it goes on a new line below with the same indent as the line.
 */
export function snippetInsertion(snippet: string, lineText: string): { text: string; newLine: boolean } {
  const indent = /^\s*/.exec(lineText)?.[0] ?? '';
  const body = snippet.replace(/\n+$/, '');
  const indented = body
    .split('\n')
    .map((l, i) => (i === 0 ? l : indent + l))
    .join('\n');
  if (lineText.trim() === '') return { text: indented, newLine: false };
  return { text: `\n${indent}${indented}`, newLine: true };
}

/** Inserts `snippet` at the editor's cursor. */
export function insertSnippet(view: EditorView, snippet: string): void {
  const line = view.state.doc.lineAt(view.state.selection.main.head);
  const { text, newLine } = snippetInsertion(snippet, line.text);
  put(view, newLine ? line.to : line.from, line.to, text);
}

/** Puts `text` at the cursor (replacing the selection) and focuses the editor: the Help tab's Copy. */
export function insertText(view: EditorView, text: string): void {
  const { from, to } = view.state.selection.main;
  put(view, from, to, text);
}

/** Replaces `from`–`to` with `text`, leaves the cursor after it, in view, and focuses the editor. */
function put(view: EditorView, from: number, to: number, text: string): void {
  view.dispatch({
    changes: { from, to, insert: text },
    selection: { anchor: from + text.length },
    scrollIntoView: true,
  });
  view.focus();
}
