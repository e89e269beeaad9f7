import { describe, expect, it } from 'vitest';
import { newLineAfter } from './yamlEditing';

/** What Enter inserts at the end of the last line of `text`. */
function enter(text: string) {
  const lines = text.split('\n');
  return newLineAfter(lines, lines.length - 1, lines[lines.length - 1] ?? '');
}

describe('Enter in the specification', () => {
  it('indents under a component entry, not level with its type', () => {
    expect(enter('Components:\n  - Option:')).toEqual({ insert: '      ' });
    expect(enter('Components:\n  - Section:\n      components:\n        - Text:')).toEqual({
      insert: ' '.repeat(12),
    });
  });

  it('starts the first item after a list section or a list property', () => {
    expect(enter('Components:')).toEqual({ insert: '  - ' });
    expect(enter('ReportOutput:')).toEqual({ insert: '  - ' });
    expect(enter('Components:\n  - Section:\n      components:')).toEqual({ insert: '        - ' });
  });

  it('indents under a key with no value, keeps a property level after a value', () => {
    expect(enter('Metadata:')).toEqual({ insert: '  ' });
    expect(enter('Metadata:\n  lang: en')).toEqual({ insert: '  ' });
    expect(enter('Components:\n  - Text:\n      id: a')).toEqual({ insert: '      ' });
    expect(enter("ReportOutput:\n  - text: '{a}'")).toEqual({ insert: '    ' });
  });

  it('continues a list of plain values and ends a list at an empty item', () => {
    expect(enter('Components:\n  - Dropdown:\n      options:\n        - a')).toEqual({
      insert: '        - ',
    });
    expect(enter('Components:\n  - ')).toEqual({ replaceLine: '' });
  });

  it('steps one level out on an empty line, so a form is typed with Enter alone', () => {
    // After a component's last property: the next `- ` item of its list.
    expect(enter('Components:\n  - Text:\n      id: a\n      ')).toEqual({ replaceLine: '  - ' });
    // Inside a Section's components: that list's next item, then out to the Section's properties, then
    // the next item of the top-level list.
    const nested = 'Components:\n  - Section:\n      components:\n        - Text:\n            id: a\n';
    expect(enter(`${nested}            `)).toEqual({ replaceLine: '        - ' });
    expect(enter(`${nested}        - `)).toEqual({ replaceLine: '      ' });
    expect(enter(`${nested}      `)).toEqual({ replaceLine: '  - ' });
    // After Metadata's keys: the top level.
    expect(enter('Metadata:\n  lang: en\n  ')).toEqual({ replaceLine: '' });
    // A blank line at the margin stays a blank line.
    expect(enter('Metadata:\n  lang: en\n')).toEqual({ insert: '' });
  });
});
