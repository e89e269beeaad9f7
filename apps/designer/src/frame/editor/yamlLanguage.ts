/**
 * The specification's YAML highlighting: CodeMirror's stream parser for YAML (@codemirror/legacy-modes),
 * not the Lezer grammar of @codemirror/lang-yaml. The editor uses the syntax tree for colour only (Enter,
 * Tab, completion, hover and lint read the text and the core's parse), and the Lezer YAML grammar reuses
 * little of its last tree after an edit: on the 2,000-line bench form every keystroke re-parsed the whole
 * text, about 11 ms inside the keystroke's transaction (node, idle) and 20–35 ms in the browser, plus the
 * background parse. The stream parser re-reads the lines from the edit on: 0.3 ms per keystroke and
 * 12 ms for the whole form instead of 87 ms (docs/testing.md, "The designer rows on 2026-11-29").
 */
import { StreamLanguage } from '@codemirror/language';
import { yaml as yamlMode } from '@codemirror/legacy-modes/mode/yaml';
import { tags } from '@lezer/highlight';
import type { Extension } from '@codemirror/state';

/** The mode names a mapping key `atom`; the theme colours keys as property names. */
const specYaml = StreamLanguage.define({
  ...yamlMode,
  name: 'yaml',
  tokenTable: { atom: tags.propertyName },
});

/** YAML highlighting for the specification editor. */
export function specYamlLanguage(): Extension {
  return specYaml;
}
