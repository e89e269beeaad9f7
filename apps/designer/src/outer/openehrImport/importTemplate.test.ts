import { describe, expect, it } from 'vitest';
import { importTemplateFile } from './importTemplate';
import TANNER from '../../../../../fixtures/openehr/better_tanner_stages.opt.xml?raw';
import FALLS from '../../../../../fixtures/openehr/better_falls_care_plan.opt.xml?raw';

describe('importing an openEHR template in the designer', () => {
  it('makes a save body in the selected folder from the Tanner stages OPT', async () => {
    const outcome = await importTemplateFile('better_tanner_stages.opt.xml', TANNER, 7);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body.FolderId).toBe(7);
    expect(outcome.body.Template.Yaml).toContain('oEhrId');
    expect(outcome.body.Name.length).toBeGreaterThan(0);
    // The first import loads (and transforms) the core: 5.6 s measured on a loaded machine.
  }, 20_000);

  it("reads an OPT's ids by EHRbase's rules unless Better's are chosen (Falls care plan's event context)", async () => {
    const yaml = async (rules?: 'ehrbase' | 'better') => {
      const outcome = await importTemplateFile('falls.opt.xml', FALLS, null, rules);
      return outcome.ok ? outcome.body.Template.Yaml : '';
    };
    const root = 'multidisciplinary_individualised_falls_care_plan';
    expect(await yaml()).toContain(`${root}/context/xds_metadata/class_code`);
    expect(await yaml('better')).toContain(`${root}/event_context/xds_metadata/class_code`);
    expect(await yaml('better')).not.toContain(`${root}/context/`);
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
