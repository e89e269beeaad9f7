/**
 * YAML-aware keys for the specification: Enter indents the new line by what the line above opens (under a
 * `- Type:` entry, a `key:` with no value, a new `- ` item after a list section), Tab takes the first
 * completion when the list is open and indents otherwise, and wrapped lines keep their indentation.
 */
import {
  acceptCompletion,
  completionStatus,
  selectedCompletionIndex,
  setSelectedCompletion,
} from '@codemirror/autocomplete';
import { indentMore } from '@codemirror/commands';
import { EditorSelection, RangeSetBuilder, type EditorState, type Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import {
  Decoration,
  ViewPlugin,
  type Command,
  type KeyBinding,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { getComponentDefinition } from '@formwright/core/authoring';
import { enclosingType } from './specContext';
import { INDENT } from './options';

/** Keys whose value is a list of entries: Enter after them starts the first `- ` item. */
const LIST_SECTIONS = new Set(['Components', 'ReportOutput', 'components']);

/** Whether property `key` of the component around line `lineIndex` holds a list. */
function isListProperty(lines: readonly string[], lineIndex: number, key: string): boolean {
  if (LIST_SECTIONS.has(key)) return true;
  const type = enclosingType(lines, lineIndex);
  const schema = type ? getComponentDefinition(type)?.properties[key] : undefined;
  const kind = schema?.type;
  return kind === 'array' || (Array.isArray(kind) && kind[0] === 'array');
}

/**
 * What Enter puts after the text `before` (the line up to the cursor) of line `lineIndex`: the new line's
 * indentation and, after a list section, a `- `. `replaceLine` is set when the line is empty (only spaces)
 * or an empty `- ` item: Enter then steps one level out instead of adding a line (an empty `- ` item ends
 * its list; an empty line after a component's properties becomes the next `- ` item of its list; an
 * empty line in a mapping moves to its parent key's column). Pure, for tests.
 */
export function newLineAfter(
  lines: readonly string[],
  lineIndex: number,
  before: string,
): { insert: string } | { replaceLine: string } {
  const text = before.replace(/\s+$/, '');
  const indent = /^\s*/.exec(before)?.[0].length ?? 0;
  const spaces = (n: number) => ' '.repeat(Math.max(0, n));
  if (text.trim() === '') {
    // An empty indented line: Enter steps one level out, to a new `- ` item of the list around the block
    // (after a component's last property) or to the parent key's column.
    const parent = parentLine(lines, lineIndex, indent);
    if (indent === 0 || parent === undefined) return { insert: spaces(indent) };
    const dash = /^(\s*)-(\s|$)/.exec(parent);
    const parentIndent = /^\s*/.exec(parent)?.[0].length ?? 0;
    return { replaceLine: dash ? `${spaces(parentIndent)}- ` : spaces(parentIndent) };
  }
  if (/^\s*#/.test(text)) return { insert: spaces(indent) };
  const item = /^(\s*)-(\s+|$)/.exec(text);
  const keyColumn = item ? item[0].length + (item[2] === '' ? 1 : 0) : indent;
  if (item && text.trim() === '-') return { replaceLine: spaces(indent - INDENT) };
  const opens = /^\s*(?:-\s+)?([A-Za-z0-9_]+)\s*:$/.exec(text);
  if (opens?.[1]) {
    // `  - Option:` → its properties go under `Option`; `components:` → a first `- ` item.
    if (!item && isListProperty(lines, lineIndex, opens[1]))
      return { insert: `${spaces(indent + INDENT)}- ` };
    return { insert: spaces(keyColumn + INDENT) };
  }
  if (item && !/^\s*-\s+[^\s'"{[][^:]*:(\s|$)/.test(text)) {
    // A plain list value (`- a`): the next item.
    return { insert: `${spaces(indent)}- ` };
  }
  return { insert: spaces(keyColumn) };
}

/** The nearest non-blank, non-comment line above `lineIndex` indented less than `indent`. */
function parentLine(lines: readonly string[], lineIndex: number, indent: number): string | undefined {
  for (let i = lineIndex - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if ((/^\s*/.exec(line)?.[0].length ?? 0) < indent) return line;
  }
  return undefined;
}

/** Enter in the specification: see {@link newLineAfter}; selections and mid-line cursors included. */
export const yamlNewline: Command = (view) => {
  const { state } = view;
  if (state.readOnly) return false;
  const changes = state.changeByRange((range) => {
    const line = state.doc.lineAt(range.from);
    const before = line.text.slice(0, range.from - line.from);
    const after = state.doc.sliceString(range.to, line.to);
    const lines = linesAround(state, line.number);
    const next = newLineAfter(lines.text, lines.index, before);
    if ('replaceLine' in next && after.trim() === '') {
      return {
        changes: { from: line.from, to: line.to, insert: next.replaceLine },
        range: cursorAt(line.from + next.replaceLine.length),
      };
    }
    const insert = `\n${'insert' in next ? next.insert : next.replaceLine}`;
    // Trailing spaces before the cursor and leading spaces after it do not survive the break.
    const cut = before.length - before.replace(/[ ]+$/, '').length;
    const skip = after.length - after.replace(/^[ ]+/, '').length;
    const from = range.from - (before.trim() === '' ? 0 : cut);
    return {
      changes: { from, to: range.to + skip, insert },
      range: cursorAt(from + insert.length),
    };
  });
  view.dispatch(changes, { scrollIntoView: true, userEvent: 'input' });
  return true;
};

function cursorAt(pos: number) {
  return EditorSelection.cursor(pos);
}

/** The document's lines (as text) and the index of line `number`; the whole text (completion reads it too). */
function linesAround(state: EditorState, number: number): { text: string[]; index: number } {
  return { text: state.doc.toString().split('\n'), index: number - 1 };
}

/** Tab: takes the completion under the cursor (the first one when none is chosen yet), else indents. */
export const tabKey: Command = (view) => {
  if (completionStatus(view.state) === 'active') {
    const selected = selectedCompletionIndex(view.state);
    if (selected === null || selected < 0) {
      view.dispatch({ effects: setSelectedCompletion(0) });
    }
    if (acceptCompletion(view)) return true;
  }
  return indentMore(view);
};

/** Wrapped lines continue under the line's text, not at the margin. */
const hangingIndent = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = build(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = build(update.view);
    }
  },
  { decorations: (v) => v.decorations },
);

const decorationCache = new Map<number, Decoration>();

function build(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to;) {
      const line = view.state.doc.lineAt(pos);
      const width = /^\s*(?:-\s+)?/.exec(line.text)?.[0].length ?? 0;
      if (width > 0) {
        let deco = decorationCache.get(width);
        if (!deco) {
          deco = Decoration.line({
            attributes: { style: `padding-left: calc(${width}ch + 6px); text-indent: -${width}ch` },
          });
          decorationCache.set(width, deco);
        }
        builder.add(line.from, line.from, deco);
      }
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

/** The YAML keys: after the completion keys (Enter on a chosen option takes it), before the default ones. */
export const yamlKeys: readonly KeyBinding[] = [
  { key: 'Enter', run: yamlNewline },
  { key: 'Tab', run: tabKey },
];

/** Wrapped lines keep their indentation. */
export function wrappedIndent(): Extension {
  return hangingIndent;
}
