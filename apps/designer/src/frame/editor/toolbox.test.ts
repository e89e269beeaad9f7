import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '@formwright/core/authoring';
import { parseDocument } from 'yaml';
import { snippetPlacement, toolbox } from './toolbox';

describe('the toolbox', () => {
  it('lists every component type alphabetically, without Section', () => {
    const types = toolbox().map((e) => e.type);
    expect(types).not.toContain('Section');
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'en')));
    for (const def of componentDefinitions) if (!def.toolboxHidden) expect(types).toContain(def.type);
  });

  const CHECKBOX = '- Checkbox:\n    id: checkbox1\n    label: Checkbox\n';
  const FORM = [
    'Metadata:',
    '  title: T',
    'Components:',
    '  - Section:',
    '      id: s',
    '      components:',
    '        - Row:',
    '            components:',
    '              - Text:',
    '                  id: inner',
    '        - Text:',
    '            id: mid',
    '  - Text:',
    '      id: outer',
    'ReportOutput:',
    '  - text: x',
  ].join('\n');

  /** The text after inserting the checkbox at the `|` of `text`. */
  function insertAt(text: string): string {
    const pos = text.indexOf('|');
    const clean = text.replace('|', '');
    const { from, to, insert } = snippetPlacement(clean, pos, CHECKBOX);
    return clean.slice(0, from) + insert + clean.slice(to);
  }

  /** The list of entries (as parsed YAML) that holds the inserted checkbox, or undefined. */
  function listHolding(value: unknown): unknown[] | undefined {
    if (Array.isArray(value)) {
      if (value.some((e) => e && typeof e === 'object' && 'Checkbox' in e)) return value;
      for (const e of value) {
        const found = listHolding(e);
        if (found) return found;
      }
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) {
        const found = listHolding(v);
        if (found) return found;
      }
    }
    return undefined;
  }

  it.each([
    ['a property line of the outer entry', FORM.replace('      id: outer', '      id: outer|'), 2, 'outer'],
    [
      'a blank line at column 2',
      FORM.replace('  - Text:\n      id: outer', '  |\n  - Text:\n      id: outer'),
      2,
      'outer',
    ],
    ['a property of the middle entry', FORM.replace('            id: mid', '            id: mid|'), 8, 'mid'],
    [
      'a blank line at column 8',
      FORM.replace('        - Text:\n            id: mid', '        |\n        - Text:\n            id: mid'),
      8,
      'mid',
    ],
    [
      'the inner entry',
      FORM.replace('                  id: inner', '                  id: inner|'),
      14,
      'inner',
    ],
    [
      'a blank line at column 14',
      FORM.replace('                  id: inner', '                  id: inner\n              |'),
      14,
      'inner',
    ],
    [
      'a blank line at column 0 after the components',
      FORM.replace('ReportOutput:', '|\nReportOutput:'),
      2,
      'outer',
    ],
  ])(
    "inserts valid YAML on %s, at the list's indentation with its properties under it",
    (_, text, dash, sibling) => {
      const result = insertAt(text);
      const doc = parseDocument(result);
      expect(doc.errors).toEqual([]);
      const list = listHolding(doc.toJS());
      expect(list).toBeDefined();
      expect(JSON.stringify(list)).toContain(`"id":"${sibling}"`);
      expect(result).toContain(
        `\n${' '.repeat(dash)}- Checkbox:\n${' '.repeat(dash + 4)}id: checkbox1\n${' '.repeat(dash + 4)}label: Checkbox`,
      );
      expect(list?.find((e) => e && typeof e === 'object' && 'Checkbox' in e)).toEqual({
        Checkbox: { id: 'checkbox1', label: 'Checkbox' },
      });
    },
  );

  it('puts the snippet as the first entry when the cursor is on a components: line', () => {
    const result = insertAt(FORM.replace('      components:', '      components:|'));
    expect(result).toContain('      components:\n        - Checkbox:\n            id: checkbox1');
    expect(parseDocument(result).errors).toEqual([]);
  });

  it('puts the snippet at the cursor in a text without components', () => {
    expect(insertAt('|')).toBe('- Checkbox:\n    id: checkbox1\n    label: Checkbox');
  });
});
