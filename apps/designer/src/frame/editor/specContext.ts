/**
 * Reads the specification text around a position the way completion and hover need it: which component
 * type encloses a line, which ids the form declares and their types. Line-based and tolerant, so it works
 * on text that does not parse (the moment an author is typing is the moment the YAML is broken).
 */
import { getComponentDefinition } from '@formwright/core/authoring';

/** A component entry line: `- Type:` (the type is the entry's only key). */
const ENTRY = /^(\s*)-\s+([A-Za-z][A-Za-z0-9]*)\s*:/;
/** An id line: `id: name` (also inline `{ id: name`). */
const ID = /(?:^|[{,\s])id\s*:\s*['"]?([A-Za-z_][A-Za-z0-9_]*)/;

/** The indentation of a line (spaces). */
function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/**
 * The component type whose properties a line at `lineIndex` sits among: the nearest entry line above with
 * a smaller indent whose type is known. Undefined at the top level.
 */
export function enclosingType(lines: readonly string[], lineIndex: number): string | undefined {
  const here = lines[lineIndex] ?? '';
  let indent = here.trim() === '' ? Infinity : indentOf(here);
  const sameLine = ENTRY.exec(here);
  if (sameLine?.[2] && here.slice(here.indexOf(sameLine[2]) + sameLine[2].length).includes('{'))
    return getComponentDefinition(sameLine[2])?.type;
  for (let i = lineIndex - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const lineIndent = indentOf(line);
    const entry = ENTRY.exec(line);
    if (entry?.[2]) {
      // `  - Number:` at indent n: its properties sit deeper than the dash.
      if ((entry[1]?.length ?? 0) < indent) return getComponentDefinition(entry[2])?.type;
    } else if (lineIndent < indent) {
      // A structural key (components:, tabs:) or a top-level section ends the search for properties.
      if (/^\s*(components|tabs|Components|Metadata|ReportOutput)\s*:/.test(line)) return undefined;
      indent = lineIndent;
    }
  }
  return undefined;
}

/** Every declared component id with its type, in document order. */
export function declaredIds(text: string): Map<string, string> {
  const lines = text.split('\n');
  const ids = new Map<string, string>();
  lines.forEach((line, i) => {
    const match = ID.exec(line);
    if (!match?.[1]) return;
    const type = enclosingType(lines, i) ?? ENTRY.exec(line)?.[2];
    if (type) ids.set(match[1], getComponentDefinition(type)?.type ?? type);
  });
  return ids;
}

/** Where in a value the cursor is: inside a formula (`=…`, `:=…`) or a `{…}` placeholder, or neither. */
export function inExpression(lineBefore: string): boolean {
  const value = /^\s*(?:-\s+)?[A-Za-z0-9_]+\s*:\s*['"]?(.*)$/.exec(lineBefore)?.[1] ?? lineBefore;
  if (/^:?=/.test(value)) return true;
  const open = value.lastIndexOf('{');
  return open >= 0 && value.indexOf('}', open) < 0 && value[open - 1] !== '\\';
}

/** The top-level section (`Metadata`, `Components`, …) a line sits in; undefined on a top-level line. */
export function topLevelSection(lines: readonly string[], lineIndex: number): string | undefined {
  for (let i = lineIndex - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || /^\s/.test(line) || line.startsWith('#')) continue;
    return /^([A-Za-z]+)\s*:/.exec(line)?.[1];
  }
  return undefined;
}
