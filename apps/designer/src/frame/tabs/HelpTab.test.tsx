// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentDefinitions, documentedHelpers } from '@formwright/core/authoring';
import { HelpTab, helpEntries, NO_CONTEXT, searchHelp } from './HelpTab';

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

  describe('Copy', () => {
    afterEach(() => {
      cleanup();
      vi.restoreAllMocks();
    });
    const round = documentedHelpers.find((h) => h.name === 'Round')!;

    it("puts a script command's example into the open editor", async () => {
      const onCopy = vi.fn(() => true);
      render(<HelpTab onOpenGuide={() => undefined} onCopy={onCopy} />);
      await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Copy Round\\(`) }));
      expect(onCopy).toHaveBeenCalledWith(round.example);
    });

    it(`alerts '${NO_CONTEXT}' when no editor is open to take it`, async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      render(<HelpTab onOpenGuide={() => undefined} onCopy={() => false} />);
      await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Copy Round\\(`) }));
      expect(alert).toHaveBeenCalledWith('No context');
    });

    it('is offered for script commands only', () => {
      render(<HelpTab onOpenGuide={() => undefined} onCopy={() => true} />);
      expect(screen.getAllByRole('button', { name: /^Copy / })).toHaveLength(documentedHelpers.length);
    });
  });
});
