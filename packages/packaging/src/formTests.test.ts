import { expect, it } from 'vitest';
import { smallForm } from './testing/forms';
import { coreFormTests } from './formTests';

it('answers the names of the failing scenarios of a form tests text', async () => {
  const tests = [
    '- name: passes',
    '  actions: [{ set: size, value: 5 }]',
    '  expect: { report: "Size 5 mm" }',
    '- name: fails',
    '  actions: [{ set: size, value: 6 }]',
    '  expect: { report: "Size 5 mm" }',
    '',
  ].join('\n');
  expect(await coreFormTests(smallForm(), '', tests)).toEqual({ failed: ['fails'] });
});

it('fails a tests text that does not parse as a whole', async () => {
  const { failed } = await coreFormTests(smallForm(), '', 'not: [a list');
  expect(failed.length).toBeGreaterThan(0);
  expect(failed[0]).toMatch(/^Tests:\d+: /);
});
