import { describe, expect, it } from 'vitest';
import { componentDefinitions, documentedHelpers } from '@formwright/core/authoring';
import { helpEntries, searchHelp } from './HelpTab';

describe('the Help tab', () => {
  it('is generated from every helper and every component definition', () => {
    const entries = helpEntries();
    expect(entries.filter((e) => e.group === 'Script commands')).toHaveLength(documentedHelpers.length);
    expect(entries.filter((e) => e.group === 'Components').map((e) => e.title)).toEqual(
      componentDefinitions.map((d) => d.type),
    );
  });

  it('searches titles, texts and property help, every word', () => {
    const entries = helpEntries();
    expect(searchHelp(entries, 'number').map((e) => e.title)).toContain('Number');
    expect(searchHelp(entries, 'zzzz-nothing')).toEqual([]);
    expect(searchHelp(entries, '')).toHaveLength(entries.length);
  });
});
