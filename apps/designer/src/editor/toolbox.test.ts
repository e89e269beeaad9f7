import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '@formwright/core/authoring';
import { snippetInsertion, toolbox } from './toolbox';

describe('the toolbox', () => {
  it('lists every component type alphabetically, without Section', () => {
    const types = toolbox().map((e) => e.type);
    expect(types).not.toContain('Section');
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'en')));
    for (const def of componentDefinitions) if (!def.toolboxHidden) expect(types).toContain(def.type);
  });

  it("indents a snippet to a blank line's indent", () => {
    expect(snippetInsertion('- Text:\n    id: t\n', '  ')).toEqual({
      text: '- Text:\n      id: t',
      newLine: false,
    });
  });

  it('puts a snippet on a new line below a line with text', () => {
    expect(snippetInsertion('- Text:\n    id: t', '  - Number:')).toEqual({
      text: '\n  - Text:\n      id: t',
      newLine: true,
    });
  });
});
