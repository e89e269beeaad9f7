import { describe, expect, test } from 'vitest';
import { formatOutputs } from './formatOutputs';
import { runHeadless, type HeadlessRun } from './runHeadless';

const FORM = [
  'Metadata: { lang: en, title: T, description: D, reportVersion: v2 }',
  'Components:',
  '  - Number: { id: size, label: Size }',
  '  - List: { id: L, maxCount: 1, components: [{ Number: { id: d } }] }',
  'ReportOutput:',
  "  - { text: 'Size {size} mm.', sectionId: findings }",
].join('\n');

function ran(result: ReturnType<typeof runHeadless>): HeadlessRun {
  if (result.kind !== 'ran') throw new Error(`did not run: ${JSON.stringify(result)}`);
  return result;
}

describe('the headless runner (docs/cli.md#the-formwright-command)', () => {
  test('runs a spec text with steps and gives the snapshot, the outputs and the step of each finding', () => {
    const run = ran(
      runHeadless({
        spec: FORM,
        actions: [
          { setState: { nope: { user: { value: 1 } } } },
          { set: 'size', value: 12 },
          { add: 'L' },
          { add: 'L' },
        ],
        actionsFile: 'a.json',
      }),
    );
    expect(run.outputs.report).toBe('Size 12 mm.');
    expect(run.snapshot.components.get('L_1_d')).toBeDefined();
    expect([...run.steps.entries()].map(([d, n]) => [d.code, n])).toEqual([
      ['state-ignored', 1],
      ['action-ignored', 4],
    ]);
  });

  test('stops at a step whose target is wrong, with a located error naming it', () => {
    const result = runHeadless({ spec: FORM, actions: [{ set: 'nope', value: 1 }], actionsFile: 'a.json' });
    expect(result).toMatchObject({ kind: 'bad-step', error: { code: 'actions-no-component', path: [0] } });
  });

  test('gives the errors of a spec that cannot run', () => {
    const result = runHeadless({ spec: 'Metadata: {}' });
    expect(result.kind).toBe('invalid');
  });

  test('formats text, one section, RTF and the D6 JSON, and refuses an unknown section', () => {
    const run = ran(runHeadless({ spec: FORM, actions: [{ set: 'size', value: 3 }] }));
    expect(formatOutputs(run, 'text')).toMatchObject({ text: 'Size 3 mm.\n' });
    expect(formatOutputs(run, 'text', 'findings')).toMatchObject({ text: 'Size 3 mm.\n' });
    expect(formatOutputs(run, 'rtf')).toMatchObject({ text: expect.stringMatching(/^\{\\rtf1/) });
    const json = formatOutputs(run, 'json');
    expect('text' in json && JSON.parse(json.text)).toMatchObject({
      report: 'Size 3 mm.',
      values: { size: 3 },
    });
    expect(formatOutputs(run, 'text', 'other')).toHaveProperty('error');
  });
});
