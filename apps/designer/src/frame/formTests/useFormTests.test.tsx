// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useFormTests } from './useFormTests';

const FORM = [
  'Metadata:',
  '  lang: en',
  '  title: T',
  'ReportOutput:',
  "  - text: 'Size {size} mm.'",
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
  '',
].join('\n');
const TESTS = '- name: eight\n  actions:\n    - { set: size, value: 8 }\n  expect: { report: Size 8 mm. }\n';

describe('the background run of the form tests', () => {
  it('runs the scenarios after a pause and runs them again when the form changes', async () => {
    const { result, rerender } = renderHook(({ spec }) => useFormTests(spec, '', TESTS), {
      initialProps: { spec: FORM },
    });
    await waitFor(() => expect(result.current.results.map((r) => r.passed)).toEqual([true]), {
      timeout: 5000,
    });
    rerender({ spec: FORM.replace('Size {size}', 'Largest size {size}') });
    await waitFor(() => expect(result.current.results.map((r) => r.passed)).toEqual([false]), {
      timeout: 5000,
    });
    expect(result.current.running).toBe(false);
  });

  it('lists the problems of a tests text that is not a list, and runs nothing', async () => {
    const { result } = renderHook(() => useFormTests(FORM, '', 'name: x'));
    await waitFor(() => expect(result.current.diagnostics.map((d) => d.code)).toContain('tests-not-list'), {
      timeout: 5000,
    });
    expect(result.current.results).toEqual([]);
  });
});
