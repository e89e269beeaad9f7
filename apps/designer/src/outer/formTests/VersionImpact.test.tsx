// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredForm } from '../api/formRepository';
import { impactLines, impactSummary } from './impactText';
import { VersionImpact } from './VersionImpact';

afterEach(cleanup);

const spec = (report: string) =>
  [
    'Metadata:',
    '  lang: en',
    '  title: T',
    '  description: D',
    'ReportOutput:',
    `  - text: '${report}'`,
    'Components:',
    '  - Number:',
    '      id: size',
    '      label: Size',
    '',
  ].join('\n');

const TESTS = [
  '- name: eight',
  '  actions:',
  '    - { set: size, value: 8 }',
  '  expect: { report: Size 8 mm. }',
  '- name: empty',
  '  actions: []',
  '  expect: {}',
  '',
].join('\n');

const version = (v: number, report: string, tests?: string): StoredForm => ({
  Id: 'f',
  Name: 'T',
  Version: v,
  Template: { Yaml: spec(report), JsCode: '' },
  ...(tests === undefined ? {} : { Tests: tests }),
});

describe('what changes for the radiologist', () => {
  it('writes each change as the command line does', () => {
    const lines = impactLines({
      name: 's',
      report: { added: ['New.'], removed: ['Old.'], changed: [{ from: 'A b c.', to: 'A b d.' }] },
      codes: { added: ['X1'], removed: [] },
      openEhr: { added: [], removed: ['a/b'], changed: [{ path: 'a/c', from: 1, to: 2 }] },
      changes: true,
    });
    expect(lines).toEqual([
      'report - "Old."',
      'report + "New."',
      'report ~ "A b c." -> "A b d."',
      'code + X1',
      'openEHR - a/b',
      'openEHR ~ a/c: 1 -> 2',
    ]);
    expect(impactSummary([])).toBe('0 unchanged, 0 changed');
  });

  it("runs the older version's scenarios on both and shows the changed report sentence", async () => {
    const versions: Record<number, StoredForm> = {
      1: version(1, 'Size {size} mm.', TESTS),
      2: version(2, 'Largest size {size} mm.'),
    };
    render(<VersionImpact versions={[2, 1]} load={async (v) => versions[v]!} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const list = await screen.findByRole('list', { name: 'Scenarios compared' }, { timeout: 10_000 });
    expect(list.textContent).toContain('CHANGED eight');
    expect(list.textContent).toContain('report ~ "Size 8 mm." -> "Largest size 8 mm."');
    expect(list.textContent).toContain('SAME empty');
    expect(screen.getByText('1 unchanged, 1 changed')).toBeTruthy();
  });

  it('says so when the older version has no form tests', async () => {
    render(<VersionImpact versions={[1, 2]} load={async (v) => version(v, 'x')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe(
      'Version 1 has no form tests to compare with.',
    );
  });
});
