/**
 * Hover help: over a component type its description, over a property key its description (from the
 * enclosing type's definition), over a helper name its signature and description.
 */
import type { Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { getComponentDefinition, getDocumentedHelper } from '@formwright/core/authoring';
import { helperSignature } from './completion';
import { enclosingType } from './specContext';

/** The help for the word at `pos`: a title and text, or undefined. */
export function helpAt(
  text: string,
  pos: number,
): { from: number; to: number; title: string; text: string } | undefined {
  const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
  let from = pos;
  let to = pos;
  while (isWord(text[from - 1])) from--;
  while (isWord(text[to])) to++;
  if (from === to) return undefined;
  const word = text.slice(from, to);
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const before = text.slice(lineStart, from);
  const isKey = /^\s*(?:-\s+)?$/.test(before) && text[to] === ':';
  const def = getComponentDefinition(word);
  if (def && isKey && /-\s+$/.test(before)) return { from, to, title: def.type, text: def.description };
  if (isKey) {
    const lines = text.split('\n');
    const lineIndex = text.slice(0, lineStart).split('\n').length - 1;
    const type = enclosingType(lines, lineIndex);
    const schema = type ? getComponentDefinition(type)?.properties[word] : undefined;
    if (schema && type) return { from, to, title: `${type}.${word}`, text: schema.description };
  }
  const helper = getDocumentedHelper(word);
  if (helper && text[to] === '(')
    return { from, to, title: helperSignature(helper), text: helper.description };
  if (def) return { from, to, title: def.type, text: def.description };
  return undefined;
}

/** The hover extension. */
export function specHover(): Extension {
  return hoverTooltip((view, pos) => {
    const help = helpAt(view.state.doc.toString(), pos);
    if (!help) return null;
    return {
      pos: help.from,
      end: help.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'fw-hover';
        const title = document.createElement('strong');
        title.textContent = help.title;
        const body = document.createElement('div');
        body.textContent = help.text;
        dom.append(title, body);
        return { dom };
      },
    };
  });
}
