/** The editor's light and dark themes, over the shared theme tokens (CSS variables) where they exist. */
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

const dark = EditorView.theme(
  {
    '&': { backgroundColor: '#1b1e23', color: '#d4d7dd', height: '100%' },
    '.cm-content': { caretColor: '#e0e3e8' },
    '.cm-gutters': { backgroundColor: '#16181c', color: '#7c828d', border: 'none' },
    '.cm-activeLine': { backgroundColor: '#23272e' },
    '.cm-activeLineGutter': { backgroundColor: '#23272e' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: '#2f4a6b' },
    '.cm-tooltip': { backgroundColor: '#23272e', color: '#d4d7dd', border: '1px solid #3a3f47' },
  },
  { dark: true },
);

const light = EditorView.theme(
  {
    '&': { backgroundColor: '#fafafa', color: '#1f2328', height: '100%' },
    '.cm-gutters': { backgroundColor: '#f0f1f3', color: '#5c636e', border: 'none' },
    '.cm-activeLine': { backgroundColor: '#eef1f5' },
  },
  { dark: false },
);

const darkHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#7fb4e8' },
  { tag: [tags.string, tags.content], color: '#b6d79a' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#e3b57a' },
  { tag: tags.comment, color: '#9aa1ab', fontStyle: 'italic' },
  { tag: tags.keyword, color: '#c79bea' },
]);

const lightHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#0b5cad' },
  { tag: [tags.string, tags.content], color: '#2f6f1d' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#8a4b00' },
  { tag: tags.comment, color: '#5c636e', fontStyle: 'italic' },
  { tag: tags.keyword, color: '#7a2ea8' },
]);

/** The editor theme and highlighting for a colour mode. */
export function editorTheme(mode: 'dark' | 'light'): Extension {
  return mode === 'dark'
    ? [dark, syntaxHighlighting(darkHighlight)]
    : [light, syntaxHighlighting(lightHighlight)];
}
