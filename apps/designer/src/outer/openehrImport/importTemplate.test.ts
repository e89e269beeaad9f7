import { describe, expect, it } from 'vitest';
import { importTemplateFile } from './importTemplate';
import TANNER from '../../../../../fixtures/openehr/better_tanner_stages.opt.xml?raw';

describe('importing an openEHR template in the designer', () => {
  it('makes a save body in the selected folder from the Tanner stages OPT', async () => {
    const outcome = await importTemplateFile('better_tanner_stages.opt.xml', TANNER, 7);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body.FolderId).toBe(7);
    expect(outcome.body.Template.Yaml).toContain('oEhrId');
    expect(outcome.body.Name.length).toBeGreaterThan(0);
  });

  it('refuses a truncated template with the reason, making no form', async () => {
    const outcome = await importTemplateFile('broken.opt', TANNER.slice(0, 500), null);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? [] : outcome.reasons).not.toEqual([]);
  });

  it('refuses a JSON file that is no web template', async () => {
    const outcome = await importTemplateFile('x.json', '{"hello": 1}', null);
    expect(outcome.ok).toBe(false);
  });
});
