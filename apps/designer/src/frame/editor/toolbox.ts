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

/** The indentation of a line (spaces). */
function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/** `snippet` (written at column 0) shifted to start at column `indent`, without its final newline. */
function indented(snippet: string, indent: number): string {
  const pad = ' '.repeat(indent);
  return snippet
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l === '' ? l : pad + l))
    .join('\n');
}

/** A list of component entries: the line that opens it and the column of its dashes. */
interface EntryList {
  readonly line: number;
  readonly dash: number;
}

/** `components:`, `Components:` (or `tabs:`) with nothing after the colon. */
const LIST_KEY = /^(\s*)(?:-\s+)?(components|Components)\s*:\s*(#.*)?$/;
const ENTRY = /^(\s*)-\s+[A-Za-z][A-Za-z0-9]*\s*:/;

/** The dash column of `list`'s entries: its first entry's, or two more than the key's. */
function dashColumn(lines: readonly string[], keyLine: number): number {
  const keyIndent = indentOf(lines[keyLine] ?? '');
  for (let i = keyLine + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const entry = ENTRY.exec(line);
    if (entry && indentOf(line) >= keyIndent) return indentOf(line);
    break;
  }
  return keyIndent + 2;
}

/** The component lists enclosing line `index` (whose text counts as indented `column`), innermost first. */
function enclosingLists(lines: readonly string[], index: number, column: number): EntryList[] {
  const lists: EntryList[] = [];
  let limit = column + 1;
  for (let i = index; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const indent = indentOf(line);
    if (indent >= limit) continue;
    limit = indent;
    const key = LIST_KEY.exec(line);
    if (key) lists.push({ line: i, dash: dashColumn(lines, i) });
  }
  return lists;
}

/** The last line of the block that starts at line `start` (lines deeper than `indent` belong to it). */
function blockEnd(lines: readonly string[], start: number, indent: number): number {
  let end = start;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    if (indentOf(line) <= indent) break;
    end = i;
  }
  return end;
}

/**
 * Where a toolbox snippet goes for a cursor at `pos` in `text`, and the text to put there: as an entry of
 * the component list the cursor is in, at that list's indentation, with its properties under it, and never
 * inside another entry's properties (it goes after that entry). The cursor's column picks among nested
 * lists: on a blank line the deepest list whose entries start at or left of the cursor; on a `components:`
 * line, that list. Without any list (an empty text, Metadata) the snippet goes at the cursor's indentation.
 * Pure, for tests.
 */
export function snippetPlacement(
  text: string,
  pos: number,
  snippet: string,
): { from: number; to: number; insert: string } {
  const lines = text.split('\n');
  const index = text.slice(0, pos).split('\n').length - 1;
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const lineText = lines[index] ?? '';
  const lineFrom = lineStarts[index] ?? 0;
  const blank = lineText.trim() === '';
  const cursorColumn = pos - lineFrom;
  const endOf = (i: number) => (lineStarts[i] ?? 0) + (lines[i] ?? '').length;

  // On `components:` itself: the snippet becomes that list's first entry.
  if (!blank && LIST_KEY.test(lineText)) {
    const dash = dashColumn(lines, index);
    return { from: endOf(index), to: endOf(index), insert: `\n${indented(snippet, dash)}` };
  }
  const column = blank ? Math.max(cursorColumn, lineText.length) : indentOf(lineText);
  const lists = enclosingLists(lines, blank ? index - 1 : index, blank ? Math.max(column, 0) + 1000 : column);
  const fitting = lists.filter((l) => l.dash <= column);
  const list = blank ? (fitting[0] ?? lists[lists.length - 1]) : fitting[0];
  if (!list) {
    const indent = blank ? column : indentOf(lineText);
    if (blank) return { from: lineFrom, to: endOf(index), insert: indented(snippet, indent) };
    return { from: endOf(index), to: endOf(index), insert: `\n${indented(snippet, indent)}` };
  }
  // The entry of `list` holding the cursor's line (if any): the snippet goes after it.
  let after = list.line;
  for (let i = blank ? index - 1 : index; i > list.line; i--) {
    const line = lines[i] ?? '';
    if (ENTRY.test(line) && indentOf(line) === list.dash) {
      after = blockEnd(lines, i, list.dash);
      break;
    }
  }
  const body = indented(snippet, list.dash);
  if (blank && after < index && blockEnd(lines, after, list.dash) < index) {
    // A blank line between entries: fill it.
    return { from: lineFrom, to: endOf(index), insert: body };
  }
  if (
    blank &&
    after === list.line &&
    index > list.line &&
    !lines.slice(list.line + 1, index).some((l) => l.trim())
  ) {
    return { from: lineFrom, to: endOf(index), insert: body };
  }
  return { from: endOf(after), to: endOf(after), insert: `\n${body}` };
}

/** Inserts `snippet` at the editor's cursor (see {@link snippetPlacement}). */
export function insertSnippet(view: EditorView, snippet: string): void {
  const { from, to, insert } = snippetPlacement(
    view.state.doc.toString(),
    view.state.selection.main.head,
    snippet,
  );
  put(view, from, to, insert);
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
